import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backInStockKeys } from './back-in-stock-keys';

export const subscribeBackInStock = (productId: number) =>
  api.call('subscribeBackInStock', { params: { id: productId } });

export const useSubscribeBackInStock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeBackInStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backInStockKeys.all }),
  });
};
