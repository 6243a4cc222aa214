import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { cartKeys, sumQuantities } from './cart-keys';

export async function getCartItems(signal?: AbortSignal) {
  const list = await api.call('getCartItems', { signal });
  session.setCartCount(sumQuantities(list.Items));
  return list;
}

export const cartItemsQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.items, queryFn: ({ signal }) => getCartItems(signal) });

export const useCartItems = () => useQuery(cartItemsQueryOptions());
