import type { AddToCartRequest } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './cart-keys';

export const addToWishlist = (body: AddToCartRequest) => api.call('addToWishlist', { body });

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (answer) => {
      if (answer.Success) void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
  });
}
