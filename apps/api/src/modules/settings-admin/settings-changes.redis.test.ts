/**
 * "After save the storefront sees the change at once" across processes (issue 36, ADR 0077): two API
 * instances on one database, each keeping its settings for an hour and with its own Redis connection. The
 * store closed through the first one's admin is closed on the second within a second, though the second had
 * read it open; opened again, the same. Uses TEST_REDIS_URL (the machine's Redis by default).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsGroup } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { instancesOnOneDatabase, type App, type InstancesOnOneDatabase } from '../../testing/instances-over-redis.js';

let instances: InstancesOnOneDatabase;
let first: App;
let second: App;
/** The control: the same settings lifetime without Redis, so nothing tells it. */
let unannounced: App;
let owner: StaffCaller;

beforeAll(async () => {
  // Settings kept far longer than the test: only the announcement can make the second process read again.
  instances = await instancesOnOneDatabase({ settingsCacheTtlMs: 60 * 60 * 1000, catalogCacheTtlMs: 600_000 });
  first = await instances.start();
  second = await instances.start();
  unannounced = await instances.start({ redis: false });
  owner = await signInStaff(first, (await createStaffMember(instances.database.kysely, ['Administrators'])).email);
});
afterAll(() => instances?.close());

const closed = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/api/v2/settings/isstoreclosed' })).json<{ StoreClosed: boolean }>()
    .StoreClosed;

async function save(closedNow: boolean): Promise<number> {
  const group = (
    await first.inject({ method: 'GET', url: adminUrl('/settings/groups/store'), headers: owner.headers() })
  ).json<SettingsGroup>();
  const res = await first.inject({
    method: 'PUT',
    url: adminUrl('/settings/groups/store'),
    headers: owner.headers(),
    payload: { expectedVersion: group.rowVersion, values: { StoreClosed: closedNow } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Date.now();
}

describe('a setting saved on one process', () => {
  it('is what the other process answers within a second', async () => {
    expect(await closed(second)).toBe(false);
    expect(await closed(unannounced)).toBe(false);
    const savedAt = await save(true);
    await expect.poll(() => closed(second), { timeout: 1_000, interval: 20 }).toBe(true);
    const seenAfter = Date.now() - savedAt;
    expect(seenAfter).toBeLessThan(1_000);
    // Without the announcement a process keeps what it read: the change above came through Redis.
    expect(await closed(unannounced)).toBe(false);
    await save(false);
    await expect.poll(() => closed(second), { timeout: 1_000, interval: 20 }).toBe(false);
  });
});
