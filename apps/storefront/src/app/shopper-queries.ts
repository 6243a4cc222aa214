import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../features/account/api/account-keys';
import { addressKeys } from '../features/address/api/address-keys';
import { cartKeys, wishlistKeys } from '../features/cart/api/cart-keys';
import { checkoutKeys } from '../features/checkout/api/checkout-keys';
import { ApiError } from '../lib/http-error';

/** The signed-in customer's own data (account, addresses, checkout, orders): forgotten when they log out. */
export function forgetCustomerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: accountKeys.all });
  queryClient.removeQueries({ queryKey: addressKeys.all });
  queryClient.removeQueries({ queryKey: checkoutKeys.all });
  queryClient.removeQueries({ queryKey: checkoutKeys.orders });
}

/** The cart and the wishlist follow whoever the app acts for (guest or customer): read again after a login or logout. */
export async function reloadCartAndWishlist(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
}

/**
 * After a login or a registration: what the server refused the guest (a 401 sent them to log in, e.g. the
 * checkout of a store without guest checkout) is asked again, now for the customer, so the page they come
 * back to shows its data instead of the refusal.
 */
export function retryRefusedToGuest(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({
    predicate: (query) => query.state.error instanceof ApiError && query.state.error.status === 401,
  });
}
