import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getStoreClosedStatus = (signal?: AbortSignal) => api.call('isStoreClosed', { signal });

export const storeClosedStatusQueryOptions = () =>
  queryOptions({ queryKey: ['store', 'closed-status'], queryFn: ({ signal }) => getStoreClosedStatus(signal) });

export const useStoreClosedStatus = () => useQuery(storeClosedStatusQueryOptions());
