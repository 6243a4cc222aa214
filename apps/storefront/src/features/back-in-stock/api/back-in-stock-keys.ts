export const backInStockKeys = {
  all: ['back-in-stock'] as const,
  subscriptions: ['back-in-stock', 'subscriptions'] as const,
  status: (productId: number, viewer: string | null) => ['back-in-stock', 'status', productId, viewer] as const,
};
