// payments → orders, never the other way.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './orders.repository.js';
import { ONLINE_PAYMENT_METHODS } from './payment-methods.js';

export interface OrderForPayment {
  id: number;
  customerId: number;
  customOrderNumber: string;
  orderTotal: number;
  orderStatus: number;
  paymentStatus: number;
  paymentMethod: string;
  paidOnline: boolean;
  holdExpiresAt: string | null;
}

export async function findOrderForPayment(db: Kysely<Database>, orderId: number): Promise<OrderForPayment | undefined> {
  const order = await repo.findOrder(db, orderId);
  return (
    order && {
      id: order.id,
      customerId: order.customer_id,
      customOrderNumber: order.custom_order_number,
      orderTotal: Number(order.order_total),
      orderStatus: order.order_status,
      paymentStatus: order.payment_status,
      paymentMethod: order.payment_method,
      paidOnline: ONLINE_PAYMENT_METHODS.includes(order.payment_method),
      holdExpiresAt: order.hold_expires_at,
    }
  );
}

export function listOverdueUnpaidOrderIds(db: Kysely<Database>, now: Date, limit: number): Promise<number[]> {
  return repo.listOverdueUnpaidOrderIds(db, {
    now: now.toISOString(),
    paymentMethods: ONLINE_PAYMENT_METHODS,
    limit,
  });
}
