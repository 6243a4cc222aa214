import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const applyDiscountCoupon = (code: string) =>
  ensureSuccess(api.call('applyDiscountCoupon', { params: { code } }));

export function useApplyDiscountCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDiscountCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.appliedDiscounts }),
  });
}
