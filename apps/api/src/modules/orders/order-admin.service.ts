// Each store-side transition runs in its own transaction and reports whether it changed the order.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, toLatinDigits } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { OrderTransitions } from './order-transitions.js';
import { orderMessages } from './orders.messages.js';
import * as repo from './orders.repository.js';

export class OrderAdminError extends Error {}

export type OrderAdminAction = 'accept-cheques' | 'reject-cheques' | 'ship' | 'deliver' | 'cancel';

export interface OrderAdminService {
  list(filter: { status?: keyof typeof ORDER_STATUS; limit: number }): Promise<string[]>;
  show(number: string): Promise<string[]>;
  act(
    number: string,
    action: OrderAdminAction,
    options?: { trackingNumber?: string },
  ): Promise<{ changed: boolean; line: string }>;
}

const statusLine = (order: repo.OrderRow) =>
  [
    orderMessages.orderStatus[order.order_status],
    orderMessages.paymentStatus[order.payment_status],
    orderMessages.shippingStatus[order.shipping_status],
  ].join(' / ');

export function createOrderAdminService(deps: {
  db: Kysely<Database>;
  transitions: OrderTransitions;
}): OrderAdminService {
  const { db, transitions } = deps;

  async function orderByNumber(number: string): Promise<repo.OrderRow> {
    const order = await repo.findOrderByNumber(db, toLatinDigits(number.trim()));
    if (!order) throw new OrderAdminError(`سفارشی با شمارهٔ ${number} نیست. / No order numbered ${number}.`);
    return order;
  }

  return {
    async list(filter) {
      const orders = await repo.listOrders(db, {
        ...(filter.status ? { orderStatus: ORDER_STATUS[filter.status] } : {}),
        limit: filter.limit,
      });
      if (orders.length === 0) return ['No orders.'];
      return orders.map(
        (order) =>
          `${order.custom_order_number}\t${order.created_at}\t${Number(order.order_total)} Rial\t${order.payment_method}\t${statusLine(order)}`,
      );
    },

    async show(number) {
      const order = await orderByNumber(number);
      const [items, addresses, notes, shipments] = await Promise.all([
        repo.listOrderItems(db, order.id),
        repo.listOrderAddresses(db, order.id),
        repo.listOrderNotes(db, order.id, { forCustomer: false }),
        repo.listShipments(db, order.id),
      ]);
      return [
        `Order ${order.custom_order_number} (#${order.id}), customer #${order.customer_id}, placed ${order.created_at}`,
        `Status: ${statusLine(order)}`,
        `Payment: ${order.payment_method}; shipping: ${order.shipping_method_name ?? '-'}${
          order.delivery_date ? ` on ${order.delivery_date} ${order.delivery_time_range ?? ''}` : ''
        }`,
        `Totals (Rial): subtotal ${Number(order.subtotal)}, discount ${Number(order.subtotal_discount)}, shipping ${Number(
          order.shipping_fee,
        )}, gift cards ${Number(order.gift_cards_amount)}, points ${Number(order.redeemed_reward_points_amount)}, total ${Number(
          order.order_total,
        )}`,
        ...items.map(
          (item) =>
            `  ${item.quantity} × ${item.product_name}${item.attribute_description ? ` (${item.attribute_description.replace(/\n/g, '، ')})` : ''} @ ${Number(item.unit_price)} = ${Number(item.line_total)}`,
        ),
        ...addresses.map(
          (address) =>
            `${address.kind}: ${address.first_name} ${address.last_name}, ${address.phone_number}, ${address.state_province_name}، ${address.city_name}، ${address.address1}`,
        ),
        ...shipments.map(
          (shipment) =>
            `shipment ${shipment.tracking_number}: shipped ${shipment.shipped_at}, delivered ${shipment.delivered_at ?? '-'}`,
        ),
        ...notes.map((row) => `note ${row.created_at}: ${row.note}`),
      ];
    },

    async act(number, action, options = {}) {
      const order = await orderByNumber(number);
      const changed = await db.transaction().execute(async (trx) => {
        switch (action) {
          case 'accept-cheques':
            return transitions.acceptCheques(trx, order.id);
          case 'reject-cheques':
            return transitions.rejectCheques(trx, order.id);
          case 'ship':
            return transitions.ship(trx, order.id, options.trackingNumber ?? '');
          case 'deliver':
            return transitions.deliver(trx, order.id);
          case 'cancel':
            return transitions.cancel(trx, order.id, { reason: orderMessages.cancelledByStore, by: 'store' });
        }
      });
      await transitions.afterCommit();
      const after = await orderByNumber(number);
      return {
        changed,
        line: changed
          ? `Order ${after.custom_order_number}: ${action} done. Now ${statusLine(after)}.`
          : `Order ${after.custom_order_number}: nothing changed (${action} does not apply to ${statusLine(after)}).`,
      };
    },
  };
}
