export { registerCartRoutes } from './cart.routes.js';
export { createCartService, type CartService } from './cart.service.js';
export { createGuestCartMerger } from './guest-cart-merger.js';
export { createGiftCardsService, GiftCardError, type GiftCardsService } from './gift-cards.js';
export { createGiftCardTerms, type GiftCardTerms } from './gift-card-terms.js';
export {
  createCheckoutCart,
  type CheckoutCart,
  type CheckoutCartService,
  type CheckoutLine,
  type GiftCardForCheckout,
  type GiftCardUsageOfOrder,
} from './checkout-cart.js';
