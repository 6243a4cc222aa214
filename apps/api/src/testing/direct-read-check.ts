/**
 * The test that keeps a fixed read on the direct path (db/direct-read.ts, ADR 0054): the same store
 * is filled on a side SQLite database and on the test database (PostgreSQL in the suite's second
 * run), and each read must give the same rows straight on the SQLite connection, through Kysely's
 * executor on that connection, and on the test database.
 */
import type { Kysely } from 'kysely';
import { expect, vi } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/client.js';
import type { Database } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type FixedReads = Record<string, (db: Kysely<Database>) => Promise<unknown>>;

export interface TwoDatabases<Store> {
  side: Db;
  test: TestDatabase;
  store: Store;
  close(): Promise<void>;
}

/** A side SQLite database and the test database, each filled by `fill`, which must give both the same ids. */
export async function openTwoDatabases<Store>(
  fill: (db: Kysely<Database>) => Promise<Store>,
): Promise<TwoDatabases<Store>> {
  const test = await createTestDatabase();
  const side = openDatabase(':memory:');
  await migrateToLatest(side.kysely);
  const store = await fill(side.kysely);
  expect(await fill(test.kysely)).toEqual(store);
  return {
    side,
    test,
    store,
    close: async () => {
      await test.close();
      await side.close();
    },
  };
}

/** Runs every read three ways and requires the same, non-empty answer from each. */
export async function expectSameRowsEveryWay(databases: TwoDatabases<unknown>, reads: FixedReads): Promise<void> {
  const { side, test } = databases;
  // Another Kysely instance over the same connection: its fixed reads go through the executor.
  const throughKysely = side.kysely.withoutPlugins();
  const executed = vi.spyOn(side.kysely, 'executeQuery');
  try {
    for (const [name, read] of Object.entries(reads)) {
      const direct = await read(side.kysely);
      expect(executed, `${name} did not run directly`).not.toHaveBeenCalled();
      expect(direct, name).toBeDefined();
      expect(direct, name).not.toEqual([]);
      expect(await read(throughKysely), name).toStrictEqual(direct);
      expect(await read(test.kysely), name).toEqual(direct);
    }
  } finally {
    executed.mockRestore();
  }
}
