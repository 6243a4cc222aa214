/**
 * Discount codes as placement and cancellation use them, all in the caller's transaction:
 * the codes on the cart evaluated again at placement (every rule, the usage counts read after the
 * code rows are locked), their usages written with the order, given back when it is cancelled,
 * and the cart's codes cleared after placement; and the guest's codes handed over at login.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createMoneyFormatter, type MoneyFormatter } from '../../lib/money.js';
import type { GuestDataMerger } from '../customers/index.js';
import { readStoreSettings } from '../settings/index.js';
import * as repo from './discounts.repository.js';
import { discountAmount, discountRefusal, type DiscountRefusal } from './discounts.rules.js';

export interface AppliedCartDiscount {
  discountId: number;
  couponCode: string;
  name: string;
  /** Rial taken off the subtotal. */
  amount: number;
}

export interface RefusedCartDiscount {
  discountId: number;
  couponCode: string;
  /** Persian: why the code does not apply now. */
  message: string;
}

export interface CartDiscountEvaluation {
  applied: AppliedCartDiscount[];
  refused: RefusedCartDiscount[];
}

/** Each code on the cart, in the order applied, with what it takes off or why it does not apply. */
export interface CartDiscountEntry {
  discount: repo.DiscountRow;
  amount: number;
  refusal: DiscountRefusal | null;
}

/**
 * The codes on the shopper's cart against this subtotal. With `lock`, the code rows are locked
 * first (PostgreSQL), so the usage counts read next stay true until the transaction ends.
 * Codes together never take off more than the subtotal.
 */
export async function describeCartDiscounts(
  db: Kysely<Database>,
  input: { customerId: number; subtotal: number; now: Date; money: MoneyFormatter; lock: boolean },
): Promise<CartDiscountEntry[]> {
  const discounts = await repo.listCartDiscounts(db, input.customerId);
  if (discounts.length === 0) return [];
  const ids = discounts.map((d) => d.id);
  if (input.lock) await repo.lockDiscounts(db, ids);
  const usages = await repo.countUsages(db, ids, input.customerId);
  let left = input.subtotal;
  return discounts.map((discount) => {
    const refusal = discountRefusal(discount, {
      now: input.now,
      subtotal: input.subtotal,
      usage: usages.get(discount.id) ?? { total: 0, byCustomer: 0 },
      money: input.money,
    });
    const amount = refusal ? 0 : Math.min(discountAmount(discount, input.subtotal), left);
    left -= amount;
    return { discount, amount, refusal };
  });
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
  /**
   * Placement: every code on the cart checked again (dates, minimum subtotal, limits counted from
   * discount_usage) with the code rows locked on PostgreSQL, so two placements cannot both take a
   * code's last use (SQLite serialises the transactions). Refused codes are reported, not removed:
   * the caller decides whether to refuse the order or place it without them.
   */
  evaluate(
    trx: Kysely<Database>,
    input: { customerId: number; subtotal: number; now: Date; money?: MoneyFormatter },
  ): Promise<CartDiscountEvaluation>;
  /** The order's usages of the codes `evaluate` applied (call it in the same transaction). */
  recordUsages(
    trx: Kysely<Database>,
    input: { orderId: number; customerId: number; applied: readonly AppliedCartDiscount[]; now: Date },
  ): Promise<void>;
  /** Cancellation: the order's uses of its codes are given back (deleted). Returns how many; 0 the second time. */
  releaseUsages(trx: Kysely<Database>, orderId: number): Promise<number>;
  /** After placement: the cart carries no code any more. */
  clearCart(trx: Kysely<Database>, customerId: number): Promise<void>;
}

/** Its methods take the caller's transaction and keep no state: any module may build it. */
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

/**
 * Login or registration with a guest id: the guest's codes move to the customer's cart and replace
 * the customer's own (one code per cart; the guest's is the shopper's latest choice). The rules are
 * checked again whenever the codes are shown or used, so nothing is checked here.
 */
export function createGuestDiscountMerger(): GuestDataMerger {
  return {
    async mergeGuestInto(trx, guestCustomerId, customerId) {
      await repo.moveCartDiscounts(trx, guestCustomerId, customerId);
    },
  };
}

/** The display currency, read through the transaction (the settings service's pool would wait on SQLite). */
async function moneyOf(trx: Kysely<Database>): Promise<MoneyFormatter> {
  const settings = await readStoreSettings(trx);
  return createMoneyFormatter({ rate: settings.DisplayCurrencyRate, name: settings.DisplayCurrencyName });
}
