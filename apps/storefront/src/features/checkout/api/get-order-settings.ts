import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getOrderSettings = (signal?: AbortSignal) => api.call('getOrderSettings', { signal });

export const orderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.orderSettings,
    queryFn: ({ signal }) => getOrderSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useOrderSettings = () => useQuery(orderSettingsQueryOptions());
