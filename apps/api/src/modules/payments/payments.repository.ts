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

/** An order's payments still waiting for their outcome, oldest first. */
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

/**
 * The one write that makes a payment count: whoever changes the row applies the payment to the
 * order; a replay, a parallel callback or the sweep finds it paid and changes nothing. A payment
 * marked cancelled or failed by an earlier return can still become paid when the gateway verifies it.
 */
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

/** Records a payment that did not happen; only a pending one changes. */
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
