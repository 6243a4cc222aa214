import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const getCompareList = (signal?: AbortSignal) => api.call('getCompareList', { signal });

/** Read again whenever a page showing it opens: a login moves the guest's list into the account's. */
export const compareListQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.compareList, queryFn: ({ signal }) => getCompareList(signal), staleTime: 0 });

export const useCompareList = (enabled = true) => useQuery({ ...compareListQueryOptions(), enabled });
