import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getShippingMethods = (signal?: AbortSignal) => api.call('getShippingMethods', { signal });

export const shippingMethodsQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.shippingMethods,
    queryFn: ({ signal }) => getShippingMethods(signal),
    staleTime: 0,
  });

export const useShippingMethods = (enabled = true) => useQuery({ ...shippingMethodsQueryOptions(), enabled });
