/**
 * Sayadi cheques (پرداخت با چک; DESIGN §2b CheckVertex): the shopper registers one or more
 * cheques (holder, 16-digit Sayadi id, amount, Jalali due date) until they cover the order;
 * placement attaches them to the order, which stays Authorized until the store accepts or rejects
 * them (`order cheques accept|reject`). Persian and Arabic digits are read as Latin ones.
 */
import type { Kysely } from 'kysely';
import { parseJalaliInput, toJalaliInput, toLatinDigits, type Cheque } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { MoneyFormatter } from '../../lib/money.js';
import { tehranNow } from './delivery-slots.js';
import { checkoutMessages } from './checkout.messages.js';
import * as repo from './cheques.repository.js';

/** "۱۲۳۴ ۵۶۷۸-۹۰۱۲ ٣٤٥٦" → "1234567890123456"; null unless exactly 16 digits. */
export function parseSayadiSerial(text: string): string | null {
  const digits = toLatinDigits(text).replace(/[\s\-_]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

/** A Jalali due date ("۱۴۰۵/۰۹/۱۵") → Gregorian YYYY-MM-DD, refused when not a date or before today (Tehran). */
export function parseChequeDueDate(text: string, now: Date): { date: string } | { refusal: string } {
  const date = parseJalaliInput(text);
  if (date === null) return { refusal: checkoutMessages.chequeDateInvalid };
  if (date < tehranNow(now).date) return { refusal: checkoutMessages.chequeDatePast };
  return { date };
}

export function toChequeView(row: repo.ChequeRow, money: MoneyFormatter): Cheque {
  const amount = Number(row.amount);
  return {
    Id: row.id,
    Holder: row.holder,
    Serial: row.serial,
    Amount: money.format(amount),
    AmountValue: amount,
    Date: toJalaliInput(row.due_date),
    Status: row.status,
    StatusText: checkoutMessages.chequeStatus[row.status],
  };
}

/** What the cheques count towards the order: all but the rejected ones. */
export function chequesTotal(rows: readonly repo.ChequeRow[]): number {
  return rows.filter((row) => row.status !== 'rejected').reduce((sum, row) => sum + Number(row.amount), 0);
}

/** Placement, inside its transaction: the Rial the shopper's checkout cheques add up to. */
export function pendingChequesTotal(trx: Kysely<Database>, customerId: number): Promise<number> {
  return repo.sumCheckoutCheques(trx, customerId);
}

/** Placement, inside its transaction: the checkout's cheques now pay for the order; how many. */
export function attachChequesToOrder(
  trx: Kysely<Database>,
  request: { customerId: number; orderId: number },
): Promise<number> {
  return repo.attachCheckoutCheques(trx, request.customerId, request.orderId);
}
