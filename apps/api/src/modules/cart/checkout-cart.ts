// Every method takes the caller's database or transaction, so placement reads and writes inside its one transaction.
import type { Kysely } from 'kysely';
import type { AttributeChoice } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { isAppError } from '../../lib/app-error.js';
import { createProductLines, type ProductQuote } from '../catalog/index.js';
import { lineProblems } from './cart.service.js';
import * as repo from './cart.repository.js';

const productLines = createProductLines();

export interface CheckoutLine {
  lineId: number;
  productId: number;
  quantity: number;
  choices: AttributeChoice[];
  quote: ProductQuote | undefined;
  unitPrice: number;
  lineTotal: number;
  weightGrams: number;
  problems: string[];
  problemStatus: 404 | 409 | 422 | null;
}

export interface CheckoutCart {
  lines: CheckoutLine[];
  subtotal: number;
  weightGrams: number;
  /** A product gone counts as shipping: placement refuses it anyway. */
  requiresShipping: boolean;
}

export interface GiftCardForCheckout {
  id: number;
  code: string;
  balance: number;
}

export interface CheckoutCartService {
  /** Serialises the shopper's writes (cart, checkout, placement) until the transaction ends. */
  lockShopper(trx: Kysely<Database>, customerId: number): Promise<void>;
  read(db: Kysely<Database>, customerId: number): Promise<CheckoutCart>;
  giftCards(db: Kysely<Database>, customerId: number): Promise<GiftCardForCheckout[]>;
  lockGiftCards(trx: Kysely<Database>, giftCardIds: number[]): Promise<void>;
  recordGiftCardUsage(
    trx: Kysely<Database>,
    usage: { giftCardId: number; orderId: number; amount: number; now: string },
  ): Promise<void>;
  giftCardUsagesOfOrder(db: Kysely<Database>, orderId: number): Promise<GiftCardUsageOfOrder[]>;
  releaseGiftCardUsagesOfOrder(trx: Kysely<Database>, orderId: number): Promise<void>;
  empty(trx: Kysely<Database>, customerId: number): Promise<void>;
}

export type GiftCardUsageOfOrder = Awaited<ReturnType<typeof repo.listGiftCardUsagesOfOrder>>[number];

const MAX_MONEY = Number.MAX_SAFE_INTEGER;

async function readCartForCheckout(db: Kysely<Database>, customerId: number): Promise<CheckoutCart> {
  const rows = await repo.listLines(db, customerId, 'cart');
  const lines: CheckoutLine[] = [];
  for (const row of rows) {
    const choices = JSON.parse(row.attributes_json) as AttributeChoice[];
    let quote: ProductQuote | undefined;
    const problems: string[] = [];
    let status: CheckoutLine['problemStatus'] = null;
    try {
      quote = await productLines.quote(db, row.product_id, choices);
    } catch (error) {
      // The product's attributes changed since the line was added.
      if (!isAppError(error)) throw error;
      problems.push(error.message);
      status = 422;
    }
    if (quote) {
      const found = lineProblems(quote, row.quantity, 'cart');
      problems.push(...found.map((problem) => problem.message));
      if (found.some((problem) => problem.status === 404)) status = 404;
      else if (found.length > 0 && status === null)
        status = found.every((problem) => problem.status === 409) ? 409 : 422;
    } else if (status === null) {
      status = 404;
    }
    const unitPrice = quote?.unitPrice ?? 0;
    lines.push({
      lineId: row.id,
      productId: row.product_id,
      quantity: row.quantity,
      choices,
      quote,
      unitPrice,
      lineTotal: Math.min(unitPrice * row.quantity, MAX_MONEY),
      weightGrams: (quote?.weightGrams ?? 0) * row.quantity,
      problems: [...new Set(problems)],
      problemStatus: status,
    });
  }
  return {
    lines,
    subtotal: lines.reduce((sum, line) => Math.min(sum + line.lineTotal, MAX_MONEY), 0),
    weightGrams: lines.reduce((sum, line) => sum + line.weightGrams, 0),
    requiresShipping: lines.some((line) => line.quote?.product.isShipEnabled ?? true),
  };
}

async function giftCardsForCheckout(db: Kysely<Database>, customerId: number): Promise<GiftCardForCheckout[]> {
  const cards = await repo.listAppliedGiftCards(db, customerId);
  return cards
    .map((card) => ({
      id: card.id,
      code: card.code,
      active: card.is_active === 1,
      balance: Number(card.amount) - Number(card.used ?? 0),
    }))
    .filter((card) => card.active && card.balance > 0)
    .map(({ id, code, balance }) => ({ id, code, balance }));
}

export function createCheckoutCart(): CheckoutCartService {
  return {
    lockShopper: repo.lockShopper,
    read: readCartForCheckout,
    giftCards: giftCardsForCheckout,
    lockGiftCards: repo.lockGiftCards,
    recordGiftCardUsage: repo.insertGiftCardUsage,
    giftCardUsagesOfOrder: repo.listGiftCardUsagesOfOrder,
    async releaseGiftCardUsagesOfOrder(trx, orderId) {
      await repo.deleteGiftCardUsagesOfOrder(trx, orderId);
    },
    empty: repo.emptyCartOf,
  };
}
