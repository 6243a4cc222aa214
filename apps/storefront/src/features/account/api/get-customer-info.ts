import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getCustomerInfo = (signal?: AbortSignal) => api.call('getCustomerInfo', { signal });

export const customerInfoQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.customerInfo,
    queryFn: ({ signal }) => getCustomerInfo(signal),
    staleTime: 0,
  });

export const useCustomerInfo = (enabled = true) => useQuery({ ...customerInfoQueryOptions(), enabled });
