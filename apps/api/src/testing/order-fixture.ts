// TEST FIXTURE, not placement: an unpaid online order as placement leaves one, at any hold.
import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS, SHIPPING_STATUS } from '@sabad/contract';
import type { Database } from '../db/schema.js';

export interface FixtureOrder {
  id: number;
  customOrderNumber: string;
  total: number;
}

export async function insertUnpaidOnlineOrder(
  db: Kysely<Database>,
  order: {
    customerId: number;
    productId: number;
    quantity: number;
    unitPrice: number;
    holdExpiresAt: string;
    now: string;
    paymentMethod?: string;
    orderStatus?: number;
    phone?: string;
  },
): Promise<FixtureOrder> {
  const total = order.unitPrice * order.quantity;
  const taken = await db
    .updateTable('product')
    .set({ stock_quantity: sql`stock_quantity - ${order.quantity}`, sold_count: sql`sold_count + ${order.quantity}` })
    .where('id', '=', order.productId)
    .where('stock_quantity', '>=', order.quantity)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new Error(`fixture: product ${order.productId} is out of stock`);
  const row = await db
    .insertInto('customer_order')
    .values({
      order_guid: randomUUID(),
      custom_order_number: `fixture-${randomBytes(8).toString('hex')}`,
      customer_id: order.customerId,
      order_status: (order.orderStatus ?? ORDER_STATUS.Pending) as 10,
      payment_status: PAYMENT_STATUS.Pending,
      shipping_status: SHIPPING_STATUS.NotYetShipped,
      payment_method: order.paymentMethod ?? PAYMENT_METHOD.SandboxBank,
      shipping_method: null,
      shipping_method_name: null,
      pay_shipping_on_delivery: 0,
      delivery_date: null,
      delivery_time_range: null,
      subtotal: total,
      subtotal_discount: 0,
      shipping_fee: 0,
      payment_fee: 0,
      tax: 0,
      tax_rates: '[]',
      order_discount: 0,
      gift_cards_amount: 0,
      redeemed_reward_points: 0,
      redeemed_reward_points_amount: 0,
      order_total: total,
      refunded_amount: 0,
      hold_expires_at: order.holdExpiresAt,
      paid_at: null,
      customer_ip: null,
      created_at: order.now,
      updated_at: order.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customOrderNumber = `1405-${String(row.id).padStart(6, '0')}`;
  await db
    .updateTable('customer_order')
    .set({ custom_order_number: customOrderNumber })
    .where('id', '=', row.id)
    .execute();
  // The billing address's phone is where the order's SMS go for a guest.
  await db
    .insertInto('order_address')
    .values({
      order_id: row.id,
      kind: 'billing',
      first_name: 'مریم',
      last_name: 'احمدی',
      email: null,
      phone_number: order.phone ?? '09120000000',
      state_province_id: 1,
      state_province_name: 'تهران',
      city_id: 1,
      city_name: 'تهران',
      address1: 'خیابان آزادی، پلاک ۱',
      address2: '',
      zip_postal_code: '1234567890',
      latitude: null,
      longitude: null,
      custom_attributes: '[]',
    })
    .execute();
  await db
    .insertInto('order_item')
    .values({
      order_item_guid: randomUUID(),
      order_id: row.id,
      product_id: order.productId,
      product_name: 'محصول آزمایشی',
      sku: '',
      attributes_json: '[]',
      attribute_description: '',
      stock_source: 'product',
      combination_id: null,
      unit_price: order.unitPrice,
      quantity: order.quantity,
      line_total: total,
      tax_rate: 0,
      weight: 0,
    })
    .execute();
  return { id: row.id, customOrderNumber, total };
}
