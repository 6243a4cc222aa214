import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getAddresses = (signal?: AbortSignal) => api.call('getAddresses', { signal });

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ['address', 'list'], queryFn: ({ signal }) => getAddresses(signal), staleTime: 0 });

export const useAddresses = (enabled = true) => useQuery({ ...addressesQueryOptions(), enabled });
