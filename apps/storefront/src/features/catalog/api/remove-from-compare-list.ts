import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { compareListQueryOptions } from './get-compare-list';

export const removeFromCompareList = (productId: number) =>
  api.call('removeFromCompareList', { params: { id: productId } });

export const useRemoveFromCompareList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCompareList,
    onSuccess: (list) => queryClient.setQueryData(compareListQueryOptions().queryKey, list),
  });
};
