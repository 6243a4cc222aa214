import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { compareListQueryOptions } from './get-compare-list';

export const addToCompareList = (productId: number) => api.call('addToCompareList', { params: { id: productId } });

/** The answer is the whole list, so it replaces the cached one. */
export const useAddToCompareList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCompareList,
    onSuccess: (list) => queryClient.setQueryData(compareListQueryOptions().queryKey, list),
  });
};
