import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export const getCatalogSettings = (signal?: AbortSignal) => api.call('getCatalogSettings', { signal });

export const catalogSettingsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.settings,
    queryFn: ({ signal }) => getCatalogSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useCatalogSettings = () => useQuery(catalogSettingsQueryOptions());
