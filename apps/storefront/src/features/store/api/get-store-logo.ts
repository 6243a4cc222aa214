import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export const getStoreLogo = (signal?: AbortSignal) => api.call('getLogo', { signal });

export const storeLogoQueryOptions = () =>
  queryOptions({ queryKey: storeKeys.logo, queryFn: ({ signal }) => getStoreLogo(signal), staleTime: 30 * 60_000 });

export const useStoreLogo = () => useQuery(storeLogoQueryOptions());
