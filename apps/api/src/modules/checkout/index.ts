// The checkout module's public entry (ADR 0049): the steps before placement, and placement.
export { createCheckoutService, type CheckoutService } from './checkout.service.js';
export { createPlacementService, type PlacementContext, type PlacementService } from './placement.service.js';
export { registerCheckoutRoutes } from './checkout.routes.js';
export type { ShippingRateProvider } from './shipping-rates.js';
