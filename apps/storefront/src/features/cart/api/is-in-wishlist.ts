import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './cart-keys';

export const isInWishlist = (productId: number, signal?: AbortSignal) =>
  api.call('isInWishlist', { params: { id: productId }, signal });

export const isInWishlistQueryOptions = (productId: number) =>
  queryOptions({ queryKey: wishlistKeys.isIn(productId), queryFn: ({ signal }) => isInWishlist(productId, signal) });

export const useIsInWishlist = (productId: number, enabled = true) =>
  useQuery({ ...isInWishlistQueryOptions(productId), enabled });
