import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { sumQuantities, wishlistKeys } from './cart-keys';

export async function getWishlist(signal?: AbortSignal) {
  const answer = await api.call('getWishlist', { signal });
  if (answer.Success) session.setWishlistCount(sumQuantities(answer.Result.Items));
  return answer;
}

export const wishlistQueryOptions = () =>
  queryOptions({ queryKey: wishlistKeys.items, queryFn: ({ signal }) => getWishlist(signal) });

export const useWishlist = () => useQuery(wishlistQueryOptions());
