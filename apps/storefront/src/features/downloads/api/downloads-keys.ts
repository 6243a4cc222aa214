/** Under `orders`: the lines are order lines, read again and forgotten with them. */
export const downloadsKeys = {
  all: ['orders', 'downloadable-products'] as const,
};
