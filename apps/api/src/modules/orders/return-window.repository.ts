import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function lastDeliveriesOf(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shipment')
    .select((eb) => ['order_id', eb.fn.max('delivered_at').as('delivered_at')])
    .where('order_id', 'in', [...orderIds])
    .where('delivered_at', 'is not', null)
    .groupBy('order_id')
    .execute();
  return new Map(rows.flatMap((row) => (row.delivered_at ? [[row.order_id, row.delivered_at] as const] : [])));
}
