export const scannerKeys = {
  all: ['scanner'] as const,
  productBySku: (sku: string) => ['scanner', 'product-by-sku', sku] as const,
};
