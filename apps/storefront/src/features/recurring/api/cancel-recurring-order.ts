import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recurringKeys } from './recurring-keys';

export const cancelRecurringOrder = (id: number) => api.call('cancelRecurringOrder', { params: { id } });

export function useCancelRecurringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRecurringOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringKeys.orders }),
  });
}
