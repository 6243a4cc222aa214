import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database, RewardPointsHistoryTable, RewardPointsKind } from '../../db/schema.js';

export type RewardPointsRow = Selectable<RewardPointsHistoryTable>;

/** The same row the placement's shopper lock holds, so two ledger writers never read the same tail balance. */
export async function lockLedger(db: Kysely<Database>, customerId: number): Promise<{ isGuest: boolean } | undefined> {
  const query = db.selectFrom('customer').select('is_guest').where('id', '=', customerId);
  const row = await (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  return row && { isGuest: row.is_guest === 1 };
}

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
