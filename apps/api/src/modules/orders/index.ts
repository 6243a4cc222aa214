/**
 * The orders module's public entry (ADR 0049): orders after placement — the shopper's list,
 * details, cancellation, reorder and invoice, every status transition, recurring orders — and
 * the door other modules go through (OrderTransitions for checkout's placement and payments,
 * OrderReturns for returns).
 */
export { createOrdersService, type OrdersService } from './orders.service.js';
export { orderMessages, paymentMethodMessages } from './orders.messages.js';
export { registerOrdersRoutes } from './orders.routes.js';
export {
  createOrderTransitions,
  type CancelledBy,
  type OrderTransitions,
  type PaymentApplication,
} from './order-transitions.js';
export type { NewOrder, NewOrderAddress, NewOrderLine, PlacedMessage, PlacedOrder } from './order-records.js';
export type { OrderForPayment } from './order-queries.js';
export { createOrderReturns, type OrderReturns } from './order-returns.js';
export type { OrderForReturn, ReturnableOrderLine, ReturnRequestRefusal, ReturnWindowFacts } from './return-window.js';
export type { OrderCustomerMessage } from './order-customer-messages.js';
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
// An order's rules checkout applies before the order exists: the totals and the payment methods.
export { createOrderTotals, type OrderTotalsCalculator, type TotalsBreakdown } from './order-totals.js';
export {
  createPaymentMethods,
  type OnlinePaymentMethod,
  type PaymentMethods,
  type PaymentRequest,
} from './payment-methods.js';
