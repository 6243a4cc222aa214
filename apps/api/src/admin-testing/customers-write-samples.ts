// Valid calls of the customers, returns and moderation areas' write routes, for the generated audit test.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { insertBareOrder } from '../testing/bare-order-fixture.js';
import type { WriteSamples } from './write-sample.js';

async function customer(db: Kysely<Database>): Promise<{ id: number; rowVersion: number }> {
  const id = await catalogFixture(db).customer({
    firstName: 'نمونه',
    lastName: 'مشتری',
    email: `${randomUUID()}@example.com`,
  });
  const row = await db.selectFrom('customer').select('row_version').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, rowVersion: row.row_version };
}

/** A Pending return request on an order line, as the shop's form stores one. */
async function returnRequest(db: Kysely<Database>, now: Date) {
  const { id: customerId } = await customer(db);
  const productId = await catalogFixture(db).product({ name: 'کالای نمونه', price: 1_000_000 });
  const orderId = await insertBareOrder(db, customerId, now);
  const item = await db
    .insertInto('order_item')
    .values({
      order_item_guid: randomUUID(),
      order_id: orderId,
      product_id: productId,
      product_name: 'کالای نمونه',
      sku: '',
      attributes_json: '[]',
      attribute_description: '',
      stock_source: 'none',
      combination_id: null,
      unit_price: 1_000_000,
      quantity: 1,
      line_total: 1_000_000,
      tax_rate: 0,
      weight: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const at = now.toISOString();
  return db
    .insertInto('return_request')
    .values({
      custom_number: randomUUID().slice(0, 12),
      order_id: orderId,
      order_item_id: item.id,
      customer_id: customerId,
      quantity: 1,
      reason_for_return: 'کالای معیوب',
      requested_action: 'تعویض',
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
}

async function pendingReview(db: Kysely<Database>, now: Date): Promise<number> {
  const { id: customerId } = await customer(db);
  const productId = await catalogFixture(db).product({ name: 'کالای نظر', price: 1_000_000 });
  const row = await db
    .insertInto('product_review')
    .values({
      product_id: productId,
      customer_id: customerId,
      title: 'نظر نمونه',
      review_text: 'متن نمونه',
      rating: 4,
      is_approved: 0,
      created_at: now.toISOString(),
      approved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function contactMessage(db: Kysely<Database>, now: Date): Promise<number> {
  const row = await db
    .insertInto('contact_message')
    .values({
      full_name: 'مریم احمدی',
      email_or_mobile: `${randomUUID()}@example.com`,
      subject: 'پرسش',
      enquiry: 'متن پیام',
      customer_id: null,
      client_address: '10.0.0.9',
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const customersWriteSamples: WriteSamples = {
  async adminAdjustRewardPoints({ db }) {
    return { params: { id: (await customer(db)).id }, body: { points: 50, reason: 'هدیهٔ نمونه' } };
  },
  async adminChangeAffiliate({ db }) {
    const { id, rowVersion } = await customer(db);
    return { params: { id }, body: { expectedVersion: rowVersion, enabled: true, commissionRate: 5 } };
  },
  async adminChangeCustomerBlocked({ db }) {
    const { id, rowVersion } = await customer(db);
    return { params: { id }, body: { expectedVersion: rowVersion, blocked: true } };
  },
  async adminChangeReturn({ db, clock }) {
    const request = await returnRequest(db, clock.now());
    return {
      params: { id: request.id },
      body: { status: 'Received', seenStatus: 'Pending', seenUpdatedAt: request.updated_at, note: 'رسید' },
    };
  },
  async adminApproveModerationItem({ db, clock }) {
    return { params: { kind: 'review', id: await pendingReview(db, clock.now()) } };
  },
  async adminDeleteModerationItem({ db, clock }) {
    return { params: { kind: 'contactMessage', id: await contactMessage(db, clock.now()) } };
  },
  async adminAnswerContactMessage({ db, clock }) {
    return { params: { id: await contactMessage(db, clock.now()) }, body: { text: 'پاسخ نمونه' } };
  },
};
