// The orders module's public entry (ADR 0049); OrderTransitions and OrderReturns are other modules' doors.
export { createOrdersService, type OrdersService } from './orders.service.js';
export { registerOrdersRoutes } from './orders.routes.js';
export { registerOrderAdminRoutes } from './order-admin.routes.js';
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
  type OrderExportRow,
  type StaffOrderStep,
} from './order-admin.service.js';
export {
  createRecurringOrdersService,
  type RecurringCycleOutcome,
  type RecurringOrdersService,
  type RecurringRunItem,
} from './recurring-orders.service.js';
export { registerRecurringOrderRoutes } from './recurring-orders.routes.js';
export { createOrderTotals, type OrderTotalsCalculator, type TotalsBreakdown } from './order-totals.js';
export {
  createPaymentMethods,
  type OnlinePaymentMethod,
  type PaymentMethods,
  type PaymentRequest,
} from './payment-methods.js';
