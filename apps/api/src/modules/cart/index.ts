/** The cart module's public entry: the cart, the wishlist and gift cards. */
export { registerCartRoutes } from './cart.routes.js';
export { createCartService, createGuestCartMerger, type CartService } from './cart.service.js';
export { GiftCardError, issueGiftCard } from './gift-cards.js';
export {
  emptyCart,
  giftCardsForCheckout,
  giftCardUsagesOfOrder,
  lockGiftCards,
  readCartForCheckout,
  recordGiftCardUsage,
  releaseGiftCardUsagesOfOrder,
  type CheckoutCart,
  type CheckoutLine,
  type GiftCardForCheckout,
} from './checkout-cart.js';
export { lockShopper } from './cart.repository.js';
