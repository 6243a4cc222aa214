// The order keeps where it took stock from, so a cancellation gives back exactly that even if the settings changed.
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

export type StockTaken = { from: 'product' } | { from: 'combination'; combinationId: number } | { from: 'none' };

export async function takeStockForLine(
  trx: Kysely<Database>,
  quote: ProductQuote,
  quantity: number,
  now: string,
): Promise<StockTaken | undefined> {
  const productId = quote.product.id;
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
