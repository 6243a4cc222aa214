/** SQL of the reward-points ledger (`reward_points_history`). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database, RewardPointsHistoryTable, RewardPointsKind } from '../../db/schema.js';

export type RewardPointsRow = Selectable<RewardPointsHistoryTable>;

/**
 * Locks the customer row (PostgreSQL; SQLite serialises writers): the same row, so the same lock,
 * as the shopper lock a placement already holds, and taken again at no cost inside it. Ledger writes
 * take it so two writers cannot both read the same tail balance.
 */
export async function lockLedger(db: Kysely<Database>, customerId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().execute();
}

/** The balance after the customer's latest ledger row; 0 without one. */
export async function tailBalance(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('reward_points_history')
    .select('points_balance')
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.points_balance ?? 0;
}

export function findOrderEntry(
  db: Kysely<Database>,
  orderId: number,
  kind: RewardPointsKind,
): Promise<RewardPointsRow | undefined> {
  return db
    .selectFrom('reward_points_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export async function hasEntryOfKind(
  db: Kysely<Database>,
  customerId: number,
  kind: RewardPointsKind,
): Promise<boolean> {
  const row = await db
    .selectFrom('reward_points_history')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a row; false when the order already has a row of this kind (the unique (order_id, kind) index). */
export async function insertEntry(db: Kysely<Database>, row: Insertable<RewardPointsHistoryTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('reward_points_history')
    .values(row)
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A page of the customer's ledger, newest first, and how many rows it has. */
export async function listEntries(
  db: Kysely<Database>,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: RewardPointsRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('reward_points_history')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('reward_points_history')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
