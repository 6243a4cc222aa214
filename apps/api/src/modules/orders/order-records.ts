import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { orderNumberInText } from '@sabad/contract';
import type { CustomerOrderTable, Database, OrderAddressTable, OrderItemTable } from '../../db/schema.js';
import type { MoneyFormatter } from '../../lib/money.js';
import { createMessageQueue } from '../messaging/index.js';
import type { StoreSettings } from '../settings/index.js';
import { orderNumberOf } from './order-number.js';
import { orderSearchColumns } from './order-search-terms.js';
import { paymentMethodName } from './payment-methods.js';
import { orderMessages } from './orders.messages.js';
import * as repo from './orders.repository.js';
import { startRecurringPayment } from './recurring-payments.js';

export type NewOrderAddress = Omit<Insertable<OrderAddressTable>, 'order_id' | 'kind'>;
export type NewOrderLine = Omit<Insertable<OrderItemTable>, 'order_id' | 'order_item_guid'>;

export interface NewOrder {
  order: Omit<Insertable<CustomerOrderTable>, 'custom_order_number' | 'order_guid'>;
  billing: NewOrderAddress;
  shipping: NewOrderAddress | null;
  lines: NewOrderLine[];
  placedAt: Date;
}

export interface PlacedOrder {
  id: number;
  customOrderNumber: string;
  orderStatus: number;
  paymentStatus: number;
  paymentMethod: string;
}

export interface PlacedMessage {
  billingContact: { phone: string; email: string | null };
  settings: StoreSettings;
  money: MoneyFormatter;
}

const messages = createMessageQueue();

const placedOf = (order: repo.OrderRow): PlacedOrder => ({
  id: order.id,
  customOrderNumber: order.custom_order_number,
  orderStatus: order.order_status,
  paymentStatus: order.payment_status,
  paymentMethod: order.payment_method,
});

export async function recordOrder(
  trx: Kysely<Database>,
  draft: NewOrder,
): Promise<{ id: number; customOrderNumber: string }> {
  const customer = await repo.findCustomerMobile(trx, draft.order.customer_id);
  const searchColumns = orderSearchColumns({
    customerMobile: customer?.mobile,
    billingPhone: draft.billing.phone_number,
    firstName: draft.billing.first_name,
    lastName: draft.billing.last_name,
  });
  const { id, customOrderNumber } = await repo.insertOrder(
    trx,
    { ...draft.order, ...searchColumns, order_guid: randomUUID() },
    (id) => orderNumberOf(id, draft.placedAt),
  );
  await repo.insertOrderAddress(trx, { order_id: id, kind: 'billing', ...draft.billing });
  if (draft.shipping) await repo.insertOrderAddress(trx, { order_id: id, kind: 'shipping', ...draft.shipping });
  for (const line of draft.lines) {
    await repo.insertOrderItem(trx, { ...line, order_id: id, order_item_guid: randomUUID() });
  }
  await startRecurringPayment(trx, {
    id,
    customerId: draft.order.customer_id,
    paymentMethod: draft.order.payment_method,
    productIds: draft.lines.map((line) => line.product_id),
    placedAt: draft.placedAt,
  });
  return { id, customOrderNumber };
}

export async function findRecentOrder(
  db: Kysely<Database>,
  customerId: number,
  since: string,
): Promise<PlacedOrder | undefined> {
  const order = await repo.findRecentOrder(db, customerId, since);
  return order && placedOf(order);
}

export async function finishPlacement(
  trx: Kysely<Database>,
  orderId: number,
  message: PlacedMessage,
  at: Date,
): Promise<PlacedOrder> {
  const order = await repo.findOrder(trx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  const note = orderMessages.notePlaced(paymentMethodName(order.payment_method));
  await repo.insertOrderNote(trx, { orderId, note, now: at.toISOString() });
  const { settings, money } = message;
  const contact = await repo.findOrderContact(trx, order.id);
  const number = orderNumberInText(order.custom_order_number);
  const subject = orderMessages.placedSubject(settings.StoreName, number);
  const text = orderMessages.placedText(
    settings.StoreName,
    number,
    money.format(Number(order.order_total)),
    orderMessages.orderStatus[order.order_status] ?? '',
    settings.OrderPlacedTextTemplate,
  );
  const mobile = contact?.mobile ?? message.billingContact.phone;
  const email = contact?.email ?? message.billingContact.email;
  await messages.queue(trx, { channel: 'sms', recipient: mobile, subject, body: text, purpose: 'order-placed' }, at);
  if (email)
    await messages.queue(trx, { channel: 'email', recipient: email, subject, body: text, purpose: 'order-placed' }, at);
  return placedOf(order);
}
