import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

export const deleteCartItem = (id: number) => api.call('deleteCartItem', { params: { id } });

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    onSuccess: (answer) => {
      if (answer.Success) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
