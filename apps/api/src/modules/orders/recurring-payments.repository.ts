import type { Insertable, Kysely, Selectable } from 'kysely';
import { ORDER_STATUS } from '@sabad/contract';
import type { Database, RecurringPaymentTable } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';

export type RecurringPaymentRow = Selectable<RecurringPaymentTable>;

export function listRecurringProducts(db: Kysely<Database>, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product')
    .select(['id', 'name', 'recurring_cycle_length', 'recurring_cycle_period', 'recurring_total_cycles'])
    .where('id', 'in', productIds)
    .where('is_recurring', '=', 1)
    .execute();
}

export async function isGuestCustomer(db: Kysely<Database>, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customer').select('is_guest').where('id', '=', customerId).executeTakeFirst();
  return row?.is_guest === 1;
}

export async function insertRecurringPayment(
  db: Kysely<Database>,
  payment: Insertable<RecurringPaymentTable>,
): Promise<number> {
  const row = await db.insertInto('recurring_payment').values(payment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCycle(
  db: Kysely<Database>,
  cycle: { recurringPaymentId: number; cycleNumber: number; orderId: number; now: string },
): Promise<void> {
  await db
    .insertInto('recurring_payment_history')
    .values({
      recurring_payment_id: cycle.recurringPaymentId,
      cycle_number: cycle.cycleNumber,
      order_id: cycle.orderId,
      error: null,
      created_at: cycle.now,
    })
    .execute();
}

function withOrderAndError(db: Kysely<Database>) {
  return db
    .selectFrom('recurring_payment as rp')
    .innerJoin('customer_order as o', 'o.id', 'rp.initial_order_id')
    .selectAll('rp')
    .select(['o.custom_order_number as initial_order_number', 'o.order_status as initial_order_status'])
    .select((eb) =>
      eb
        .selectFrom('recurring_payment_history as h')
        .select('h.error')
        .whereRef('h.recurring_payment_id', '=', 'rp.id')
        .where('h.order_id', 'is', null)
        .where((inner) => inner('h.cycle_number', '=', inner('rp.cycles_done', '+', 1)))
        .limit(1)
        .as('last_error'),
    );
}

export type RecurringPaymentView = Awaited<ReturnType<typeof listRecurringPaymentsOfCustomer>>[number];

export function listRecurringPaymentsOfCustomer(db: Kysely<Database>, customerId: number) {
  return withOrderAndError(db)
    .where('rp.customer_id', '=', customerId)
    .orderBy('rp.is_active', 'desc')
    .orderBy('rp.start_at', 'desc')
    .orderBy('rp.id', 'desc')
    .execute();
}

export function findRecurringPaymentView(db: Kysely<Database>, id: number) {
  return withOrderAndError(db).where('rp.id', '=', id).executeTakeFirst();
}

export async function deactivateRecurringPayment(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('recurring_payment').set({ is_active: 0 }).where('id', '=', id).execute();
}

/** One whose initial order was cancelled ended with it (as nopCommerce cancels it then). */
export function listDueRecurringPayments(
  db: Kysely<Database>,
  options: { now: string; limit: number },
): Promise<RecurringPaymentRow[]> {
  return db
    .selectFrom('recurring_payment as rp')
    .innerJoin('customer_order as o', 'o.id', 'rp.initial_order_id')
    .selectAll('rp')
    .where('rp.is_active', '=', 1)
    .where('rp.next_payment_at', '<=', options.now)
    .whereRef('rp.cycles_done', '<', 'rp.total_cycles')
    .where('o.order_status', '!=', ORDER_STATUS.Cancelled)
    .orderBy('rp.next_payment_at')
    .orderBy('rp.id')
    .limit(options.limit)
    .execute();
}

// Inserts the cycle's row or takes over a failed attempt's; undefined when it has its order or another process
// holds it (PostgreSQL makes the insert wait for that process, then finds its order).
export async function claimCycle(
  db: Kysely<Database>,
  cycle: { recurringPaymentId: number; cycleNumber: number; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('recurring_payment_history')
    .values({
      recurring_payment_id: cycle.recurringPaymentId,
      cycle_number: cycle.cycleNumber,
      order_id: null,
      error: null,
      created_at: cycle.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['recurring_payment_id', 'cycle_number'])
        .doUpdateSet({ error: null, created_at: cycle.now })
        .where('recurring_payment_history.order_id', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function lockRecurringPayment(db: Kysely<Database>, id: number): Promise<RecurringPaymentRow | undefined> {
  const query = db.selectFrom('recurring_payment').selectAll().where('id', '=', id);
  return isPostgres(db) ? query.forNoKeyUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export async function completeCycle(
  db: Kysely<Database>,
  done: {
    historyId: number;
    orderId: number;
    recurringPaymentId: number;
    cycleNumber: number;
    nextPaymentAt: string;
    stillActive: boolean;
  },
): Promise<void> {
  await db
    .updateTable('recurring_payment_history')
    .set({ order_id: done.orderId, error: null })
    .where('id', '=', done.historyId)
    .execute();
  await db
    .updateTable('recurring_payment')
    .set({
      cycles_done: done.cycleNumber,
      next_payment_at: done.nextPaymentAt,
      last_payment_failed: 0,
      ...(done.stillActive ? {} : { is_active: 0 }),
    })
    .where('id', '=', done.recurringPaymentId)
    .execute();
}

/** The next payment date stays, so the next run retries; no change when another process made the order meanwhile. */
export async function recordFailedCycle(
  db: Kysely<Database>,
  failed: { recurringPaymentId: number; cycleNumber: number; error: string; now: string },
): Promise<void> {
  await db
    .insertInto('recurring_payment_history')
    .values({
      recurring_payment_id: failed.recurringPaymentId,
      cycle_number: failed.cycleNumber,
      order_id: null,
      error: failed.error,
      created_at: failed.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['recurring_payment_id', 'cycle_number'])
        .doUpdateSet({ error: failed.error, created_at: failed.now })
        .where('recurring_payment_history.order_id', 'is', null),
    )
    .execute();
  await db
    .updateTable('recurring_payment')
    .set({ last_payment_failed: 1 })
    .where('id', '=', failed.recurringPaymentId)
    .where('cycles_done', '=', failed.cycleNumber - 1)
    .execute();
}
