import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { returnsKeys } from './returns-keys';

export const getCustomerReturnRequests = (signal?: AbortSignal) => api.call('getCustomerReturnRequests', { signal });

/** Read again each time: the store moves requests from the back office. */
export const customerReturnRequestsQueryOptions = () =>
  queryOptions({
    queryKey: returnsKeys.list,
    queryFn: ({ signal }) => getCustomerReturnRequests(signal),
    staleTime: 0,
  });

export const useCustomerReturnRequests = (enabled = true) =>
  useQuery({ ...customerReturnRequestsQueryOptions(), enabled });
