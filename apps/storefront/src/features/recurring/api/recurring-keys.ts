/** The subscriptions arrive with the order list (`GET orders/get`), cached under `orders`. */
export const recurringKeys = {
  orders: ['orders'] as const,
};
