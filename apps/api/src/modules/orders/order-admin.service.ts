// The store-side order work, one service for the CLI (`orders …`) and the back office's API: each action runs
// the same transition in one transaction, and the API's also checks the version the staff member saw (ADR 0065)
// and lets the caller write its audit row in that transaction.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, toLatinDigits } from '@sabad/contract';
import type { AdminOrderAction, AdminOrderDetail, AdminOrderList, AdminOrderListQuery } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/app-error.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { parseOrderSearch } from './order-search-terms.js';
import { paymentMethodName } from './payment-methods.js';
import { orderExportBatch, searchOrders, type OrderExportCursor } from './order-search.repository.js';
import { orderStaffMessages as m } from './order-staff.messages.js';
import { readStaffOrderView, statusLineOf } from './order-staff-view.js';
import type { OrderTransitions } from './order-transitions.js';
import { orderMessages } from './orders.messages.js';
import * as repo from './orders.repository.js';

export class OrderAdminError extends Error {}

export type OrderAdminAction = 'accept-cheques' | 'reject-cheques' | 'ship' | 'deliver' | 'cancel' | 'refund';

export type OrderRow = repo.OrderRow;

export type StaffOrderStep =
  | { action: Exclude<AdminOrderAction, 'ship' | 'refund'> }
  | { action: 'ship'; trackingNumber: string }
  | { action: 'refund'; amountRial: number; reference: string }
  | { action: 'note'; note: string; visibleToCustomer: boolean };

/** One order as an export writes it: statuses and the payment method already in Persian, amounts in Rial. */
export interface OrderExportRow {
  number: string;
  createdAt: string;
  customerName: string;
  email: string | null;
  mobile: string | null;
  orderStatus: string;
  paymentStatus: string;
  shippingStatus: string;
  paymentMethod: string;
  shippingMethod: string | null;
  subtotalRial: number;
  discountRial: number;
  shippingRial: number;
  taxRial: number;
  totalRial: number;
}

export interface OrderAdminService {
  search(query: AdminOrderListQuery): Promise<AdminOrderList>;
  /** Every order the list's filter matches, in the list's order, a batch at a time (the export's rows, ADR 0078). */
  exportRows(query: AdminOrderListQuery, batchSize?: number): AsyncGenerator<OrderExportRow[]>;
  detail(orderId: number): Promise<AdminOrderDetail>;
  /** 404 for no such order, 409 when it changed since `expectedVersion`, 422 when the step does not apply. */
  perform(
    orderId: number,
    step: StaffOrderStep,
    options: { expectedVersion: number; actor: AuditActor },
  ): Promise<{ message: string; order: AdminOrderDetail }>;

  list(filter: { status?: keyof typeof ORDER_STATUS; limit: number }): Promise<string[]>;
  show(number: string): Promise<string[]>;
  /** The CLI's step by order number; `changed: false` when it does not apply. Audited like `perform`. */
  act(
    number: string,
    action: OrderAdminAction,
    options: { trackingNumber?: string; refund?: { amountRial: number; reference: string }; actor: AuditActor },
  ): Promise<{ changed: boolean; line: string }>;
}

const statusLine = statusLineOf;

const snapshot = (order: OrderRow) => ({
  orderStatus: order.order_status,
  paymentStatus: order.payment_status,
  shippingStatus: order.shipping_status,
});

function stepDetails(step: StaffOrderStep): Record<string, unknown> {
  if (step.action === 'ship') return { trackingNumber: step.trackingNumber };
  if (step.action === 'note') return { note: step.note, visibleToCustomer: step.visibleToCustomer };
  if (step.action === 'refund') return { refundedRial: step.amountRial, reference: step.reference };
  return {};
}

const CLI_STEPS: Record<Exclude<OrderAdminAction, 'refund'>, Exclude<AdminOrderAction, 'refund'>> = {
  'accept-cheques': 'acceptCheques',
  'reject-cheques': 'rejectCheques',
  ship: 'ship',
  deliver: 'deliver',
  cancel: 'cancel',
};

