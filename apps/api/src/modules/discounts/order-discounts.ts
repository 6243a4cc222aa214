import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createMoneyFormatter, type MoneyFormatter } from '../../lib/money.js';
import type { GuestDataMerger } from '../customers/index.js';
import { createStoreSettingsReader } from '../settings/index.js';
import * as repo from './discounts.repository.js';
import { discountAmount, discountRefusal, type DiscountRefusal } from './discounts.rules.js';

const storeSettings = createStoreSettingsReader();

export interface AppliedCartDiscount {
  discountId: number;
  couponCode: string;
  name: string;
  amount: number;
}

export interface RefusedCartDiscount {
  discountId: number;
  couponCode: string;
  message: string;
}

export interface CartDiscountEvaluation {
  applied: AppliedCartDiscount[];
  refused: RefusedCartDiscount[];
}

export interface CartDiscountEntry {
  discount: repo.DiscountRow;
  amount: number;
  refusal: DiscountRefusal | null;
  /** Not typed by the shopper (requires_coupon_code 0): it is applied or left out, never refused. */
  automatic: boolean;
}

/**
 * The codes on the cart, then the discounts nobody types (nopCommerce's "requires coupon code" off). With
 * `lock` the rows are locked first (PostgreSQL), so the usage counts read next stay true. An automatic
 * discount the cart does not qualify for (its dates, the minimum, its limits) is simply not there: a shopper
 * never asked for it, so it never refuses an order.
 */
export async function describeCartDiscounts(
  db: Kysely<Database>,
  input: { customerId: number; subtotal: number; now: Date; money: MoneyFormatter; lock: boolean },
): Promise<CartDiscountEntry[]> {
  const typed = await repo.listCartDiscounts(db, input.customerId);
  const automatic = (await repo.listAutomaticDiscounts(db)).filter((d) => !typed.some((t) => t.id === d.id));
  const discounts = [...typed, ...automatic];
  if (discounts.length === 0) return [];
  const ids = discounts.map((d) => d.id);
  if (input.lock) await repo.lockDiscounts(db, ids);
  const usages = await repo.countUsages(db, ids, input.customerId);
  let left = input.subtotal;
  return discounts
    .map((discount) => {
      const refusal = discountRefusal(discount, {
        now: input.now,
        subtotal: input.subtotal,
        usage: usages.get(discount.id) ?? { total: 0, byCustomer: 0 },
        money: input.money,
      });
      const amount = refusal ? 0 : Math.min(discountAmount(discount, input.subtotal), left);
      left -= amount;
      return { discount, amount, refusal, automatic: discount.requires_coupon_code === 0 };
    })
    .filter((entry) => !(entry.automatic && (entry.refusal || entry.amount === 0)));
}

async function evaluateCartDiscounts(
  trx: Kysely<Database>,
  input: { customerId: number; subtotal: number; now: Date; money?: MoneyFormatter },
): Promise<CartDiscountEvaluation> {
  const money = input.money ?? (await moneyOf(trx));
  const entries = await describeCartDiscounts(trx, { ...input, money, lock: true });
  const result: CartDiscountEvaluation = { applied: [], refused: [] };
  for (const { discount, amount, refusal } of entries) {
    if (refusal)
      result.refused.push({ discountId: discount.id, couponCode: discount.coupon_code, message: refusal.message });
    else
      result.applied.push({ discountId: discount.id, couponCode: discount.coupon_code, name: discount.name, amount });
  }
  return result;
}

async function recordDiscountUsages(
  trx: Kysely<Database>,
  input: { orderId: number; customerId: number; applied: readonly AppliedCartDiscount[]; now: Date },
): Promise<void> {
  await repo.insertUsages(
    trx,
    input.applied.map((a) => ({
      discount_id: a.discountId,
      order_id: input.orderId,
      customer_id: input.customerId,
      amount: a.amount,
      created_at: input.now.toISOString(),
    })),
  );
}

export interface OrderDiscountsService {
  /** Refused codes are reported, not removed: the caller decides whether to refuse the order or drop them. */
  evaluate(
    trx: Kysely<Database>,
    input: { customerId: number; subtotal: number; now: Date; money?: MoneyFormatter },
  ): Promise<CartDiscountEvaluation>;
  recordUsages(
    trx: Kysely<Database>,
    input: { orderId: number; customerId: number; applied: readonly AppliedCartDiscount[]; now: Date },
  ): Promise<void>;
  releaseUsages(trx: Kysely<Database>, orderId: number): Promise<number>;
  clearCart(trx: Kysely<Database>, customerId: number): Promise<void>;
}

export function createOrderDiscounts(): OrderDiscountsService {
  return {
    evaluate: evaluateCartDiscounts,
    recordUsages: recordDiscountUsages,
    releaseUsages: (trx, orderId) => repo.deleteUsagesOfOrder(trx, orderId),
    async clearCart(trx, customerId) {
      await repo.clearCartDiscounts(trx, customerId);
    },
  };
}

/** Nothing is checked here: the rules run again whenever the codes are shown or used. */
export function createGuestDiscountMerger(): GuestDataMerger {
  return {
    async mergeGuestInto(trx, guestCustomerId, customerId) {
      await repo.moveCartDiscounts(trx, guestCustomerId, customerId);
    },
  };
}

/** Through the transaction: the settings service's pool would wait on SQLite. */
async function moneyOf(trx: Kysely<Database>): Promise<MoneyFormatter> {
  const settings = await storeSettings.read(trx);
  return createMoneyFormatter({ rate: settings.DisplayCurrencyRate, name: settings.DisplayCurrencyName });
}
