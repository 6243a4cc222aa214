/** The discounts module's public entry (ADR 0019): discount codes on the cart and their use by orders. */
export { createDiscountCode, describeDiscountCode, DiscountError, type NewDiscount } from './discount-codes.js';
export { createDiscountsService, type DiscountsService } from './discounts.service.js';
export { registerDiscountRoutes } from './discounts.routes.js';
export {
  clearCartDiscounts,
  createGuestDiscountMerger,
  evaluateCartDiscounts,
  recordDiscountUsages,
  releaseDiscountUsages,
  type AppliedCartDiscount,
  type CartDiscountEvaluation,
  type RefusedCartDiscount,
} from './order-discounts.js';
