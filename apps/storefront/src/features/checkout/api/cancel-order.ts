import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const cancelOrder = (id: number) => ensureSuccess(api.call('cancelOrder', { params: { id } }));

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.orders }),
  });
}
