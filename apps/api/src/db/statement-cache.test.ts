/**
 * The SQLite connection's statement cache (ADR 0025): each SQL text compiled once and reused with
 * other values, the least recently used text dropped past the bound, correct rows after the schema
 * under a kept statement changed, and an open iteration never handed the same statement twice.
 */
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client.js';
import { StatementCache } from './statement-cache.js';

describe('the SQLite statement cache', () => {
  const opened: { close(): unknown }[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  function sqliteDb(): Db & { statements: StatementCache } {
    const db = openDatabase(':memory:');
    opened.push(db);
    if (!db.statements) throw new Error('the SQLite database has no statement cache');
    return db as Db & { statements: StatementCache };
  }

  function rawCache(capacity: number) {
    const database = new SqliteDatabase(':memory:');
    opened.push(database);
    database.exec('create table item (id integer primary key, name text not null)');
    database.exec("insert into item (name) values ('یک'), ('دو'), ('سه')");
    return { database, cache: new StatementCache(database, capacity) };
  }

  it('compiles a query once and reuses it with other values, answering each correctly', async () => {
    const db = sqliteDb();
    await sql`create table item (id integer primary key, name text not null)`.execute(db.kysely);
    await sql`insert into item (name) values ('یک'), ('دو'), ('سه')`.execute(db.kysely);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of this test only
    const k = db.kysely as any;
    const byId = (id: number) => k.selectFrom('item').select('name').where('id', '=', id).executeTakeFirst();
    const before = { ...db.statements.stats };

    expect(await byId(1)).toEqual({ name: 'یک' });
    expect(await byId(3)).toEqual({ name: 'سه' });
    expect(await byId(2)).toEqual({ name: 'دو' });
    expect(await byId(9)).toBeUndefined();

    expect(db.statements.stats.prepared - before.prepared).toBe(1);
    expect(db.statements.stats.reused - before.reused).toBe(3);
  });

  it('reuses statements that write, inside transactions and after a rollback', async () => {
    const db = sqliteDb();
    await sql`create table item (id integer primary key, name text not null)`.execute(db.kysely);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of this test only
    const k = db.kysely as any;
    const insert = (trx: typeof k, name: string) =>
      trx.insertInto('item').values({ name }).returning('id').executeTakeFirstOrThrow();
    const first = await insert(k, 'الف');
    await expect(
      k.transaction().execute(async (trx: typeof k) => {
        await insert(trx, 'ب');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const third = await k.transaction().execute((trx: typeof k) => insert(trx, 'پ'));

    expect(third.id).toBeGreaterThan(first.id);
    expect(await k.selectFrom('item').select('name').orderBy('id').execute()).toEqual([{ name: 'الف' }, { name: 'پ' }]);
    const updated = await k.updateTable('item').set({ name: 'ت' }).where('id', '=', first.id).executeTakeFirst();
    const again = await k.updateTable('item').set({ name: 'ث' }).where('id', '=', first.id).executeTakeFirst();
    expect([updated.numUpdatedRows, again.numUpdatedRows]).toEqual([1n, 1n]);
  });

  it('keeps at most its bound, dropping the least recently used text', () => {
    const { cache } = rawCache(2);
    const a = cache.prepare('select name from item where id = 1');
    const b = cache.prepare('select name from item where id = 2');
    expect(cache.prepare('select name from item where id = 1')).toBe(a); // a is now the most recent
    cache.prepare('select name from item where id = 3'); // drops b
    expect(cache.size).toBe(2);
    expect(cache.prepare('select name from item where id = 1')).toBe(a);
    const bAgain = cache.prepare('select name from item where id = 2');
    expect(bAgain).not.toBe(b);
    expect(bAgain.get()).toEqual({ name: 'دو' });
    expect(cache.stats).toEqual({ prepared: 4, reused: 2 });
  });

  it('answers with the current schema after a kept statement’s table changed', () => {
    const { database, cache } = rawCache(10);
    const selectAll = 'select * from item order by id';
    expect(cache.prepare(selectAll).all()).toHaveLength(3);

    database.exec("alter table item add column colour text not null default 'آبی'");
    expect(cache.prepare(selectAll).all()[0]).toEqual({ id: 1, name: 'یک', colour: 'آبی' });

    database.exec('drop table item');
    database.exec('create table item (id integer primary key, title text)');
    database.exec("insert into item (title) values ('تازه')");
    expect(cache.prepare(selectAll).all()).toEqual([{ id: 1, title: 'تازه' }]);
    expect(cache.stats.prepared).toBe(1);
  });

  it('never hands out a statement whose iteration is still open', () => {
    const { cache } = rawCache(10);
    const text = 'select name from item order by id';
    const iterating = cache.prepare(text);
    const rows = iterating.iterate();
    expect(rows.next().value).toEqual({ name: 'یک' });

    const meanwhile = cache.prepare(text);
    expect(meanwhile).not.toBe(iterating);
    expect(meanwhile.all()).toHaveLength(3);

    rows.return?.();
    expect(cache.prepare(text)).toBe(iterating);
  });

  it('keeps nothing for SQL that does not compile', () => {
    const { cache } = rawCache(10);
    expect(() => cache.prepare('select name from nowhere')).toThrow(/no such table/);
    expect(cache.size).toBe(0);
  });

  it('streams through Kysely with kept statements', async () => {
    const db = sqliteDb();
    await sql`create table item (id integer primary key, name text not null)`.execute(db.kysely);
    await sql`insert into item (name) values ('یک'), ('دو'), ('سه')`.execute(db.kysely);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of this test only
    const k = db.kysely as any;
    const streamNames = async () => {
      const names: string[] = [];
      for await (const row of k.selectFrom('item').select('name').orderBy('id').stream()) {
        names.push(row.name);
        if (names.length === 2) break;
      }
      return names;
    };
    expect(await streamNames()).toEqual(['یک', 'دو']);
    expect(await streamNames()).toEqual(['یک', 'دو']);
    expect(await k.selectFrom('item').select('name').orderBy('id').execute()).toHaveLength(3);
  });
});
