import type { Kysely, Selectable } from 'kysely';
import { RETURN_REQUEST_STATUS } from '@sabad/contract';
import type { Database, ReturnRequestStatus, ReturnRequestTable } from '../../db/schema.js';

export type ReturnRequestRow = Selectable<ReturnRequestTable>;

const RELEASED_STATUSES: ReturnRequestStatus[] = [
  RETURN_REQUEST_STATUS.RequestRejected,
  RETURN_REQUEST_STATUS.Cancelled,
];

export function listReasons(db: Kysely<Database>) {
  return db.selectFrom('return_request_reason').select(['id', 'name']).orderBy('display_order').orderBy('id').execute();
}

export function listActions(db: Kysely<Database>) {
  return db.selectFrom('return_request_action').select(['id', 'name']).orderBy('display_order').orderBy('id').execute();
}

export function findReason(db: Kysely<Database>, id: number) {
  return db.selectFrom('return_request_reason').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findAction(db: Kysely<Database>, id: number) {
  return db.selectFrom('return_request_action').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function requestedQuantities(
  db: Kysely<Database>,
  orderItemIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('return_request')
    .select((eb) => ['order_item_id', eb.fn.sum<number | string>('quantity').as('quantity')])
    .where('order_item_id', 'in', [...orderItemIds])
    .where('status', 'not in', RELEASED_STATUSES)
    .groupBy('order_item_id')
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.quantity)]));
}

export async function insertReturnRequest(
  db: Kysely<Database>,
  request: {
    orderId: number;
    orderItemId: number;
    customerId: number;
    quantity: number;
    reason: string;
    action: string;
    comments: string;
    pictureId: number | null;
    now: string;
  },
): Promise<{ id: number; customNumber: string }> {
  // The number is the id (nopCommerce's default mask): a unique placeholder first, then the id.
  const inserted = await db
    .insertInto('return_request')
    .values({
      custom_number: `new-${request.orderItemId}-${request.now}`,
      order_id: request.orderId,
      order_item_id: request.orderItemId,
      customer_id: request.customerId,
      quantity: request.quantity,
      reason_for_return: request.reason,
      requested_action: request.action,
      customer_comments: request.comments,
      uploaded_picture_id: request.pictureId,
      status: RETURN_REQUEST_STATUS.Pending,
      created_at: request.now,
      updated_at: request.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customNumber = String(inserted.id);
  await db.updateTable('return_request').set({ custom_number: customNumber }).where('id', '=', inserted.id).execute();
  return { id: inserted.id, customNumber };
}

function requestsWithLines(db: Kysely<Database>) {
  return db
    .selectFrom('return_request as r')
    .innerJoin('order_item as i', 'i.id', 'r.order_item_id')
    .innerJoin('customer_order as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select(['i.product_id', 'i.product_name', 'i.attribute_description', 'o.custom_order_number'])
    .orderBy('r.id', 'desc');
}

export type ReturnRequestWithLine = Awaited<ReturnType<typeof listReturnRequestsOfCustomer>>[number];

export function listReturnRequestsOfCustomer(db: Kysely<Database>, customerId: number) {
  return requestsWithLines(db).where('r.customer_id', '=', customerId).execute();
}

export function listReturnRequests(db: Kysely<Database>, filter: { status?: ReturnRequestStatus; limit: number }) {
  let query = requestsWithLines(db);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  return query.limit(filter.limit).execute();
}

export function findReturnRequest(db: Kysely<Database>, id: number) {
  return requestsWithLines(db).where('r.id', '=', id).executeTakeFirst();
}

/** Only when still in `from`: of two operators changing one request at once, one changes it and one message goes. */
export async function transitionReturnRequest(
  db: Kysely<Database>,
  id: number,
  change: { from: ReturnRequestStatus; to: ReturnRequestStatus; staffNotes: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('return_request')
    .set({ status: change.to, staff_notes: change.staffNotes, updated_at: change.now })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertUpload(
  db: Kysely<Database>,
  upload: { pictureId: number; customerId: number; now: string },
): Promise<void> {
  await db
    .insertInto('return_request_upload')
    .values({ picture_id: upload.pictureId, customer_id: upload.customerId, attached_at: null, created_at: upload.now })
    .execute();
}

export async function attachUpload(
  db: Kysely<Database>,
  upload: { pictureId: number; customerId: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('return_request_upload')
    .set({ attached_at: upload.now })
    .where('picture_id', '=', upload.pictureId)
    .where('customer_id', '=', upload.customerId)
    .where('attached_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
