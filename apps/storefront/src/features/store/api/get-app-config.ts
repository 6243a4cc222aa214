import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export const getAppConfig = (signal?: AbortSignal) => api.call('getAppConfig', { signal });

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.appConfig,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: 10 * 60_000,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
