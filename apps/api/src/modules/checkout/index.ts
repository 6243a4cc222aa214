/**
 * The checkout module's public entry (ADR 0049): the checkout steps (addresses, shipping, courier
 * slots, payment method, Sayadi cheques) and placement with the totals it charges.
 */
export { createCheckoutService, type CheckoutService } from './checkout.service.js';
export { createPlacementService, type PlacementContext, type PlacementService } from './placement.service.js';
export { registerCheckoutRoutes } from './checkout.routes.js';
export type { ShippingRateProvider } from './shipping-rates.js';
