import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/features/account/api/account-keys';
import { addressKeys } from '@/features/address/api/address-keys';
import { cartKeys, wishlistKeys } from '@/features/cart/api/cart-keys';
import { checkoutKeys } from '@/features/checkout/api/checkout-keys';
import { ApiError } from '@/lib/http-error';

export function forgetCustomerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: accountKeys.all });
  queryClient.removeQueries({ queryKey: addressKeys.all });
  queryClient.removeQueries({ queryKey: checkoutKeys.all });
  queryClient.removeQueries({ queryKey: checkoutKeys.orders });
}

export async function reloadCartAndWishlist(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
}

/** After a login, what the server refused the guest (a 401) is asked again, now for the customer. */
export function retryRefusedToGuest(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({
    predicate: (query) => query.state.error instanceof ApiError && query.state.error.status === 401,
  });
}
