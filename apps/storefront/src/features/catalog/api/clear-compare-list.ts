import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { compareListQueryOptions } from './get-compare-list';

export const clearCompareList = () => api.call('clearCompareList', {});

export const useClearCompareList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCompareList,
    onSuccess: (list) => queryClient.setQueryData(compareListQueryOptions().queryKey, list),
  });
};
