import type { Kysely } from 'kysely';
import type { AttributeChoice } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { giveBackStockOfLine, takeStockForLine, type StockTaken } from './order-stock.js';
import { quoteProduct, type ProductQuote } from './product-quote.js';

/**
 * A product as a cart, checkout or order line sees it, and the stock such a line takes and gives back.
 * Every call runs on the caller's `trx`, so the line and its stock commit together.
 */
export interface ProductLines {
  /** A deleted or unpublished product is quoted too (`onSale` false), so a cart line can still show what it was. */
  quote(
    trx: Kysely<Database>,
    productId: number,
    choices: readonly AttributeChoice[],
  ): Promise<ProductQuote | undefined>;
  /** Undefined when there is not enough stock: the caller refuses the line. */
  takeStock(trx: Kysely<Database>, quote: ProductQuote, quantity: number, now: string): Promise<StockTaken | undefined>;
  giveBackStock(
    trx: Kysely<Database>,
    line: { productId: number; quantity: number; taken: StockTaken },
    now: string,
  ): Promise<void>;
}

export function createProductLines(): ProductLines {
  return { quote: quoteProduct, takeStock: takeStockForLine, giveBackStock: giveBackStockOfLine };
}
