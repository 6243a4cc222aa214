import { useIonRouter, useIonViewDidEnter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { cartItemsQueryOptions } from '@/features/cart/api/get-cart-items';

/**
 * A checkout step opened with an empty cart (Back after the order was placed, an old link) goes to the cart
 * instead of offering choices for an order that is no longer there. Read on entering the step only, so the
 * review step, which empties the cart by placing the order, is not sent away before its confirmation opens.
 */
export function useCheckoutNeedsCart(): void {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  useIonViewDidEnter(() => {
    queryClient.fetchQuery({ ...cartItemsQueryOptions(), staleTime: 10_000 }).then(
      (list) => {
        if (list.Items.length === 0) router.push(paths.cart.link(), 'root', 'replace');
      },
      // The step shows its own error when the server cannot be reached.
      () => undefined,
    );
  });
}
