import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrderDetail } from '@sabad/contract/admin';
import { toast, toastError } from '@/components/toaster';
import { isApiError } from '@/lib/http-error';

export const orderQueryKey = (id: number) => ['admin', 'order', id] as const;

/**
 * An action on the order: its answer (the order as it is now) replaces the page's copy and its message is
 * toasted; a 409 (someone changed the order since this page loaded, ADR 0065) is kept to show above the
 * actions with the way to the fresh copy.
 */
export function useOrderAction(id: number) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (run: () => Promise<{ message: string; order: AdminOrderDetail }>) => run(),
    onSuccess: ({ message, order }) => {
      setConflict(null);
      queryClient.setQueryData(orderQueryKey(id), order);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      toast.success(message);
    },
    onError: (error) => {
      if (isApiError(error, 409)) setConflict(error.message);
      else toastError(error);
    },
  });
  const reload = () => {
    setConflict(null);
    void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) });
  };
  return { mutation, conflict, reload };
}
