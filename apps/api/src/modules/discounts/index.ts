export {
  createDiscountCodes,
  DiscountError,
  type DiscountCode,
  type DiscountCodesService,
  type NewDiscount,
} from './discount-codes.js';
export { createDiscountsService, type DiscountsService } from './discounts.service.js';
export { createDiscountTerms, type DiscountState, type DiscountTerms } from './discount-terms.js';
export { registerDiscountRoutes } from './discounts.routes.js';
export {
  createGuestDiscountMerger,
  createOrderDiscounts,
  type AppliedCartDiscount,
  type CartDiscountEvaluation,
  type OrderDiscountsService,
  type RefusedCartDiscount,
} from './order-discounts.js';
