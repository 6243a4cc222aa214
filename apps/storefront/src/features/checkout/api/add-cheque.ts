import type { AddChequeRequest } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ensureSuccess } from '@/features/checkout/step-answer';
import { checkoutKeys } from './checkout-keys';

export const addCheque = (cheque: AddChequeRequest) => ensureSuccess(api.call('addCheque', { body: cheque }));

/** The answer is the whole list again, which replaces the cached one. */
export function useAddCheque(orderId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCheque,
    onSuccess: (list) => queryClient.setQueryData(checkoutKeys.cheques(orderId), list),
  });
}
