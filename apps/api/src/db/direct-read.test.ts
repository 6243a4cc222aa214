/**
 * Reads that bypass Kysely (db/direct-read.ts, ADR 0054): they run straight on a free SQLite
 * connection, make the row objects Kysely makes, and wait their turn through Kysely while a
 * transaction or an iteration holds the connection. Whether each of the app's fixed reads answers
 * the same on every path and on PostgreSQL is tested beside it (testing/direct-read-check.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { migrateToLatest, openDatabase, type Db } from './client.js';
import { fixedQuery } from './fixed-query.js';

const productName = fixedQuery((db, id: number) =>
  db.selectFrom('product').select(['id', 'name']).where('id', '=', id).where('deleted', '=', 0),
);

let side: Db;
const products: number[] = [];

beforeAll(async () => {
  side = openDatabase(':memory:');
  await migrateToLatest(side.kysely);
  const f = catalogFixture(side.kysely);
  for (const name of ['کتری', 'قوری', 'سماور']) products.push(await f.product({ name, price: 1_000 }));
});
afterAll(async () => {
  await side?.close();
});

describe('direct reads', () => {
  it('run straight on a free connection, not through Kysely; writes go through Kysely', async () => {
    const executed = vi.spyOn(side.kysely, 'executeQuery');
    try {
      expect((await productName(side.kysely, products[1]!))[0]?.name).toBe('قوری');
      expect(executed).not.toHaveBeenCalled();
      const rename = fixedQuery((db, id: number, name: string) =>
        db.updateTable('product').set({ name }).where('id', '=', id),
      );
      await rename(side.kysely, products[1]!, 'قوری');
      expect(executed).toHaveBeenCalledTimes(1);
    } finally {
      executed.mockRestore();
    }
  });

  it('wait for a transaction open on the connection and never see its uncommitted writes', async () => {
    const id = products[1]!;
    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    let renamed!: () => void;
    const hasRenamed = new Promise<void>((resolve) => (renamed = resolve));
    const transaction = side.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('product').set({ name: 'قوری نو' }).where('id', '=', id).execute();
      renamed();
      await mayCommit;
    });
    await hasRenamed;
    let answered = false;
    const read = productName(side.kysely, id).then((rows) => {
      answered = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Read at once, it would have answered with the transaction's uncommitted name.
    expect(answered).toBe(false);
    commit();
    await transaction;
    expect((await read)[0]?.name).toBe('قوری نو');
    await side.kysely.updateTable('product').set({ name: 'قوری' }).where('id', '=', id).execute();
  });

  it('wait for an iteration open on the connection, which better-sqlite3 would refuse them during', async () => {
    const rows = side.kysely.selectFrom('product').select('id').orderBy('id').stream();
    const first = await rows.next();
    expect(first.done).toBe(false);
    const read = productName(side.kysely, products[2]!);
    for await (const row of rows) expect(row.id).toBeGreaterThan(0);
    expect((await read)[0]?.name).toBe('سماور');
  });
  it('make the same row objects as better-sqlite3 and Kysely: values, types, nulls, key order', async () => {
    // Columns of every storage class, a null, a repeated name (the later column wins, in the
    // earlier one's place) and names that are not identifiers.
    const mixed = fixedQuery((db, id: number) =>
      db
        .selectFrom('product as p')
        .leftJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
        .select(['p.id', 'p.name', 'p.price', 'p.old_price', 'm.name as brand', 'p.published'])
        .select((eb) => [eb.val(1.5).as('half'), eb.ref('p.sku').as('name'), eb.val('x').as('with space')])
        .where('p.id', '=', id),
    );
    const direct = await mixed(side.kysely, products[0]!);
    const throughKysely = (
      await side.kysely.executeQuery(
        side.kysely
          .selectFrom('product as p')
          .leftJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
          .select(['p.id', 'p.name', 'p.price', 'p.old_price', 'm.name as brand', 'p.published'])
          .select((eb) => [eb.val(1.5).as('half'), eb.ref('p.sku').as('name'), eb.val('x').as('with space')])
          .where('p.id', '=', products[0]!)
          .compile(),
      )
    ).rows;
    expect(direct).toHaveLength(1);
    expect(direct).toStrictEqual(throughKysely);
    expect(Object.keys(direct[0]!)).toStrictEqual(Object.keys(throughKysely[0] as object));
    expect(Object.keys(direct[0]!)).toStrictEqual([
      'id',
      'name',
      'price',
      'old_price',
      'brand',
      'published',
      'half',
      'with space',
    ]);
    expect(direct[0]!.brand).toBeNull();
  });

  it('leave a column named __proto__ to better-sqlite3, whose rows keep it as a column', async () => {
    const build = (db: typeof side.kysely, id: number) =>
      db
        .selectFrom('product')
        .select(['id', 'name'])
        .select((eb) => eb.val('x').as('__proto__'))
        .where('id', '=', id);
    const odd = fixedQuery(build);
    const direct = await odd(side.kysely, products[0]!);
    const throughKysely = await build(side.kysely.withoutPlugins(), products[0]!).execute();
    expect(direct).toStrictEqual(throughKysely);
    expect(Object.getPrototypeOf(direct[0])).toBe(Object.prototype);
  });
});
