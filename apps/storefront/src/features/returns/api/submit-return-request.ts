import type { SubmitReturnRequest } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { returnsKeys } from './returns-keys';

export const submitReturnRequest = ({ orderId, request }: { orderId: number; request: SubmitReturnRequest }) =>
  api.call('submitReturnRequest', { params: { orderId }, body: request });

/** The list and the order's form (its returnable quantities) change with every request. */
export function useSubmitReturnRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReturnRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsKeys.all }),
  });
}
