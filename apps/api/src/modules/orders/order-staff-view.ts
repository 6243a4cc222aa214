// The order as the back office sees it: everything the CLI's `orders show` prints, as the admin contract's shape.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS, SHIPPING_STATUS } from '@sabad/contract';
import type { AdminOrderAction, AdminOrderDetail } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { paymentMethodName } from './payment-methods.js';
import { orderMessages } from './orders.messages.js';
import * as repo from './orders.repository.js';

const { Pending, Processing } = ORDER_STATUS;

export const statusLineOf = (order: repo.OrderRow): string =>
  [
    orderMessages.orderStatus[order.order_status],
    orderMessages.paymentStatus[order.payment_status],
    orderMessages.shippingStatus[order.shipping_status],
  ].join(' / ');

/** The same conditions the transitions change the order under, so a button shown is a change that can happen. */
export function actionsOf(order: repo.OrderRow, pendingCheques: number): AdminOrderAction[] {
  const open = order.order_status === Pending || order.order_status === Processing;
  const actions: AdminOrderAction[] = [];
  if (order.order_status === Processing && order.shipping_status === SHIPPING_STATUS.NotYetShipped)
    actions.push('ship');
  if (order.order_status === Processing && order.shipping_status === SHIPPING_STATUS.Shipped) actions.push('deliver');
  if (
    open &&
    (order.shipping_status === SHIPPING_STATUS.NotYetShipped ||
      order.shipping_status === SHIPPING_STATUS.ShippingNotRequired)
  )
    actions.push('cancel');
  if (order.payment_method === PAYMENT_METHOD.CheckVertex && pendingCheques > 0) {
    if (open && (order.payment_status === PAYMENT_STATUS.Pending || order.payment_status === PAYMENT_STATUS.Authorized))
      actions.push('acceptCheques');
    if (order.order_status === Processing && order.payment_status === PAYMENT_STATUS.Authorized)
      actions.push('rejectCheques');
  }
  if (repo.refundableOf(order) > 0) actions.push('refund');
  return actions;
}

function readCustomer(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('customer')
    .select(['id', 'first_name', 'last_name', 'email', 'mobile', 'is_guest'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

function readPayments(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('payment_transaction')
    .select(['id', 'provider', 'amount', 'status', 'reference_id', 'card_pan', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

function readCheques(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('bank_cheque')
    .select(['id', 'holder', 'serial', 'amount', 'due_date', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function readStaffOrderView(
  db: Kysely<Database>,
  order: repo.OrderRow,
  audit: AdminOrderDetail['audit'],
): Promise<AdminOrderDetail> {
  const [customer, items, addresses, notes, shipments, payments, cheques] = await Promise.all([
    readCustomer(db, order.customer_id),
    repo.listOrderItems(db, order.id),
    repo.listOrderAddresses(db, order.id),
    repo.listOrderNotes(db, order.id, { forCustomer: false }),
    repo.listShipments(db, order.id),
    readPayments(db, order.id),
    readCheques(db, order.id),
  ]);
  const billing = addresses.find((address) => address.kind === 'billing');
  const customerName =
    `${customer.first_name} ${customer.last_name}`.trim() ||
    `${billing?.first_name ?? ''} ${billing?.last_name ?? ''}`.trim();
  const money = (value: number | string) => Number(value);
  return {
    id: order.id,
    number: order.custom_order_number,
    rowVersion: order.row_version,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    paidAt: order.paid_at,
    customer: {
      id: customer.id,
      name: customerName,
      email: customer.email ?? billing?.email ?? null,
      mobile: order.search_mobile ?? customer.mobile,
      isGuest: customer.is_guest === 1,
    },
    orderStatus: order.order_status,
    paymentStatus: order.payment_status,
    shippingStatus: order.shipping_status,
    paymentMethod: order.payment_method,
    paymentMethodName: paymentMethodName(order.payment_method),
    shippingMethodName: order.shipping_method_name,
    deliverySlot: order.delivery_date
      ? { date: order.delivery_date, timeRange: order.delivery_time_range ?? '' }
      : null,
    totals: {
      subtotalRial: money(order.subtotal),
      discountRial: money(order.subtotal_discount) + money(order.order_discount),
      shippingRial: money(order.shipping_fee),
      paymentFeeRial: money(order.payment_fee),
      taxRial: money(order.tax),
      giftCardsRial: money(order.gift_cards_amount),
      rewardPointsRial: money(order.redeemed_reward_points_amount),
      totalRial: money(order.order_total),
      refundedRial: money(order.refunded_amount),
      refundableRial: repo.refundableOf(order),
    },
    lines: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      productName: item.product_name,
      sku: item.sku,
      attributes: item.attribute_description,
      unitPriceRial: money(item.unit_price),
      quantity: item.quantity,
      lineTotalRial: money(item.line_total),
    })),
    addresses: addresses.map((address) => ({
      kind: address.kind,
      firstName: address.first_name,
      lastName: address.last_name,
      email: address.email,
      phoneNumber: address.phone_number,
      province: address.state_province_name,
      city: address.city_name,
      address1: address.address1,
      address2: address.address2,
      zipPostalCode: address.zip_postal_code,
    })),
    notes: notes.map((note) => ({
      id: note.id,
      note: note.note,
      visibleToCustomer: note.display_to_customer === 1,
      createdAt: note.created_at,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amountRial: money(payment.amount),
      status: payment.status,
      referenceId: payment.reference_id,
      cardPan: payment.card_pan,
      createdAt: payment.created_at,
    })),
    shipments: shipments.map((shipment) => ({
      id: shipment.id,
      trackingNumber: shipment.tracking_number,
      shippedAt: shipment.shipped_at,
      deliveredAt: shipment.delivered_at,
    })),
    cheques: cheques.map((cheque) => ({
      id: cheque.id,
      holder: cheque.holder,
      serial: cheque.serial,
      amountRial: money(cheque.amount),
      dueDate: cheque.due_date,
      status: cheque.status,
    })),
    audit,
    actions: actionsOf(order, cheques.filter((cheque) => cheque.status === 'pending').length),
  };
}
