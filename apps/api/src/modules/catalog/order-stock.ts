/**
 * What an order line takes from the catalogue's stock, and what a cancellation gives back. The
 * order keeps where it took stock from (`StockTaken`), so a cancellation gives back exactly that,
 * even if the product's inventory settings changed since.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ProductQuote } from './product-quote.js';
import {
  countSold,
  giveBackCombinationStock,
  giveBackProductStock,
  takeCombinationStock,
  takeProductStock,
  uncountSold,
} from './order-stock.repository.js';

/** Where a line's units came from: the product's stock, a combination's, or none (not limited). */
export type StockTaken = { from: 'product' } | { from: 'combination'; combinationId: number } | { from: 'none' };

/**
 * Takes the line's units. Returns where they came from, or undefined when the stock is short (the
 * caller refuses the order and rolls back).
 */
export async function takeStockForLine(
  trx: Kysely<Database>,
  quote: ProductQuote,
  quantity: number,
  now: string,
): Promise<StockTaken | undefined> {
  const productId = quote.product.id;
  // availableQuantity null: stock does not limit (not managed, or back orders allowed).
  if (quote.availableQuantity === null) {
    await countSold(trx, productId, quantity);
    return { from: 'none' };
  }
  if (quote.product.manageInventoryMethod === 'combinations') {
    if (quote.combinationId === null) return undefined;
    if (!(await takeCombinationStock(trx, quote.combinationId, quantity))) return undefined;
    await countSold(trx, productId, quantity);
    return { from: 'combination', combinationId: quote.combinationId };
  }
  return (await takeProductStock(trx, productId, quantity, now)) ? { from: 'product' } : undefined;
}

export async function giveBackStockOfLine(
  trx: Kysely<Database>,
  line: { productId: number; quantity: number; taken: StockTaken },
  now: string,
): Promise<void> {
  if (line.taken.from === 'product') await giveBackProductStock(trx, line.productId, line.quantity, now);
  if (line.taken.from === 'combination') await giveBackCombinationStock(trx, line.taken.combinationId, line.quantity);
  await uncountSold(trx, line.productId, line.quantity);
}
