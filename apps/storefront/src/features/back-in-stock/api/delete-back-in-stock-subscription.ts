import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backInStockKeys } from './back-in-stock-keys';

export const deleteBackInStockSubscription = (subscriptionId: number) =>
  api.call('deleteBackInStockSubscription', { params: { id: subscriptionId } });

export const useDeleteBackInStockSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackInStockSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backInStockKeys.all }),
  });
};
