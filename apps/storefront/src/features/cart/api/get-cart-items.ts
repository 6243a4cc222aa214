import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { cartKeys, sumQuantities } from './cart-keys';

/** Every answer broadcasts the cart count (docs/product.md §4) to the tab badge and the menu through the session store. */
export async function getCartItems(signal?: AbortSignal) {
  const list = await api.call('getCartItems', { signal });
  session.setCartCount(sumQuantities(list.Items));
  return list;
}

export const cartItemsQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.items, queryFn: ({ signal }) => getCartItems(signal) });

export const useCartItems = () => useQuery(cartItemsQueryOptions());
