import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const applyShippingMethod = (systemName: string) =>
  ensureSuccess(api.call('applyShippingMethod', { body: { ShippingMethodSystemName: systemName } }));

/** The payment methods offered (cash on delivery's limit) depend on the shipping fee. */
export function useApplyShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyShippingMethod,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.shippingMethods });
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.paymentMethods });
    },
  });
}
