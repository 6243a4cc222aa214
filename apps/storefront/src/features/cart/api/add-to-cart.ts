import type { AddToCartRequest } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

export const addToCart = (body: AddToCartRequest) => api.call('addToCart', { body });

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (answer) => {
      if (answer.Success) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
