import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCustomerDetail } from '@sabad/contract/admin';
import { toastError } from '@/components/toaster';
import { isApiError } from '@/lib/http-error';

export const customerQueryKey = (id: number) => ['admin', 'customer', id] as const;

/**
 * A change to the customer: the answer replaces the page's copy; a 409 (someone changed the customer
 * since this page loaded) is kept to show beside the action, with the way to the fresh copy.
 */
export function useCustomerChange<Input>(id: number, change: (input: Input) => Promise<AdminCustomerDetail>) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: (customer) => {
      setConflict(null);
      queryClient.setQueryData(customerQueryKey(id), customer);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });
    },
    onError: (error) => {
      if (isApiError(error, 409)) setConflict(error.message);
      else toastError(error);
    },
  });
  const reload = () => {
    setConflict(null);
    void queryClient.invalidateQueries({ queryKey: customerQueryKey(id) });
  };
  return { mutation, conflict, reload };
}
