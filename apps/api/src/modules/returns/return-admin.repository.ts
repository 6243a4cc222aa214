import type { Kysely } from 'kysely';
import type { Database, ReturnRequestStatus } from '../../db/schema.js';

function requestsForStaff(db: Kysely<Database>) {
  return db
    .selectFrom('return_request as r')
    .innerJoin('order_item as i', 'i.id', 'r.order_item_id')
    .innerJoin('customer_order as o', 'o.id', 'r.order_id')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .selectAll('r')
    .select([
      'i.product_id',
      'i.product_name',
      'i.attribute_description',
      'o.custom_order_number',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.mobile',
    ]);
}

export type ReturnRequestForStaff = NonNullable<Awaited<ReturnType<typeof findReturnRequestForStaff>>>;

/** The queue: oldest first, so what waits longest is answered first (return_request_status_idx). */
export async function pageReturnRequests(
  db: Kysely<Database>,
  filter: { status?: ReturnRequestStatus; offset: number; limit: number },
) {
  let rows = requestsForStaff(db);
  let count = db.selectFrom('return_request as r').select((eb) => eb.fn.countAll<number | string>().as('total'));
  if (filter.status !== undefined) {
    rows = rows.where('r.status', '=', filter.status);
    count = count.where('r.status', '=', filter.status);
  }
  const [items, total] = await Promise.all([
    rows.orderBy('r.id').offset(filter.offset).limit(filter.limit).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.total) };
}

export function findReturnRequestForStaff(db: Kysely<Database>, id: number) {
  return requestsForStaff(db).where('r.id', '=', id).executeTakeFirst();
}

/** Only when still as the staff member saw it (status and moment): of two changes at once, one lands. */
export async function changeSeenReturnRequest(
  db: Kysely<Database>,
  id: number,
  change: {
    seenStatus: ReturnRequestStatus;
    seenUpdatedAt: string;
    to: ReturnRequestStatus;
    staffNotes: string;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('return_request')
    .set({ status: change.to, staff_notes: change.staffNotes, updated_at: change.now })
    .where('id', '=', id)
    .where('status', '=', change.seenStatus)
    .where('updated_at', '=', change.seenUpdatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
