import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { backInStockKeys } from './back-in-stock-keys';

export const subscribeBackInStock = (productId: number) =>
  api.call('subscribeBackInStock', { params: { id: productId } });

/** Changes both the product's status and the customer's list. */
export const useSubscribeBackInStock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeBackInStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backInStockKeys.all }),
  });
};
