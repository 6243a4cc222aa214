/** The orders module's public entry (ADR 0019): checkout steps, totals, placement, orders and their transitions. */
export { createCheckoutService, type CheckoutService } from './checkout.service.js';
export { registerCheckoutRoutes } from './checkout.routes.js';
export { createOrdersService, type OrdersService } from './orders.service.js';
export { registerOrdersRoutes } from './orders.routes.js';
// Checkout choices, re-checked by placement inside its transaction (checkout helper).
export {
  clearCheckoutState,
  readCheckoutState,
  resolveBillingAddress,
  resolveShipping,
  type CheckoutChoices,
  type Refusal,
  type ResolvedShipping,
} from './checkout-choices.js';
export { attachSlotHoldToOrder, heldSlotRefusal, releaseSlotOfOrder } from './delivery-slots.js';
export {
  offeredPaymentMethods,
  paymentMethodAllowed,
  paymentMethodName,
  type OnlinePaymentMethod,
} from './payment-methods.js';
export { attachChequesToOrder, pendingChequesTotal, setOrderChequesStatus } from './cheques.js';
export { shippingRateProviders, type ShippingRateProvider } from './shipping-rates.js';
export {
  createOrderTransitions,
  type CancelledBy,
  type OrderTransitions,
  type PaymentApplication,
} from './order-transitions.js';
export { NO_PAYMENT_METHOD, ONLINE_PAYMENT_METHODS, orderNumberOf } from './orders.service.js';
export { findOrderForPayment, listOverdueUnpaidOrderIds, type OrderForPayment } from './order-queries.js';
// The return window (nopCommerce's IsReturnRequestAllowed) and the order reads the returns module makes.
export {
  findOrderForReturn,
  isReturnRequestAllowed,
  orderLinePictureUrl,
  returnRequestRefusal,
  returnWindowEnd,
  returnWindowStart,
  type OrderForReturn,
  type ReturnableOrderLine,
  type ReturnRequestRefusal,
  type ReturnWindowFacts,
} from './return-window.js';
export { tellOrderCustomer, type OrderCustomerMessage } from './order-customer-messages.js';
export {
  createOrderAdminService,
  OrderAdminError,
  type OrderAdminAction,
  type OrderAdminService,
} from './order-admin.service.js';
// Recurring orders (subscriptions): the customer's cancel route and the CLI's `recurring process`.
export {
  createRecurringOrdersService,
  type RecurringCycleOutcome,
  type RecurringOrdersService,
  type RecurringRunItem,
} from './recurring-orders.service.js';
export { registerRecurringOrderRoutes } from './recurring-orders.routes.js';
