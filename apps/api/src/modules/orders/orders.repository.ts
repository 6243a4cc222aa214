import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  CustomerOrderTable,
  Database,
  OrderAddressTable,
  OrderItemTable,
  OrderStatus,
  PaymentStatus,
  ShippingStatus,
} from '../../db/schema.js';
import { PAYMENT_STATUS } from '@sabad/contract';
import { isPostgres } from '../../db/dialect.js';

export type OrderRow = Selectable<CustomerOrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type OrderAddressRow = Selectable<OrderAddressTable>;

export async function insertOrder(
  db: Kysely<Database>,
  order: Omit<Insertable<CustomerOrderTable>, 'custom_order_number'>,
  numberOf: (id: number) => string,
): Promise<{ id: number; customOrderNumber: string }> {
  // The human number needs the id: a unique placeholder first (the order's guid), then the number.
  const inserted = await db
    .insertInto('customer_order')
    .values({ ...order, custom_order_number: order.order_guid })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customOrderNumber = numberOf(inserted.id);
  await db
    .updateTable('customer_order')
    .set({ custom_order_number: customOrderNumber })
    .where('id', '=', inserted.id)
    .execute();
  return { id: inserted.id, customOrderNumber };
}

export function findCustomerMobile(db: Kysely<Database>, customerId: number) {
  return db.selectFrom('customer').select('mobile').where('id', '=', customerId).executeTakeFirst();
}

export async function insertOrderAddress(db: Kysely<Database>, address: Insertable<OrderAddressTable>): Promise<void> {
  await db.insertInto('order_address').values(address).execute();
}

export async function insertOrderItem(db: Kysely<Database>, item: Insertable<OrderItemTable>): Promise<void> {
  await db.insertInto('order_item').values(item).execute();
}

export async function insertOrderNote(
  db: Kysely<Database>,
  note: { orderId: number; note: string; now: string; displayToCustomer?: boolean },
): Promise<void> {
  await db
    .insertInto('order_note')
    .values({
      order_id: note.orderId,
      note: note.note,
      display_to_customer: note.displayToCustomer === false ? 0 : 1,
      created_at: note.now,
    })
    .execute();
}

