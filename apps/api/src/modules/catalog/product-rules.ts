import type { ProductOverview } from '@sabad/contract';
import type { MoneyFormatter } from '../../lib/money.js';
import { buildAttributesKey, type ChosenAttributeValues } from '../../lib/attributes-key.js';
import type { ProductOverviewRow } from './catalog.service.js';
import { ratingAverage, toProductOverview } from './product-overview.js';
import { productStock, type StockState } from './stock.js';

/** The catalogue's rules other modules show products by; pure, so a caller builds its own. */
export interface ProductRules {
  /** Whether the product can be ordered, and the Persian line that says so. */
  stock(product: Parameters<typeof productStock>[0], orderableCombinations: number): StockState;
  /** The average shown beside the stars, from the approved ratings' sum and count. */
  ratingAverage(sum: number, count: number): number;
  /** The one product overview every list shows. */
  overview(row: ProductOverviewRow, money: MoneyFormatter): ProductOverview;
  /** The key a combination is found by: the chosen values, in a canonical order. */
  attributesKey(chosen: readonly ChosenAttributeValues[]): string;
}

export function createProductRules(): ProductRules {
  return { stock: productStock, ratingAverage, overview: toProductOverview, attributesKey: buildAttributesKey };
}
