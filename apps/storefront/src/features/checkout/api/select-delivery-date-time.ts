import type { SelectDeliveryTimeRequest } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const selectDeliveryDateTime = (slot: SelectDeliveryTimeRequest) =>
  ensureSuccess(api.call('selectDeliveryDateTime', { body: slot }));

export function useSelectDeliveryDateTime(shippingMethod: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectDeliveryDateTime,
    // Held or refused, the capacities changed: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.deliveryTimes(shippingMethod) }),
  });
}
