/**
 * "Every saved change reaches every shopper at once" across processes: two API instances on one database,
 * each with its own page cache (kept ten minutes) and its own Redis connection. A product saved through the
 * first one's admin is shown with its new price and found by its new name on the second one within a second,
 * though the second had the old page cached. Uses TEST_REDIS_URL (the machine's Redis by default).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail } from '@sabad/contract/admin';
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

const details = async (app: App, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/v2/product/details/${id}` })).json<{
    Name: string;
    PriceValue: number;
  }>();
const found = async (app: App, words: string) =>
  (await app.inject({ method: 'GET', url: `/api/v2/product/search?SearchWords=${encodeURIComponent(words)}` }))
    .json<{ Items: Array<{ Id: number }> }>()
    .Items.map((item) => item.Id);

describe('a product saved on one process', () => {
  it('shows its new price and is found by its new name on the other within a second', async () => {
    const created = await first.inject({
      method: 'POST',
      url: adminUrl('/catalogue/products'),
      headers: staff.headers(),
      payload: { name: `چراغ قوه ${run}`, price: 1_000_000, published: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json<AdminProductDetail>();
    // The second process reads (and keeps) the page and the search as they are.
    expect((await details(second, product.id)).PriceValue).toBe(1_000_000);
    expect(await found(second, `فانوس ${run}`)).not.toContain(product.id);

    const savedAt = Date.now();
    const saved = await first.inject({
      method: 'PUT',
      url: adminUrl(`/catalogue/products/${product.id}`),
      headers: staff.headers(),
      payload: { expectedVersion: product.rowVersion, name: `فانوس سفری ${run}`, price: 2_500_000, published: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(async () => (await details(second, product.id)).PriceValue, { timeout: 1_000, interval: 20 })
      .toBe(2_500_000);
    expect(Date.now() - savedAt).toBeLessThan(1_000);
    expect((await details(second, product.id)).Name).toBe(`فانوس سفری ${run}`);
    expect(await found(second, `فانوس ${run}`)).toContain(product.id);
  });
});
