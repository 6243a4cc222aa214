/**
 * A SQLite file whose write lock another process holds (a long CLI command, a backup tool, a
 * second server on the same file; ADR 0028): a write that cannot take the lock within busy_timeout
 * is answered 503 in the Persian envelope with nothing written, not 500, and goes through once the
 * lock is free. Runs on its own SQLite file in both passes of the suite (the lock is SQLite's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/client.js';
import { messagesFa } from '../lib/messages-fa.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let dir: string;
let t: TestApp;
let other: SqliteDatabase.Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-busy-'));
  const file = path.join(dir, 'store.db');
  const db = openDatabase(file);
  await migrateToLatest(db.kysely);
  // The app's connection waits 300 ms for the lock instead of 5 s, to keep the test short.
  await sql`pragma busy_timeout = 300`.execute(db.kysely);
  t = await createTestApp({
    database: {
      ...db,
      url: file,
      close: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    },
  });
  other = new SqliteDatabase(file);
});
afterAll(async () => {
  if (other?.inTransaction) other.exec('rollback');
  other?.close();
  await t?.close();
});

describe('a SQLite file locked by another process', () => {
  it('answers a write 503 in Persian with nothing written, then takes it once the lock is free', async () => {
    const product = await catalogFixture(t.database.kysely).product({ name: 'قوری چینی', price: 800_000 });
    const guest = randomUUID();
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/cart/add',
        headers: { 'guest-customer-id': guest },
        payload: { ProductId: product, Quantity: 1 },
      });

    other.exec('begin immediate');
    const refused = await add();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ Success: false, Message: messagesFa.databaseBusy, Errors: [] });
    expect(refused.headers['retry-after']).toBe('2');
    // Reads are not held up by the lock (WAL).
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${product}` })).statusCode).toBe(200);
    other.exec('rollback');

    const added = await add();
    expect(added.statusCode, added.body).toBe(200);
    const lines = await t.database.kysely
      .selectFrom('shopping_cart_item')
      .innerJoin('customer', 'customer.id', 'shopping_cart_item.customer_id')
      .select('quantity')
      .where('customer.customer_guid', '=', guest)
      .execute();
    expect(lines).toEqual([{ quantity: 1 }]);
  });
});
