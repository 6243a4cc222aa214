import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const applyBillingAddress = ({ id, shipToSameAddress }: { id: number; shipToSameAddress: boolean }) =>
  ensureSuccess(api.call('applyBillingAddress', { params: { id }, query: { shipToSameAddress } }));

/** The shipping methods and their fees depend on the address: they are read again. */
export function useApplyBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyBillingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
  });
}
