import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const applyShippingAddress = (id: number) => ensureSuccess(api.call('applyShippingAddress', { params: { id } }));

export function useApplyShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
  });
}