export function createOrderAdminService(deps: {
  db: Kysely<Database>;
  transitions: OrderTransitions;
  clock?: Clock;
  /** Every staff action, from the back office or the CLI, records itself in its own transaction (ADR 0065). */
  audit: AuditLog;
}): OrderAdminService {
  const { db, transitions } = deps;
  const clock = deps.clock ?? systemClock;

  /** The audit row of one step, written in the step's transaction by both the CLI and the API. */
  function recordStep(
    trx: Kysely<Database>,
    actor: AuditActor,
    before: OrderRow,
    after: OrderRow,
    step: StaffOrderStep,
  ): Promise<void> {
    return deps.audit.record(trx, actor, {
      area: 'orders',
      entityType: 'order',
      entityId: after.id,
      action: `order.${step.action}`,
      before: snapshot(before),
      after: { ...snapshot(after), ...stepDetails(step) },
      entityVersion: after.row_version,
    });
  }

  /** The one place both the CLI and the API change an order. */
  async function apply(trx: Kysely<Database>, orderId: number, step: StaffOrderStep): Promise<boolean> {
    switch (step.action) {
      case 'acceptCheques':
        return transitions.acceptCheques(trx, orderId);
      case 'rejectCheques':
        return transitions.rejectCheques(trx, orderId);
      case 'ship':
        return transitions.ship(trx, orderId, step.trackingNumber);
      case 'deliver':
        return transitions.deliver(trx, orderId);
      case 'cancel':
        return transitions.cancel(trx, orderId, { reason: orderMessages.cancelledByStore, by: 'store' });
      case 'refund':
        return transitions.refund(trx, orderId, { amount: step.amountRial, reference: step.reference });
      case 'note': {
        const now = clock.now().toISOString();
        await repo.insertOrderNote(trx, {
          orderId,
          note: step.note,
          now,
          displayToCustomer: step.visibleToCustomer,
        });
        await repo.touchOrder(trx, orderId, now);
        return true;
      }
    }
  }

  function doneMessage(order: OrderRow, step: StaffOrderStep): string {
    const number = order.custom_order_number;
    switch (step.action) {
      case 'ship':
        return m.shipped(number, step.trackingNumber);
      case 'deliver':
        return m.delivered(number);
      case 'cancel':
        return m.cancelled(number);
      case 'acceptCheques':
        return m.chequesAccepted(number);
      case 'rejectCheques':
        return m.chequesRejected(number);
      case 'note':
        return m.noteAdded(step.visibleToCustomer);
      case 'refund':
        return m.refunded(number, step.amountRial);
    }
  }

  async function staleMessage(trx: Kysely<Database>, order: OrderRow): Promise<string> {
    const notes = await repo.listOrderNotes(trx, order.id, { forCustomer: false });
    return m.stale(order.custom_order_number, notes.at(-1)?.note ?? null, statusLine(order));
  }

  async function viewOf(order: OrderRow): Promise<AdminOrderDetail> {
    const trail = await deps.audit.list({ entityType: 'order', entityId: String(order.id), page: 1, pageSize: 50 });
    const audit = trail.items.map((row) => ({ at: row.at, staffEmail: row.staffEmail, action: row.action }));
    return readStaffOrderView(db, order, audit);
  }

  async function orderByNumber(number: string): Promise<repo.OrderRow> {
    const order = await repo.findOrderByNumber(db, toLatinDigits(number.trim()));
    if (!order) throw new OrderAdminError(`سفارشی با شمارهٔ ${number} نیست. / No order numbered ${number}.`);
    return order;
  }

  return {
    async search(query) {
      const { rows, total } = await searchOrders(db, parseOrderSearch(query.q ?? ''), query);
      return {
        items: rows.map((row) => ({
          id: row.id,
          number: row.custom_order_number,
          createdAt: row.created_at,
          customerId: row.customer_id,
          customerName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
          mobile: row.search_mobile,
          totalRial: Number(row.order_total),
          paymentMethod: row.payment_method,
          orderStatus: row.order_status,
          paymentStatus: row.payment_status,
          shippingStatus: row.shipping_status,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async *exportRows(query, batchSize = 500) {
      const term = parseOrderSearch(query.q ?? '');
      let after: OrderExportCursor | null = null;
      for (;;) {
        const rows = await orderExportBatch(db, term, query, after, batchSize);
        if (rows.length === 0) return;
        yield rows.map((row) => ({
          number: row.custom_order_number,
          createdAt: row.created_at,
          customerName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
          email: row.email,
          mobile: row.search_mobile,
          orderStatus: orderMessages.orderStatus[row.order_status] ?? String(row.order_status),
          paymentStatus: orderMessages.paymentStatus[row.payment_status] ?? String(row.payment_status),
          shippingStatus: orderMessages.shippingStatus[row.shipping_status] ?? String(row.shipping_status),
          paymentMethod: paymentMethodName(row.payment_method),
          shippingMethod: row.shipping_method_name,
          subtotalRial: Number(row.subtotal),
          discountRial: Number(row.subtotal_discount) + Number(row.order_discount),
          shippingRial: Number(row.shipping_fee),
          taxRial: Number(row.tax),
          totalRial: Number(row.order_total),
        }));
        const last = rows.at(-1);
        if (rows.length < batchSize || !last) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },

    async detail(orderId) {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw notFound(m.notFound);
      return viewOf(order);
    },

    async perform(orderId, step, options) {
      const outcome = await db.transaction().execute(async (trx) => {
        const before = await repo.lockOrder(trx, orderId);
        if (!before) throw notFound(m.notFound);
        if (before.row_version !== options.expectedVersion) throw conflict(await staleMessage(trx, before));
        const refundable = repo.refundableOf(before);
        if (step.action === 'refund' && refundable > 0 && step.amountRial > refundable) {
          throw unprocessable(m.refundOverRefundable(step.amountRial, refundable));
        }
        const changed = await apply(trx, orderId, step);
        if (!changed) {
          throw unprocessable(m.notApplicable(m.actionNames[step.action] ?? step.action, statusLine(before)));
        }
        const after = await repo.findOrder(trx, orderId);
        if (!after) throw notFound(m.notFound);
        await recordStep(trx, options.actor, before, after, step);
        return { before, after };
      });
      await transitions.afterCommit();
      return { message: doneMessage(outcome.after, step), order: await viewOf(outcome.after) };
    },

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

    async act(number, action, options) {
      const order = await orderByNumber(number);
      const step: StaffOrderStep =
        action === 'ship'
          ? { action: 'ship', trackingNumber: options.trackingNumber ?? '' }
          : action === 'refund'
            ? {
                action: 'refund',
                amountRial: options.refund?.amountRial ?? 0,
                reference: options.refund?.reference ?? '',
              }
            : { action: CLI_STEPS[action] as Exclude<AdminOrderAction, 'ship' | 'refund'> };
      const changed = await db.transaction().execute(async (trx) => {
        const before = await repo.lockOrder(trx, order.id);
        if (!before || !(await apply(trx, order.id, step))) return false;
        const after = await repo.findOrder(trx, order.id);
        if (after) await recordStep(trx, options.actor, before, after, step);
        return true;
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
