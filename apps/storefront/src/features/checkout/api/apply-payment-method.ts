import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const applyPaymentMethod = ({ systemName, useRewardPoints }: { systemName: string; useRewardPoints: boolean }) =>
  ensureSuccess(api.call('applyPaymentMethod', { query: { args: systemName, useRewardPoints } }));

export function useApplyPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.paymentMethods }),
  });
}
