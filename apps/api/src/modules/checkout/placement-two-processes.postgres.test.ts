/**
 * Placement across two API processes on one PostgreSQL database (ADR 0019): the locks and
 * conditional updates must hold between processes, not only between requests of one process.
 * Two real servers (`src/server.ts`, bundled once: faults/server-process.ts) are started on the test schema; shoppers are
 * prepared through a third app in this process, then their placements are sent to both servers.
 * PostgreSQL only (scripts/test.mjs runs `*.postgres.test.ts` in the PostgreSQL pass).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '@sabad/contract';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { startServer, type ServerProcess } from '../../faults/server-process.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestDatabase, testDatabaseUrl } from '../../testing/test-database.js';

async function place(server: ServerProcess, headers: Headers, key?: string) {
  const response = await fetch(`${server.baseUrl}/api/v2/cart/placeordernew`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as PlaceOrderResponse & { Message?: string } };
}

let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!testDatabaseUrl) throw new Error('this test needs PostgreSQL: set TEST_DATABASE_URL');
  const database = await createTestDatabase();
  t = await createTestApp({ database });
  c = checkoutFixture(t, systemClock);
  servers = await Promise.all([startServer({ databaseUrl: database.url }), startServer({ databaseUrl: database.url })]);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await t?.close();
});

describe('placement across two API processes on one PostgreSQL', () => {
  it('gives the last unit to exactly one of two shoppers placing on different processes', async () => {
    const last = await catalogFixture(t.database.kysely).product({ name: 'کوزهٔ لالجین', price: 1_200_000, stock: 1 });
    const a = await c.readyShopper({ lines: [{ productId: last }] });
    const b = await c.readyShopper({ lines: [{ productId: last }] });
    const [first, second] = await Promise.all([place(servers[0]!, a.headers), place(servers[1]!, b.headers)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const stock = await t.database.kysely
      .selectFrom('product')
      .select('stock_quantity')
      .where('id', '=', last)
      .executeTakeFirstOrThrow();
    expect(stock.stock_quantity).toBe(0);
    const orders = await t.database.kysely
      .selectFrom('customer_order')
      .select('id')
      .where('customer_id', 'in', [a.id, b.id])
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('answers ten placements with one Idempotency-Key, spread over both processes, with one order', async () => {
    const shopper = await c.readyShopper({
      lines: [
        { productId: await catalogFixture(t.database.kysely).product({ name: 'سینی مسی', price: 900_000, stock: 50 }) },
      ],
    });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => place(servers[i % 2]!, shopper.headers, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.Result.OrderId)).size).toBe(1);
    const orders = await t.database.kysely
      .selectFrom('customer_order')
      .select('id')
      .where('customer_id', '=', shopper.id)
      .execute();
    expect(orders).toHaveLength(1);
  });
});
