/**
 * Query keys of recurring orders. The subscriptions arrive with the customer's order list
 * (`GET orders/get`), cached under `orders`; a cancellation reads that list again.
 */
export const recurringKeys = {
  orders: ['orders'] as const,
};
