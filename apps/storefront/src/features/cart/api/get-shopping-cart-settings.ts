import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getShoppingCartSettings = (signal?: AbortSignal) => api.call('getShoppingCartSettings', { signal });

// Not under the `cart` key: the settings do not change when the cart does.
export const shoppingCartSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'shopping-cart'],
    queryFn: ({ signal }) => getShoppingCartSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useShoppingCartSettings = () => useQuery(shoppingCartSettingsQueryOptions());
