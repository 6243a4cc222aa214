/**
 * SQLite's LIMIT as an expression (ADR 0040): the SQL Kysely sends on SQLite, and pages that are
 * still right with it — a limit of 0, an offset past the end, a limit inside a subquery, a
 * fractional limit refused.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client.js';

describe('LIMIT on SQLite', () => {
  const opened: Db[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  async function itemsDb() {
    const db = openDatabase(':memory:');
    opened.push(db);
    await sql`create table item (id integer primary key, name text not null)`.execute(db.kysely);
    await sql`insert into item (name) values ('یک'), ('دو'), ('سه'), ('چهار'), ('پنج')`.execute(db.kysely);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of this test only
    return db.kysely as any;
  }

  it('is written as an expression of the bound value, not a bare parameter', async () => {
    const k = await itemsDb();
    const compiled = k.selectFrom('item').select('id').orderBy('id').limit(2).offset(1).compile();
    // A bare `limit ?` makes SQLite compile the statement again after every bind (see sqlite-limit.ts).
    expect(compiled.sql).toBe('select "id" from "item" order by "id" limit (?) + 0 offset ?');
    expect(compiled.parameters).toEqual([2, 1]);
  });

  it('answers the same pages as a plain LIMIT', async () => {
    const k = await itemsDb();
    const page = async (limit: number, offset: number) =>
      (await k.selectFrom('item').select('id').orderBy('id').limit(limit).offset(offset).execute()).map(
        (row: { id: number }) => row.id,
      );
    expect(await page(2, 0)).toEqual([1, 2]);
    expect(await page(2, 2)).toEqual([3, 4]);
    expect(await page(10, 3)).toEqual([4, 5]);
    expect(await page(0, 0)).toEqual([]);
    expect(await page(3, 9)).toEqual([]);
    // The same kept statement with other values, many times over.
    for (let run = 0; run < 20; run += 1)
      expect(await page(1 + (run % 5), run % 3)).toHaveLength(Math.min(1 + (run % 5), 5 - (run % 3)));
  });

  it('limits a subquery too', async () => {
    const k = await itemsDb();
    const rows = await k
      .selectFrom('item as outer')
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of this test only
      .select((eb: any) =>
        eb.selectFrom('item as inner').select('inner.name').orderBy('inner.id', 'desc').limit(1).as('last'),
      )
      .where('outer.id', '=', 1)
      .execute();
    expect(rows).toEqual([{ last: 'پنج' }]);
  });

  it('refuses a fractional LIMIT as SQLite does for a plain one (limits come checked as integers from the contract)', async () => {
    const k = await itemsDb();
    await expect(k.selectFrom('item').select('id').limit(1.5).execute()).rejects.toThrow(/datatype mismatch/);
  });
});
