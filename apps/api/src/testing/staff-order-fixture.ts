// TEST FIXTURE: an order in a given state, written through the order's own record (so its search columns are
// what placement writes), for the back office's order tests and write samples.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PAYMENT_METHOD } from '@sabad/contract';
import type { Database, OrderStatus, PaymentStatus, ShippingStatus } from '../db/schema.js';
import { systemClock } from '../lib/clock.js';
import { createOrderTransitions } from '../modules/orders/index.js';
import { catalogFixture } from './catalog-fixture.js';

const transitions = createOrderTransitions({ clock: systemClock, deliverer: { deliverPending: async () => 0 } });

export interface StaffOrderSpec {
  firstName?: string;
  lastName?: string;
  /** The customer's mobile as stored (09…); null for a customer without one (then the billing phone counts). */
  mobile?: string | null;
  billingPhone?: string;
  email?: string | null;
  status?: [OrderStatus, PaymentStatus, ShippingStatus];
  paymentMethod?: string;
  placedAt?: Date;
  total?: number;
  /** A pending cheque covering the total (cheque orders). */
  cheque?: boolean;
}

export async function insertStaffOrder(
  db: Kysely<Database>,
  spec: StaffOrderSpec = {},
): Promise<{ id: number; number: string; customerId: number }> {
  const fixture = catalogFixture(db);
  const firstName = spec.firstName ?? 'مریم';
  const lastName = spec.lastName ?? 'کاظمی';
  const customerId = await fixture.customer({
    firstName,
    lastName,
    email: spec.email ?? `${randomUUID()}@example.com`,
  });
  const mobile = spec.mobile === undefined ? `0912${String(customerId).padStart(7, '0')}` : spec.mobile;
  await db.updateTable('customer').set({ mobile }).where('id', '=', customerId).execute();
  const productId = await fixture.product({
    name: `کالای ${randomUUID().slice(0, 6)}`,
    price: spec.total ?? 1_250_000,
  });
  const [orderStatus, paymentStatus, shippingStatus] = spec.status ?? [20, 30, 20];
  const placedAt = spec.placedAt ?? new Date();
  const at = placedAt.toISOString();
  const total = spec.total ?? 1_250_000;
  const { id, customOrderNumber } = await db.transaction().execute((trx) =>
    transitions.record(trx, {
      order: {
        customer_id: customerId,
        order_status: orderStatus,
        payment_status: paymentStatus,
        shipping_status: shippingStatus,
        payment_method: spec.paymentMethod ?? PAYMENT_METHOD.CashOnDelivery,
        shipping_method_name: 'پست پیشتاز',
        subtotal: total,
        order_total: total,
        created_at: at,
        updated_at: at,
      },
      billing: {
        first_name: firstName,
        last_name: lastName,
        email: null,
        phone_number: spec.billingPhone ?? mobile ?? '09350000000',
        state_province_id: 8,
        state_province_name: 'تهران',
        city_id: 1,
        city_name: 'تهران',
        address1: 'خیابان آزادی، پلاک ۷',
        address2: '',
        custom_attributes: '[]',
        zip_postal_code: '1234567890',
      },
      shipping: null,
      lines: [
        {
          product_id: productId,
          product_name: 'کتاب نمونه',
          sku: 'BK-1',
          attributes_json: '[]',
          attribute_description: '',
          stock_source: 'none',
          combination_id: null,
          unit_price: total,
          quantity: 1,
          line_total: total,
          tax_rate: 0,
          weight: 0,
        },
      ],
      placedAt,
    }),
  );
  if (spec.cheque) {
    await db
      .insertInto('bank_cheque')
      .values({
        customer_id: customerId,
        order_id: id,
        holder: `${firstName} ${lastName}`,
        serial: String(Math.floor(Math.random() * 1e15)).padStart(16, '0'),
        amount: total,
        due_date: '2026-12-30',
        status: 'pending',
        created_at: at,
      })
      .execute();
  }
  return { id, number: customOrderNumber, customerId };
}
