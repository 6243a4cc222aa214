import { IonBadge } from '@ionic/react';
import { formatNumber } from '../../../lib/format';
import { useSessionField } from '../../../lib/session';
import { fa } from '../../../strings/fa';

/** The cart count (spec §4) on the cart tab and in the menu; nothing when the cart is empty. */
export function CartCountBadge({ slot }: { slot?: string }) {
  const count = useSessionField('cartCount');
  if (count === 0) return null;
  return (
    <IonBadge slot={slot} color="danger" className="cart-count-badge" aria-label={fa.cart.countLabel(formatNumber(count))}>
      {formatNumber(count)}
    </IonBadge>
  );
}

export function WishlistCountBadge({ slot }: { slot?: string }) {
  const count = useSessionField('wishlistCount');
  if (count === 0) return null;
  return (
    <IonBadge slot={slot} color="medium" aria-label={fa.cart.wishlistCountLabel(formatNumber(count))}>
      {formatNumber(count)}
    </IonBadge>
  );
}
