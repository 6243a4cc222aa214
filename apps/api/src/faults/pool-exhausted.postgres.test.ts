/**
 * Every pooled PostgreSQL connection busy (ADR 0028): node-pg waited for a free connection forever
 * by default, so a request behind a stuck pool never answered. Now it waits PG_CONNECT_TIMEOUT_MS
 * (here 300 ms, on a pool of one) and is answered 503 in the Persian envelope with nothing written,
 * and goes through once a connection is free. PostgreSQL only.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, PG_CONNECT_TIMEOUT_MS, type Db } from '../db/client.js';
import { messagesFa } from '../lib/messages-fa.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { testConfig } from '../testing/test-app.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  if (!testDatabaseUrl) throw new Error('this test needs PostgreSQL: set TEST_DATABASE_URL');
  database = await createTestDatabase();
  db = openDatabase(database.url, { poolSize: 1, connectTimeoutMs: 300 });
  app = await buildApp({ db: db.kysely, config: testConfig, settingsCacheTtlMs: 0, catalogCacheTtlMs: 0 });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await database?.close();
});

describe('a PostgreSQL pool with no free connection', () => {
  it('answers 503 in Persian after the connect timeout, with nothing written, then serves again', async () => {
    expect(PG_CONNECT_TIMEOUT_MS).toBe(5_000);
    const product = await catalogFixture(database.kysely).product({ name: 'گلدان فیروزه‌ای', price: 650_000 });
    const guest = randomUUID();
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/api/v2/cart/add',
        headers: { 'guest-customer-id': guest },
        payload: { ProductId: product, Quantity: 1 },
      });

    // The pool's one connection is held by a slow statement.
    const held = sql`select pg_sleep(1.5)`.execute(db.kysely);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const startedAt = Date.now();
    const refused = await add();
    expect(Date.now() - startedAt).toBeLessThan(1_200);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ Success: false, Message: messagesFa.databaseBusy, Errors: [] });
    expect(refused.headers['retry-after']).toBe('2');
    await held;

    const added = await add();
    expect(added.statusCode, added.body).toBe(200);
    const lines = await database.kysely
      .selectFrom('shopping_cart_item')
      .innerJoin('customer', 'customer.id', 'shopping_cart_item.customer_id')
      .select('quantity')
      .where('customer.customer_guid', '=', guest)
      .execute();
    expect(lines).toEqual([{ quantity: 1 }]);
  });
});
