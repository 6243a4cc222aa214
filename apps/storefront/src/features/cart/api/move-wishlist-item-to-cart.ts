import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys, wishlistKeys } from './cart-keys';

export const moveWishlistItemToCart = (id: number) => api.call('moveWishlistItemToCart', { params: { id } });

export function useMoveWishlistItemToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveWishlistItemToCart,
    onSuccess: (answer) => {
      if (!answer.Success) return;
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
