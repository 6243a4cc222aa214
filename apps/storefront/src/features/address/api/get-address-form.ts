import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressKeys } from './address-keys';

export const getAddressForm = (signal?: AbortSignal) => api.call('getAddressForm', { signal });

export const addressFormQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.form,
    queryFn: ({ signal }) => getAddressForm(signal),
    staleTime: 30 * 60_000,
  });

export const useAddressForm = () => useQuery(addressFormQueryOptions());
