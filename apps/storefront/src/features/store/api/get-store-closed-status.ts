import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export const getStoreClosedStatus = (signal?: AbortSignal) => api.call('isStoreClosed', { signal });

export const storeClosedStatusQueryOptions = () =>
  queryOptions({ queryKey: storeKeys.closedStatus, queryFn: ({ signal }) => getStoreClosedStatus(signal) });

export const useStoreClosedStatus = () => useQuery(storeClosedStatusQueryOptions());
