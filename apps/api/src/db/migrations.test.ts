import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from './client.js';
import { migrations } from './migrations/index.js';

describe('migrations', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(':memory:');
  });
  afterAll(() => db.close());

  it('apply in order, once, and leave the reference data', async () => {
    const first = await migrateToLatest(db.kysely);
    expect(first.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations).sort());
    const second = await migrateToLatest(db.kysely);
    expect(second.results).toEqual([]);

    const roles = await db.kysely.selectFrom('customer_role').select('system_name').orderBy('id').execute();
    expect(roles.map((r) => r.system_name)).toEqual(['Guests', 'Registered', 'Administrators', 'Affiliates']);

    const provinces = await db.kysely
      .selectFrom('state_province')
      .select(['id', 'name'])
      .orderBy('display_order')
      .execute();
    expect(provinces).toHaveLength(31);
    const tehran = provinces.find((p) => p.name === 'تهران')!;
    const cities = await db.kysely
      .selectFrom('city')
      .select('name')
      .where('state_province_id', '=', tehran.id)
      .orderBy('display_order')
      .execute();
    expect(cities[0]?.name).toBe('تهران');
    const { count } = await db.kysely
      .selectFrom('city')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(250);
  });
});