export function findOrder(db: Kysely<Database>, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('customer_order').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export function findOrderByNumber(db: Kysely<Database>, customOrderNumber: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('customer_order')
    .selectAll()
    .where('custom_order_number', '=', customOrderNumber)
    .executeTakeFirst();
}

// PostgreSQL locks the row; SQLite serialises writers anyway.
export async function lockOrder(db: Kysely<Database>, orderId: number): Promise<OrderRow | undefined> {
  const query = db.selectFrom('customer_order').selectAll().where('id', '=', orderId);
  return isPostgres(db) ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export function listOrdersOfCustomer(
  db: Kysely<Database>,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<OrderRow[]> {
  return db
    .selectFrom('customer_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countOrdersOfCustomer(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listOrders(
  db: Kysely<Database>,
  filter: { orderStatus?: OrderStatus; limit: number },
): Promise<OrderRow[]> {
  let query = db.selectFrom('customer_order').selectAll();
  if (filter.orderStatus !== undefined) query = query.where('order_status', '=', filter.orderStatus);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

export function findRecentOrder(
  db: Kysely<Database>,
  customerId: number,
  since: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('customer_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function listOrderItems(db: Kysely<Database>, orderId: number): Promise<OrderItemRow[]> {
  return db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function listOrderAddresses(db: Kysely<Database>, orderId: number): Promise<OrderAddressRow[]> {
  return db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).execute();
}

export function listOrderNotes(db: Kysely<Database>, orderId: number, options: { forCustomer: boolean }) {
  let query = db.selectFrom('order_note').selectAll().where('order_id', '=', orderId);
  if (options.forCustomer) query = query.where('display_to_customer', '=', 1);
  return query.orderBy('created_at').orderBy('id').execute();
}

export function listShipments(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('shipment').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function insertShipment(
  db: Kysely<Database>,
  shipment: { orderId: number; trackingNumber: string; now: string },
): Promise<void> {
  await db
    .insertInto('shipment')
    .values({ order_id: shipment.orderId, tracking_number: shipment.trackingNumber, shipped_at: shipment.now })
    .execute();
}

export async function markShipmentsDelivered(db: Kysely<Database>, orderId: number, now: string): Promise<void> {
  await db
    .updateTable('shipment')
    .set({ delivered_at: now })
    .where('order_id', '=', orderId)
    .where('delivered_at', 'is', null)
    .execute();
}

/** A change beside the row (a staff note): the version moves, so a stale save elsewhere is refused (ADR 0065). */
export async function touchOrder(db: Kysely<Database>, orderId: number, now: string): Promise<void> {
  await db
    .updateTable('customer_order')
    .set((eb) => ({ updated_at: now, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', orderId)
    .execute();
}

/** What may still be given back: the amount paid less what was refunded; nothing before the order is paid. */
const REFUNDABLE_FROM: PaymentStatus[] = [PAYMENT_STATUS.Paid, PAYMENT_STATUS.PartiallyRefunded];

export function refundableOf(order: Pick<OrderRow, 'payment_status' | 'order_total' | 'refunded_amount'>): number {
  if (!REFUNDABLE_FROM.includes(order.payment_status)) return 0;
  return Math.max(0, Number(order.order_total) - Number(order.refunded_amount));
}

/**
 * Adds a refund to the order while it is still as the caller read it (paid or partly refunded, with the
 * refunded sum it saw), so two staff recording the same transfer at once record it once.
 */
export async function addRefund(
  db: Kysely<Database>,
  orderId: number,
  refund: { refundedBefore: number; amount: number; paymentStatus: PaymentStatus; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('customer_order')
    .set((eb) => ({
      refunded_amount: refund.refundedBefore + refund.amount,
      payment_status: refund.paymentStatus,
      updated_at: refund.now,
      row_version: eb('row_version', '+', 1),
    }))
    .where('id', '=', orderId)
    .where('payment_status', 'in', REFUNDABLE_FROM)
    .where('refunded_amount', '=', refund.refundedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes the row only while its statuses are what the caller saw: of two racing transitions exactly one wins. */
export async function transitionOrder(
  db: Kysely<Database>,
  orderId: number,
  from: { orderStatus?: OrderStatus[]; paymentStatus?: PaymentStatus[]; shippingStatus?: ShippingStatus[] },
  to: Partial<Pick<OrderRow, 'order_status' | 'payment_status' | 'shipping_status' | 'paid_at' | 'hold_expires_at'>> & {
    updated_at: string;
  },
): Promise<boolean> {
  let query = db
    .updateTable('customer_order')
    .set((eb) => ({ ...to, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', orderId);
  if (from.orderStatus) query = query.where('order_status', 'in', from.orderStatus);
  if (from.paymentStatus) query = query.where('payment_status', 'in', from.paymentStatus);
  if (from.shippingStatus) query = query.where('shipping_status', 'in', from.shippingStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listOverdueUnpaidOrderIds(
  db: Kysely<Database>,
  options: { now: string; paymentMethods: readonly string[]; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('customer_order')
    .select('id')
    .where('payment_status', '=', 10)
    .where('order_status', '!=', 40)
    .where('payment_method', 'in', [...options.paymentMethods])
    .where('hold_expires_at', '<', options.now)
    .orderBy('id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function findOrderContact(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('customer_order as o')
    .innerJoin('customer as c', 'c.id', 'o.customer_id')
    .leftJoin('order_address as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.kind', '=', 'billing'))
    .select([
      'c.id as customer_id',
      'c.email',
      'c.mobile',
      'a.email as billing_email',
      'a.phone_number as billing_phone',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export async function setDeliverySlot(
  db: Kysely<Database>,
  orderId: number,
  slot: { date: string; timeRangeName: string },
): Promise<void> {
  await db
    .updateTable('customer_order')
    .set((eb) => ({
      delivery_date: slot.date,
      delivery_time_range: slot.timeRangeName,
      row_version: eb('row_version', '+', 1),
    }))
    .where('id', '=', orderId)
    .execute();
}
