import type { CartItem } from '@sabad/contract';

export const cartKeys = {
  all: ['cart'] as const,
  items: ['cart', 'items'] as const,
  totals: ['cart', 'totals'] as const,
  /** Not under `cart`: the settings do not change when the cart does. */
  settings: ['settings', 'shopping-cart'] as const,
};

export const wishlistKeys = {
  all: ['wishlist'] as const,
  items: ['wishlist', 'items'] as const,
  isIn: (productId: number) => ['wishlist', 'is-in', productId] as const,
};

/** docs/product.md §4: a count is the sum of the item quantities, not the number of lines. */
export const sumQuantities = (items: Pick<CartItem, 'Quantity'>[]) =>
  items.reduce((sum, item) => sum + item.Quantity, 0);
