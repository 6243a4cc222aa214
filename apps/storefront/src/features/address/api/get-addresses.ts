import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressKeys } from './address-keys';

export const getAddresses = (signal?: AbortSignal) => api.call('getAddresses', { signal });

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.list, queryFn: ({ signal }) => getAddresses(signal), staleTime: 0 });

export const useAddresses = (enabled = true) => useQuery({ ...addressesQueryOptions(), enabled });
