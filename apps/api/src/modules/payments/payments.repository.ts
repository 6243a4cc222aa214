import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type PaymentTransactionRow = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;

export async function insertTransaction(
  db: Kysely<Database>,
  payment: {
    orderId: number;
    provider: string;
    authority: string;
    amount: number;
    returnTo: 'web' | 'app';
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('payment_transaction')
    .values({
      order_id: payment.orderId,
      provider: payment.provider,
      authority: payment.authority,
      amount: payment.amount,
      status: 'pending',
      reference_id: null,
      card_pan: null,
      message: null,
      return_to: payment.returnTo,
      created_at: payment.now,
      updated_at: payment.now,
    })
    .execute();
}

export function findTransaction(db: Kysely<Database>, provider: string, authority: string) {
  return db
    .selectFrom('payment_transaction')
    .selectAll()
    .where('provider', '=', provider)
    .where('authority', '=', authority)
    .executeTakeFirst();
}

export function listPendingTransactions(db: Kysely<Database>, orderId: number, provider: string) {
  return db
    .selectFrom('payment_transaction')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('provider', '=', provider)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** Whoever changes the row applies the payment; a row an earlier return closed can still become paid. */
export async function markTransactionPaid(
  db: Kysely<Database>,
  id: number,
  details: { referenceId: string | null; cardPan: string | null; message: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_transaction')
    .set({
      status: 'paid',
      reference_id: details.referenceId,
      card_pan: details.cardPan,
      message: details.message,
      updated_at: details.now,
    })
    .where('id', '=', id)
    .where('status', '<>', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function closeTransaction(
  db: Kysely<Database>,
  id: number,
  outcome: { status: 'cancelled' | 'failed'; message: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_transaction')
    .set({ status: outcome.status, message: outcome.message, updated_at: outcome.now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The order's attempts at the gateway, latest first. */
export function listTransactionsOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('payment_transaction')
    .select(['id', 'status', 'reference_id', 'message'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
}
