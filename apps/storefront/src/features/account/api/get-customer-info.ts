import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCustomerInfo = (signal?: AbortSignal) => api.call('getCustomerInfo', { signal });

export const customerInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'customer-info'],
    queryFn: ({ signal }) => getCustomerInfo(signal),
    staleTime: 0,
  });

export const useCustomerInfo = (enabled = true) => useQuery({ ...customerInfoQueryOptions(), enabled });
