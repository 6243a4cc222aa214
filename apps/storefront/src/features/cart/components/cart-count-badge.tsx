import { formatNumber } from '@/lib/format';
import { useSessionField } from '@/lib/session';
import * as fa from '@/strings/fa';
import './cart-count-badge.css';

// A plain element rather than IonBadge: this sits in the app shell, whose first load has a size budget.

export function CartCountBadge({ slot }: { slot?: string }) {
  const count = useSessionField('cartCount');
  if (count === 0) return null;
  return (
    <span
      slot={slot}
      className="count-badge count-badge--cart"
      aria-label={fa.menu.cartCountLabel(formatNumber(count))}
    >
      {formatNumber(count)}
    </span>
  );
}

export function WishlistCountBadge({ slot }: { slot?: string }) {
  const count = useSessionField('wishlistCount');
  if (count === 0) return null;
  return (
    <span
      slot={slot}
      className="count-badge count-badge--wishlist"
      aria-label={fa.menu.wishlistCountLabel(formatNumber(count))}
    >
      {formatNumber(count)}
    </span>
  );
}
