/** Products of the demo store a journey can buy as they are, read through the API as the storefront does. */
import type { ProductDetails, ProductList } from '@sabad/contract';
import { api } from './shopper.js';

/**
 * Names of what is not a parcel: e-books and audio files (nothing ships, so checkout has no shipping
 * step), subscriptions (they start a recurring order) and gift cards.
 */
export const NOT_A_PARCEL = /PDF|فایل صوتی|اشتراک|کارت هدیه/;

/**
 * The `count` cheapest products (optionally found by `searchWords`) whose names `accept`, with no
 * attributes, in stock and bought one at a time; parcels unless `accept` says otherwise.
 */
export async function plainProducts(
  count: number,
  options: { searchWords?: string; accept?: (name: string) => boolean } = {},
): Promise<ProductDetails[]> {
  const accept = options.accept ?? ((name: string) => !NOT_A_PARCEL.test(name));
  const query = options.searchWords ? `SearchWords=${encodeURIComponent(options.searchWords)}&` : '';
  const list = await api<ProductList>(`/product/search?${query}Limit=100&Sort=price-asc`);
  const found: ProductDetails[] = [];
  for (const item of list.Items.filter((candidate) => candidate.InStock && accept(candidate.Name))) {
    const product = await api<ProductDetails>(`/product/details/${item.Id}`);
    if (
      product.ProductAttributes.length === 0 &&
      !product.DisableBuyButton &&
      product.OrderMinimumQuantity <= 1 &&
      product.AllowedQuantities.length === 0
    )
      found.push(product);
    if (found.length === count) return found;
  }
  throw new Error(
    `the demo store has fewer than ${count} plain products${options.searchWords ? ` for «${options.searchWords}»` : ''} in stock`,
  );
}

/** The cheapest such product (see plainProducts). */
export async function plainProduct(options: { searchWords?: string; accept?: (name: string) => boolean } = {}) {
  const [product] = await plainProducts(1, options);
  if (!product) throw new Error('no plain product found');
  return product;
}
