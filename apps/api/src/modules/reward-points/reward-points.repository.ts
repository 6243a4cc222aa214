/** SQL of the reward-points ledger (`reward_points_history`). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database, RewardPointsHistoryTable, RewardPointsKind } from '../../db/schema.js';

export type RewardPointsRow = Selectable<RewardPointsHistoryTable>;

/**
 * Locks the customer row (PostgreSQL; SQLite serialises writers): the same row, so the same lock,
 * as the shopper lock a placement already holds, and taken again at no cost inside it. Ledger writes
 * take it so two writers cannot both read the same tail balance. Answers whether the customer is a
 * guest (undefined when there is no such customer).
 */
export async function lockLedger(db: Kysely<Database>, customerId: number): Promise<{ isGuest: boolean } | undefined> {
  const query = db.selectFrom('customer').select('is_guest').where('id', '=', customerId);
  const row = await (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  return row && { isGuest: row.is_guest === 1 };
}

/** The balance after the customer's latest counted ledger row (waiting rows do not count); 0 without one. */
export async function tailBalance(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('reward_points_history')
    .select('points_balance')
    .where('customer_id', '=', customerId)
    .where('activates_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.points_balance ?? 0;
}

/**
 * The balance at `now` without writing anything: the tail, plus waiting points due by then, minus
 * the unspent points that expired by then (what {@link listDueRows} would settle).
 */
export async function balanceAt(db: Kysely<Database>, customerId: number, now: string): Promise<number> {
  const [tail, due] = await Promise.all([
    tailBalance(db, customerId),
    db
      .selectFrom('reward_points_history')
      .select((eb) => [
        eb.fn
          .sum<number | string | null>(
            eb.case().when('activates_at', 'is not', null).then(eb.ref('points')).else(0).end(),
          )
          .as('activating'),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(eb.and([eb('ends_at', 'is not', null), eb('ends_at', '<=', now)]))
              .then(eb.fn.coalesce('valid_points', eb.lit(0)))
              .else(0)
              .end(),
          )
          .as('expiring'),
      ])
      .where('customer_id', '=', customerId)
      .where((eb) => eb.or([eb('activates_at', 'is', null), eb('activates_at', '<=', now)]))
      .where((eb) =>
        eb.or([
          eb('activates_at', 'is not', null),
          eb.and([eb('ends_at', 'is not', null), eb('ends_at', '<=', now), eb('valid_points', '>', 0)]),
        ]),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return tail + Number(due.activating ?? 0) - Number(due.expiring ?? 0);
}

/** Rows that change the balance by `now` without anyone writing: waiting points now due, unspent points now expired. */
export function listDueRows(db: Kysely<Database>, customerId: number, now: string): Promise<RewardPointsRow[]> {
  return db
    .selectFrom('reward_points_history')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where((eb) =>
      eb.or([
        eb('activates_at', '<=', now),
        eb.and([eb('ends_at', 'is not', null), eb('ends_at', '<=', now), eb('valid_points', '>', 0)]),
      ]),
    )
    .orderBy('id')
    .execute();
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

/** Inserts a row; its id, or undefined when the order already has a row of this kind (the unique (order_id, kind) index). */
export async function insertEntry(
  db: Kysely<Database>,
  row: Insertable<RewardPointsHistoryTable>,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('reward_points_history')
    .values(row)
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function deleteEntry(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('reward_points_history').where('id', '=', id).execute();
}

export async function setValidPoints(db: Kysely<Database>, id: number, validPoints: number): Promise<void> {
  await db.updateTable('reward_points_history').set({ valid_points: validPoints }).where('id', '=', id).execute();
}

/** Counted rows with points left unspent, oldest first: what a spending row uses up. */
export function listUnspentRows(db: Kysely<Database>, customerId: number): Promise<RewardPointsRow[]> {
  return db
    .selectFrom('reward_points_history')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('activates_at', 'is', null)
    .where('valid_points', '>', 0)
    .orderBy('id')
    .execute();
}

/** A page of the customer's ledger: waiting rows first (they count later), then newest first; and how many rows it has. */
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
      .orderBy((eb) => eb.case().when('activates_at', 'is not', null).then(0).else(1).end())
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
