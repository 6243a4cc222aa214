import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../features/account/api/account-keys';
import { addressKeys } from '../features/address/api/address-keys';
import { cartKeys, wishlistKeys } from '../features/cart/api/cart-keys';

/** The signed-in customer's own data (account, addresses): forgotten when they log out. */
export function forgetCustomerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: accountKeys.all });
  queryClient.removeQueries({ queryKey: addressKeys.all });
}

/** The cart and the wishlist follow whoever the app acts for (guest or customer): read again after a login or logout. */
export async function reloadCartAndWishlist(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
}
