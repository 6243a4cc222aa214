import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCategoryTree = (signal?: AbortSignal) => api.call('getCategoryTree', { signal });

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'category-tree'],
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 5 * 60_000,
  });

export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
