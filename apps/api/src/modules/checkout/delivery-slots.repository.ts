// A hold counts against its range's capacity on its day while it is unexpired or belongs to an order.
import type { Insertable, Kysely } from 'kysely';
import type { Database, DeliverySlotHoldTable } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';

export type TimeRangeRow = Awaited<ReturnType<typeof listTimeRanges>>[number];

export function listTimeRanges(db: Kysely<Database>) {
  return db.selectFrom('delivery_time_range').selectAll().orderBy('display_order').orderBy('id').execute();
}

export function findTimeRange(db: Kysely<Database>, id: number) {
  return db.selectFrom('delivery_time_range').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Serialises one range's holders to the end of the transaction (PostgreSQL; SQLite has one writer). */
export async function lockTimeRange(db: Kysely<Database>, id: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('delivery_time_range').select('id').where('id', '=', id).forUpdate().execute();
}

export async function countTakenSlots(
  db: Kysely<Database>,
  filter: { dates: string[]; timeRangeId?: number; now: string; exceptCustomerId: number | null },
): Promise<Array<{ date: string; timeRangeId: number; taken: number }>> {
  if (filter.dates.length === 0) return [];
  let query = db
    .selectFrom('delivery_slot_hold')
    .select(['delivery_date', 'time_range_id'])
    .select((eb) => eb.fn.countAll<number | string>().as('taken'))
    .where('delivery_date', 'in', filter.dates)
    .where((eb) => {
      const counts = eb.or([eb('order_id', 'is not', null), eb('expires_at', '>', filter.now)]);
      return filter.exceptCustomerId === null
        ? counts
        : eb.and([counts, eb.or([eb('order_id', 'is not', null), eb('customer_id', '!=', filter.exceptCustomerId)])]);
    })
    .groupBy(['delivery_date', 'time_range_id']);
  if (filter.timeRangeId !== undefined) query = query.where('time_range_id', '=', filter.timeRangeId);
  const rows = await query.execute();
  return rows.map((row) => ({ date: row.delivery_date, timeRangeId: row.time_range_id, taken: Number(row.taken) }));
}

export function findHoldOfCustomer(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('delivery_slot_hold as h')
    .innerJoin('delivery_time_range as r', 'r.id', 'h.time_range_id')
    .select(['h.id', 'h.delivery_date', 'h.time_range_id', 'h.expires_at', 'r.name as time_range_name'])
    .where('h.customer_id', '=', customerId)
    .where('h.order_id', 'is', null)
    .orderBy('h.id', 'desc')
    .executeTakeFirst();
}

export async function deleteHoldsOfCustomer(db: Kysely<Database>, customerId: number): Promise<number> {
  const result = await db
    .deleteFrom('delivery_slot_hold')
    .where('customer_id', '=', customerId)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertHold(db: Kysely<Database>, hold: Insertable<DeliverySlotHoldTable>): Promise<void> {
  await db.insertInto('delivery_slot_hold').values(hold).execute();
}

export async function attachHoldToOrder(db: Kysely<Database>, holdId: number, orderId: number): Promise<void> {
  await db.updateTable('delivery_slot_hold').set({ order_id: orderId }).where('id', '=', holdId).execute();
}
