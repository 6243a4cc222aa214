import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const removeDiscountCoupon = (id: number) => ensureSuccess(api.call('removeDiscountCoupon', { params: { id } }));

export function useRemoveDiscountCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDiscountCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.appliedDiscounts }),
  });
}
