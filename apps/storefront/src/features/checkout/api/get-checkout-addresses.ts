import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getCheckoutAddresses = (signal?: AbortSignal) => api.call('getCheckoutAddresses', { signal });

export const checkoutAddressesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.addresses,
    queryFn: ({ signal }) => getCheckoutAddresses(signal),
    staleTime: 0,
  });

export const useCheckoutAddresses = () => useQuery(checkoutAddressesQueryOptions());
