/**
 * Fixed queries (db/fixed-query.ts, ADR 0029): compiled once, run with each call's values, on the
 * test database's dialect and on an in-memory SQLite side by side (one compiled shape per dialect),
 * with array arguments of several lengths, inside a transaction, and refusing an argument that
 * chooses the query's shape instead of being one of its values. Reads run straight on the SQLite
 * connection are tested in direct-read.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { migrateToLatest, openDatabase, type Db } from './client.js';
import { fixedQuery } from './fixed-query.js';

const productName = fixedQuery((db, id: number) =>
  db.selectFrom('product').select(['id', 'name']).where('id', '=', id).where('deleted', '=', 0),
);
const productNames = fixedQuery((db, ids: readonly number[], cheaperThan: number) =>
  db
    .selectFrom('product')
    .select('name')
    .where('id', 'in', ids)
    .where('price', '<', cheaperThan)
    .where('published', '=', 1)
    .orderBy('id'),
);

let t: TestDatabase;
let sideSqlite: Db;
const ids: Record<'a' | 'b' | 'c' | 'hidden', number> = { a: 0, b: 0, c: 0, hidden: 0 };

async function fill(db: Db): Promise<typeof ids> {
  const f = catalogFixture(db.kysely);
  return {
    a: await f.product({ name: 'الف', price: 1_000 }),
    b: await f.product({ name: 'ب', price: 2_000 }),
    c: await f.product({ name: 'پ', price: 3_000 }),
    hidden: await f.product({ name: 'پنهان', price: 500, published: false }),
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  Object.assign(ids, await fill(t));
  sideSqlite = openDatabase(':memory:');
  await migrateToLatest(sideSqlite.kysely);
  await fill(sideSqlite);
});
afterAll(async () => {
  await t?.close();
  await sideSqlite?.close();
});

describe('fixedQuery', () => {
  it('answers each call with its own values, as the query built for them would', async () => {
    for (const key of ['a', 'b', 'c'] as const) {
      const built = await t.kysely
        .selectFrom('product')
        .select(['id', 'name'])
        .where('id', '=', ids[key])
        .where('deleted', '=', 0)
        .execute();
      expect(await productName(t.kysely, ids[key])).toEqual(built);
    }
    expect(await productName(t.kysely, 987_654)).toEqual([]);
  });

  it('keeps the values written into the query and takes array arguments of any length', async () => {
    const names = (list: number[], cheaperThan: number) =>
      productNames(t.kysely, list, cheaperThan).then((rows) => rows.map((row) => row.name));
    expect(await names([ids.a, ids.b, ids.c, ids.hidden], 10_000)).toEqual(['الف', 'ب', 'پ']);
    expect(await names([ids.c], 10_000)).toEqual(['پ']);
    expect(await names([ids.c, ids.a], 2_500)).toEqual(['الف']);
    expect(await names([ids.b, ids.a], 10_000)).toEqual(['الف', 'ب']);
    expect(await names([ids.hidden], 10_000)).toEqual([]);
  });

  it('compiles each shape once: one SQL text, one prepared statement on SQLite', async () => {
    const statements = sideSqlite.statements;
    if (!statements) throw new Error('the SQLite database has no statement cache');
    await productName(sideSqlite.kysely, 1);
    const before = { ...statements.stats };
    for (let id = 1; id <= 5; id++) await productName(sideSqlite.kysely, id);
    expect(statements.stats.prepared - before.prepared).toBe(0);
    expect(statements.stats.reused - before.reused).toBe(5);
  });

  it('compiles per dialect: the same fixed query on the test database and on SQLite', async () => {
    // On PostgreSQL the test database's placeholders are $1, SQLite's ?: each gets its own shape.
    expect((await productName(sideSqlite.kysely, 3))[0]?.name).toBe('پ');
    expect((await productName(t.kysely, ids.c))[0]?.name).toBe('پ');
    expect((await productNames(sideSqlite.kysely, [1, 2], 10_000)).map((row) => row.name)).toEqual(['الف', 'ب']);
  });

  it('runs inside a transaction, seeing its uncommitted writes', async () => {
    await t.kysely
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('product').set({ name: 'الف نو' }).where('id', '=', ids.a).execute();
        expect((await productName(trx, ids.a))[0]?.name).toBe('الف نو');
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect((await productName(t.kysely, ids.a))[0]?.name).toBe('الف');
  });

  it('refuses an argument that is not a value of the query', async () => {
    const shapeChosenByArgument = fixedQuery((db, id: number, withName: boolean) =>
      db
        .selectFrom('product')
        .select(withName ? ['id', 'name'] : ['id'])
        .where('id', '=', id),
    );
    await expect(shapeChosenByArgument(t.kysely, ids.a, true)).rejects.toThrow(/argument 1 is not a value/);
  });
});
