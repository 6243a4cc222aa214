/**
 * Query keys of the customer's orders. Everything sits under `orders`, the key the logout forgets
 * (app/shopper-queries.ts) and a cancellation invalidates, beside checkout's `['orders', id]`.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
};
