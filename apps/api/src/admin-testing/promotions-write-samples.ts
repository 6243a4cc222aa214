// Valid calls of the promotions area's write routes (discount codes and gift cards), for the generated audit test.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WriteSamples } from './write-sample.js';

const code = (prefix: string) => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;

async function discount(db: Kysely<Database>, now: Date) {
  return db
    .insertInto('discount')
    .values({ name: 'نمونه', coupon_code: code('S'), use_percentage: 1, percentage: 10, created_at: now.toISOString() })
    .returning(['id', 'row_version'])
    .executeTakeFirstOrThrow();
}

async function giftCard(db: Kysely<Database>, now: Date) {
  return db
    .insertInto('gift_card')
    .values({ code: code('G-'), amount: 1_000_000, is_active: 1, created_at: now.toISOString() })
    .returning(['id', 'row_version'])
    .executeTakeFirstOrThrow();
}

export const promotionsWriteSamples: WriteSamples = {
  adminCreateDiscount: () =>
    Promise.resolve({ body: { code: code('NEW'), usePercentage: false, amount: 500_000, endsOn: '2030-01-01' } }),
  async adminUpdateDiscount({ db, clock }) {
    const row = await discount(db, clock.now());
    return {
      params: { id: row.id },
      body: { expectedVersion: row.row_version, code: code('EDIT'), usePercentage: true, percentage: 15 },
    };
  },
  async adminChangeDiscountActive({ db, clock }) {
    const row = await discount(db, clock.now());
    return { params: { id: row.id }, body: { expectedVersion: row.row_version, active: false } };
  },
  adminCreateGiftCard: () => Promise.resolve({ body: { amount: 2_000_000, recipientName: 'گیرنده' } }),
  async adminUpdateGiftCard({ db, clock }) {
    const row = await giftCard(db, clock.now());
    return { params: { id: row.id }, body: { expectedVersion: row.row_version, amount: 3_000_000 } };
  },
  async adminChangeGiftCardActive({ db, clock }) {
    const row = await giftCard(db, clock.now());
    return { params: { id: row.id }, body: { expectedVersion: row.row_version, active: false } };
  },
};
