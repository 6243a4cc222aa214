// An order paid by cheque stays Authorized until the store decides; Persian and Arabic digits read as Latin.
import type { Kysely } from 'kysely';
import { parseJalaliInput, toJalaliInput, toLatinDigits, type Cheque } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { MoneyFormatter } from '../../lib/money.js';
import { tehranNow } from './delivery-slots.js';
import { checkoutMessages } from './checkout.messages.js';
import * as repo from './cheques.repository.js';

export function parseSayadiSerial(text: string): string | null {
  const digits = toLatinDigits(text).replace(/[\s\-_]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

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

export function chequesTotal(rows: readonly repo.ChequeRow[]): number {
  return rows.filter((row) => row.status !== 'rejected').reduce((sum, row) => sum + Number(row.amount), 0);
}

export function pendingChequesTotal(trx: Kysely<Database>, customerId: number): Promise<number> {
  return repo.sumCheckoutCheques(trx, customerId);
}

export function attachChequesToOrder(
  trx: Kysely<Database>,
  request: { customerId: number; orderId: number },
): Promise<number> {
  return repo.attachCheckoutCheques(trx, request.customerId, request.orderId);
}
