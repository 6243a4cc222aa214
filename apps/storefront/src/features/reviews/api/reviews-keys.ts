export const reviewsKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => ['reviews', productId] as const,
  list: (productId: number, viewer: string | null) => ['reviews', productId, viewer] as const,
};
