// TEST FIXTURE, not placement: an order row without lines, addresses or stock taken.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS, SHIPPING_STATUS } from '@sabad/contract';
import type { Database } from '../db/schema.js';

export async function insertBareOrder(db: Kysely<Database>, customerId: number, now: Date): Promise<number> {
  const row = await db
    .insertInto('customer_order')
    .values({
      order_guid: randomUUID(),
      custom_order_number: `bare-${randomUUID().slice(0, 20)}`,
      customer_id: customerId,
      order_status: ORDER_STATUS.Pending,
      payment_status: PAYMENT_STATUS.Pending,
      shipping_status: SHIPPING_STATUS.NotYetShipped,
      payment_method: PAYMENT_METHOD.SandboxBank,
      subtotal: 0,
      order_total: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
