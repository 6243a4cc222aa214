import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSessionField } from '@/lib/session';
import { cartKeys, wishlistKeys } from '@/features/cart/api/cart-keys';
import { cartItemsQueryOptions } from '@/features/cart/api/get-cart-items';
import { wishlistQueryOptions } from '@/features/cart/api/get-wishlist';

/** Observed for the app's life, so the logout's reload and every invalidation fetch them again. */
export function useCartAndWishlistLoader() {
  const queryClient = useQueryClient();
  const accessToken = useSessionField('accessToken');
  // Failures are ignored (docs/product.md §8); the counts keep their last value.
  useQuery({ ...cartItemsQueryOptions(), notifyOnChangeProps: [] });
  useQuery({ ...wishlistQueryOptions(), notifyOnChangeProps: [] });

  const tokenSeen = useRef(accessToken);
  useEffect(() => {
    if (tokenSeen.current === accessToken) return;
    tokenSeen.current = accessToken;
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
  }, [accessToken, queryClient]);
}
