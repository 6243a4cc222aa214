export const ordersKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
};
