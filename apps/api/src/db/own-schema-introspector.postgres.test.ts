/**
 * The migrator's question "do my tables exist?" is answered from the connection's own schema only, so a table
 * changed in another schema of the database at that moment (graphile-worker's queue, another process's or
 * test's schema) cannot fail a start-up.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

describe('the introspector the migrator reads', () => {
  let db: TestDatabase;
  const other = `other_${Date.now().toString(36)}`;

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    await sql`create schema ${sql.id(other)}`.execute(db.kysely);
    await sql`create table ${sql.id(other, 'elsewhere')} (id serial primary key, note text)`.execute(db.kysely);
    await sql`create table mine (id serial primary key, label text not null)`.execute(db.kysely);
  });
  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(other)} cascade`.execute(db.kysely);
    await db.close();
  });

  it("lists the own schema's tables with their columns, and none of another schema's", async () => {
    const tables = await db.kysely.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(['mine']);
    expect(tables[0]?.columns.map((column) => [column.name, column.isAutoIncrementing, column.isNullable])).toEqual([
      ['id', true, false],
      ['label', false, false],
    ]);
  });

  it("answers while another schema's columns are dropped and added again", async () => {
    let changing = true;
    const elsewhere = sql.id(other, 'elsewhere');
    const changes = (async () => {
      for (let round = 1; changing; round++) {
        await sql`alter table ${elsewhere} drop column if exists note`.execute(db.kysely);
        await sql`alter table ${elsewhere} add column note text`.execute(db.kysely);
        // A dropped column still counts towards PostgreSQL's 1600 columns a table may have, so on a fast
        // machine the table is made again before it fills.
        if (round % 500 === 0) {
          await sql`drop table ${elsewhere}`.execute(db.kysely);
          await sql`create table ${elsewhere} (id serial primary key, note text)`.execute(db.kysely);
        }
      }
    })();
    try {
      for (let read = 0; read < 300; read++) {
        const tables = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
        expect(tables.map((table) => table.name)).toContain('mine');
      }
    } finally {
      changing = false;
      await changes;
    }
  });
});
