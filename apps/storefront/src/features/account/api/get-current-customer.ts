import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getCurrentCustomer = (signal?: AbortSignal) => api.call('getCurrentCustomer', { signal });

export const currentCustomerQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.currentCustomer, queryFn: ({ signal }) => getCurrentCustomer(signal) });

export const useCurrentCustomer = (enabled: boolean) => useQuery({ ...currentCustomerQueryOptions(), enabled });
