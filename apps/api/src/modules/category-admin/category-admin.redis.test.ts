/**
 * A category saved or moved in the admin of one API process shows in the other process's category tree
 * within a second over Redis, though the other had the tree cached for ten minutes (two instances on one
 * database, each with its own page cache and Redis connection). Uses TEST_REDIS_URL (the machine's Redis by
 * default); with TEST_DATABASE_URL on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@sabad/contract';
import type { AdminCategoryDetail, AdminCategoryTree } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { instancesOnOneDatabase, type App, type InstancesOnOneDatabase } from '../../testing/instances-over-redis.js';

let instances: InstancesOnOneDatabase;
let first: App;
let second: App;
let staff: StaffCaller;
const run = Date.now().toString(36);

beforeAll(async () => {
  instances = await instancesOnOneDatabase({ settingsCacheTtlMs: 0, catalogCacheTtlMs: 600_000 });
  first = await instances.start();
  second = await instances.start();
  staff = await signInStaff(first, (await createStaffMember(instances.database.kysely, ['CatalogueManagers'])).email);
});
afterAll(() => instances?.close());

const topNames = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/api/v2/catalog/categorytree' }))
    .json<{ Items: Category[] }>()
    .Items.map((category) => category.Name);

const create = async (name: string) => {
  const res = await first.inject({
    method: 'POST',
    url: adminUrl('/categories'),
    headers: staff.headers(),
    payload: { name, parentId: 0, published: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCategoryDetail>();
};

describe('a category saved on one process', () => {
  it('shows in the other’s cached tree within a second, and so does its move', async () => {
    const a = await create(`الف ${run}`);
    const b = await create(`ب ${run}`);
    // The second process reads (and keeps for ten minutes) the tree as it is.
    expect((await topNames(second)).slice(-2)).toEqual([`الف ${run}`, `ب ${run}`]);

    const renamedAt = Date.now();
    const renamed = await first.inject({
      method: 'PUT',
      url: adminUrl(`/categories/${a.id}`),
      headers: staff.headers(),
      payload: { expectedVersion: a.rowVersion, name: `آ ${run}`, published: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect
      .poll(async () => (await topNames(second)).includes(`آ ${run}`), { timeout: 1_000, interval: 20 })
      .toBe(true);
    expect(Date.now() - renamedAt).toBeLessThan(1_000);

    const moved = await first.inject({
      method: 'PUT',
      url: adminUrl(`/categories/${b.id}/position`),
      headers: staff.headers(),
      payload: { expectedVersion: b.rowVersion, parentId: a.id, position: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminCategoryTree>().items.find((item) => item.id === b.id)?.parentId).toBe(a.id);
    await expect
      .poll(async () => (await topNames(second)).includes(`ب ${run}`), { timeout: 1_000, interval: 20 })
      .toBe(false);
  });
});
