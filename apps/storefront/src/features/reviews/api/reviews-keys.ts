/** Query keys of product reviews: one list per product and viewer. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  /** Every viewer's list of one product's reviews. */
  product: (productId: number) => ['reviews', productId] as const,
  list: (productId: number, viewer: string | null) => ['reviews', productId, viewer] as const,
};
