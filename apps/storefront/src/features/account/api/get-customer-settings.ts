import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getCustomerSettings = (signal?: AbortSignal) => api.call('getCustomerSettings', { signal });

export const customerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.customerSettings,
    queryFn: ({ signal }) => getCustomerSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useCustomerSettings = () => useQuery(customerSettingsQueryOptions());
