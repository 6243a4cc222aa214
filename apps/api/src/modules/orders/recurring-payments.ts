import type { Kysely } from 'kysely';
import {
  ORDER_STATUS,
  PAYMENT_METHOD,
  toPersianDigits,
  type CustomerOrderList,
  type RecurringOrder,
  orderNumberInText,
} from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../../lib/app-error.js';
import { recurringMessages } from './orders.messages.js';
import { afterCycles, type RecurringCycle } from './recurring-cycle.js';
import * as repo from './recurring-payments.repository.js';

/** Refuses (a 422 that rolls placement back) mixed cycles, a guest, and cheques, which cannot repeat by themselves. */
export async function startRecurringPayment(
  trx: Kysely<Database>,
  order: { id: number; customerId: number; paymentMethod: string; productIds: number[]; placedAt: Date },
): Promise<void> {
  const products = await repo.listRecurringProducts(trx, [...new Set(order.productIds)]);
  const [first] = products;
  if (!first) return;
  const cycleOf = (product: typeof first) =>
    `${product.recurring_cycle_length}/${product.recurring_cycle_period}/${product.recurring_total_cycles}`;
  if (products.some((product) => cycleOf(product) !== cycleOf(first)))
    throw unprocessable(recurringMessages.conflictingCycles);
  if (order.paymentMethod === PAYMENT_METHOD.CheckVertex) throw unprocessable(recurringMessages.chequeNotAllowed);
  if (await repo.isGuestCustomer(trx, order.customerId)) throw unprocessable(recurringMessages.registrationRequired);

  const cycle: RecurringCycle = { length: first.recurring_cycle_length, period: first.recurring_cycle_period };
  const now = order.placedAt.toISOString();
  const id = await repo.insertRecurringPayment(trx, {
    initial_order_id: order.id,
    customer_id: order.customerId,
    cycle_length: cycle.length,
    cycle_period: cycle.period,
    total_cycles: first.recurring_total_cycles,
    start_at: now,
    next_payment_at: afterCycles(order.placedAt, cycle, 1).toISOString(),
    cycles_done: 1,
    is_active: first.recurring_total_cycles > 1 ? 1 : 0,
    created_at: now,
  });
  await repo.insertCycle(trx, { recurringPaymentId: id, cycleNumber: 1, orderId: order.id, now });
}

export function toRecurringOrder(row: repo.RecurringPaymentView): RecurringOrder {
  const remaining = Math.max(0, row.total_cycles - row.cycles_done);
  // Cancelling the initial order ends the subscription too.
  const active = row.is_active === 1 && remaining > 0 && row.initial_order_status !== ORDER_STATUS.Cancelled;
  return {
    Id: row.id,
    StartDate: new Date(row.start_at).toISOString(),
    CycleInfo: recurringMessages.cycleInfo(row.cycle_length, row.cycle_period),
    NextPayment: active ? new Date(row.next_payment_at).toISOString() : null,
    TotalCycles: row.total_cycles,
    CyclesRemaining: remaining,
    InitialOrderId: row.initial_order_id,
    InitialOrderNumber: toPersianDigits(row.initial_order_number),
    IsActive: active,
    Status: active
      ? recurringMessages.status.active
      : remaining === 0
        ? recurringMessages.status.finished
        : recurringMessages.status.cancelled,
    CanCancel: active,
  };
}

export async function recurringOrderList(
  db: Kysely<Database>,
  customerId: number,
): Promise<Pick<CustomerOrderList, 'RecurringOrders' | 'RecurringPaymentErrors'>> {
  const rows = await repo.listRecurringPaymentsOfCustomer(db, customerId);
  return {
    RecurringOrders: rows.map(toRecurringOrder),
    RecurringPaymentErrors: rows
      .filter((row) => toRecurringOrder(row).IsActive && row.last_payment_failed === 1)
      .map((row) =>
        recurringMessages.paymentError(
          row.cycles_done + 1,
          orderNumberInText(row.initial_order_number),
          row.last_error ?? '',
        ),
      ),
  };
}

export function nextPaymentAfter(payment: repo.RecurringPaymentRow, cyclesDone: number): Date {
  return afterCycles(
    new Date(payment.start_at),
    { length: payment.cycle_length, period: payment.cycle_period },
    cyclesDone,
  );
}
