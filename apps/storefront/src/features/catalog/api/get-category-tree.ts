import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const getCategoryTree = (signal?: AbortSignal) => api.call('getCategoryTree', { signal });

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categoryTree,
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 5 * 60_000,
  });

export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
