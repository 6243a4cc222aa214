import { toJalaliInput, toPersianDigits, toLatinDigits } from '@sabad/contract';
import type { MoneyFormatter } from '../../lib/money.js';
import { discountMessages } from './discounts.messages.js';
import type { DiscountRow } from './discounts.repository.js';

const TEHRAN_OFFSET_MS = 210 * 60_000;

export function normaliseDiscountCode(code: string): string {
  return toLatinDigits(code).trim().toUpperCase();
}

export function tehranMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - TEHRAN_OFFSET_MS);
}

export function tehranDay(instant: Date): string {
  return new Date(instant.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
}

function jalaliDay(iso: string): string {
  return toPersianDigits(toJalaliInput(tehranDay(new Date(iso))));
}

export function discountAmount(discount: DiscountRow, subtotal: number): number {
  if (subtotal <= 0) return 0;
  let amount: number;
  if (discount.use_percentage === 1) {
    amount = Math.floor((subtotal * discount.percentage) / 100);
    if (discount.maximum_amount > 0) amount = Math.min(amount, discount.maximum_amount);
  } else {
    amount = discount.amount;
  }
  return Math.max(0, Math.min(amount, subtotal));
}

export interface DiscountUsageCount {
  total: number;
  byCustomer: number;
}

export interface DiscountRefusal {
  status: 409 | 422;
  message: string;
}

/** Checked in nopCommerce's order: the code, its dates, the cart, the minimum, the limits. */
export function discountRefusal(
  discount: DiscountRow,
  context: {
    now: Date;
    subtotal: number;
    usage: DiscountUsageCount;
    money: MoneyFormatter;
    alreadyApplied?: boolean;
  },
): DiscountRefusal | null {
  const refuse = (message: string, status: 409 | 422 = 422): DiscountRefusal => ({ status, message });
  const now = context.now.getTime();
  if (discount.is_active !== 1) return refuse(discountMessages.unknownCode);
  if (discount.starts_at !== null && now < Date.parse(discount.starts_at))
    return refuse(discountMessages.notStarted(jalaliDay(discount.starts_at)));
  if (discount.ends_at !== null && now >= Date.parse(discount.ends_at)) return refuse(discountMessages.expired);
  if (context.alreadyApplied) return refuse(discountMessages.alreadyApplied, 409);
  if (context.subtotal <= 0) return refuse(discountMessages.cartEmpty);
  if (context.subtotal < discount.minimum_subtotal)
    return refuse(discountMessages.belowMinimumSubtotal(context.money.format(discount.minimum_subtotal)));
  if (discount.limit_per_customer !== null && context.usage.byCustomer >= discount.limit_per_customer)
    return refuse(discountMessages.perCustomerLimit(discount.limit_per_customer));
  if (discount.limit_total !== null && context.usage.total >= discount.limit_total)
    return refuse(discountMessages.totalLimit);
  return null;
}
