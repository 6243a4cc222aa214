/**
 * Query keys of downloadable products. Under `orders` (checkoutKeys.orders): the lines are order
 * lines, read again when orders change, and forgotten with them when the customer logs out.
 */
export const downloadsKeys = {
  all: ['orders', 'downloadable-products'] as const,
};
