// A direct read must agree with Kysely's executor and with the test database (PostgreSQL in its pass).
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

/** `fill` must give both databases the same ids. */
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

export async function expectSameRowsEveryWay(databases: TwoDatabases<unknown>, reads: FixedReads): Promise<void> {
  const { side, test } = databases;
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
