import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const removeCheque = (id: number) => ensureSuccess(api.call('removeCheque', { query: { id } }));

export function useRemoveCheque(orderId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCheque,
    onSuccess: (list) => queryClient.setQueryData(checkoutKeys.cheques(orderId), list),
  });
}
