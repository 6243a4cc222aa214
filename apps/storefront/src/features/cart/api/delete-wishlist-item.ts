import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './cart-keys';

export const deleteWishlistItem = (id: number) => api.call('deleteWishlistItem', { params: { id } });

export function useDeleteWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWishlistItem,
    onSuccess: (answer) => {
      if (answer.Success) void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
  });
}
