/**
 * Points are earned when an order becomes Complete (nopCommerce), exactly once even when two
 * processes complete the same order at the same moment: here two connections to the same database
 * (two pools on PostgreSQL, two SQLite connections to the same file), each running the real order
 * transition in its own transaction.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS, SHIPPING_STATUS } from '@sabad/contract';
import { openDatabase, type Db } from '../../db/client.js';
import type { Database } from '../../db/schema.js';
import { insertBareOrder } from '../../testing/bare-order-fixture.js';
import { insertGuestCustomer, insertRegisteredCustomer } from '../../testing/customer-fixture.js';
import { manualClock } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createOrderTransitions } from '../orders/index.js';
import { createRewardPointsLedger } from './index.js';

const rewardPoints = createRewardPointsLedger();

const clock = manualClock('2026-11-25T08:00:00.000Z');
/** The transitions' messages stay queued: no transport in this test. */
const transitions = createOrderTransitions({ clock, deliverer: { deliverPending: () => Promise.resolve(0) } });

let database: TestDatabase;
let second: Db;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.kysely;
  second = openDatabase(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await second.close();
  await database.close();
});

let customers = 0;
async function orderOf(
  customerId: number,
  statuses: { order: 10 | 20; payment: 10 | 30; shipping: 10 | 20 | 30 },
): Promise<number> {
  const id = await insertBareOrder(db, customerId, clock.now());
  await db
    .updateTable('customer_order')
    .set({
      order_status: statuses.order,
      payment_status: statuses.payment,
      shipping_status: statuses.shipping,
      subtotal: 2_500_000,
      order_total: 2_500_000,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Runs the same completion on both connections at once; the ones that ran, each in its own transaction. */
async function twice(work: (trx: Kysely<Database>) => Promise<boolean>): Promise<boolean[]> {
  const results = await Promise.allSettled([db.transaction().execute(work), second.kysely.transaction().execute(work)]);
  // SQLite may refuse the second writer outright (SQLITE_BUSY): it rolled back, which is a "no" too.
  return results.map((r) => r.status === 'fulfilled' && r.value);
}

const earnedRows = (orderId: number) =>
  db.selectFrom('reward_points_history').selectAll().where('order_id', '=', orderId).execute();

describe('points earned when the order becomes Complete', () => {
  it('earns nothing when paid but not yet delivered; once when two processes deliver it', async () => {
    customers += 1;
    const customerId = await insertRegisteredCustomer(db, `complete${customers}@example.com`);
    const orderId = await orderOf(customerId, { order: ORDER_STATUS.Processing, payment: 10, shipping: 20 });
    await db.transaction().execute((trx) => transitions.markPaid(trx, orderId, { note: 'درگاه' }));
    expect(await earnedRows(orderId)).toEqual([]);
    await db.transaction().execute((trx) => transitions.ship(trx, orderId, 'TPX-1'));
    expect(await earnedRows(orderId)).toEqual([]);

    const delivered = await twice((trx) => transitions.deliver(trx, orderId));
    expect(delivered.filter(Boolean)).toHaveLength(1);
    expect((await earnedRows(orderId)).map((row) => [row.kind, row.points])).toEqual([['earned', 25]]);
    expect(await rewardPoints.balance(db, customerId, clock.now())).toBe(25);
    const order = await db.selectFrom('customer_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([order.order_status, order.payment_status, order.shipping_status]).toEqual([
      ORDER_STATUS.Complete,
      PAYMENT_STATUS.Paid,
      SHIPPING_STATUS.Delivered,
    ]);
  });

  it('earns once when two payment callbacks complete an order with nothing to ship', async () => {
    customers += 1;
    const customerId = await insertRegisteredCustomer(db, `complete${customers}@example.com`);
    const orderId = await orderOf(customerId, { order: ORDER_STATUS.Pending, payment: 10, shipping: 10 });
    const paid = await twice(async (trx) => (await transitions.markPaid(trx, orderId, { note: 'درگاه' })) === 'paid');
    expect(paid.filter(Boolean)).toHaveLength(1);
    expect((await earnedRows(orderId)).map((row) => row.points)).toEqual([25]);
  });

  it("never earns for a guest's order", async () => {
    const guest = await insertGuestCustomer(db);
    const orderId = await orderOf(guest.id, { order: ORDER_STATUS.Pending, payment: 10, shipping: 10 });
    await db.transaction().execute((trx) => transitions.markPaid(trx, orderId, { note: 'درگاه' }));
    expect(await earnedRows(orderId)).toEqual([]);
  });

  it('gives back the redeemed points of a cancelled order once, on both connections at once', async () => {
    customers += 1;
    const customerId = await insertRegisteredCustomer(db, `complete${customers}@example.com`);
    const orderId = await orderOf(customerId, { order: ORDER_STATUS.Pending, payment: 10, shipping: 20 });
    await db
      .insertInto('reward_points_history')
      .values([
        {
          customer_id: customerId,
          kind: 'registration',
          points: 100,
          points_balance: 100,
          used_amount: 0,
          message: 'ثبت‌نام',
          order_id: null,
          ends_at: null,
          created_at: clock.now().toISOString(),
        },
        {
          customer_id: customerId,
          kind: 'redeemed',
          points: -60,
          points_balance: 40,
          used_amount: 600,
          message: 'استفاده',
          order_id: orderId,
          ends_at: null,
          created_at: clock.now().toISOString(),
        },
      ])
      .execute();
    const cancelled = await twice((trx) => transitions.cancel(trx, orderId, { reason: 'انصراف', by: 'shopper' }));
    expect(cancelled.filter(Boolean)).toHaveLength(1);
    expect(await rewardPoints.balance(db, customerId, clock.now())).toBe(100);
    expect((await earnedRows(orderId)).map((row) => row.kind).sort()).toEqual(['redeemed', 'returned']);
  });
});
