import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

/** The cart's own screens read the same answer at `cart/getshoppingcartsettings`. */
export const getStoreCartSettings = (signal?: AbortSignal) => api.call('getCartSettings', { signal });

export const storeCartSettingsQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.cartSettings,
    queryFn: ({ signal }) => getStoreCartSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useStoreCartSettings = () => useQuery(storeCartSettingsQueryOptions());
