import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

export const getShoppingCartSettings = (signal?: AbortSignal) => api.call('getShoppingCartSettings', { signal });

export const shoppingCartSettingsQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.settings,
    queryFn: ({ signal }) => getShoppingCartSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useShoppingCartSettings = () => useQuery(shoppingCartSettingsQueryOptions());
