/**
 * Generated from the admin contract (issue 35): every write route (any method but GET) has a
 * sample in write-samples.ts, and its valid call answers 200 and leaves a new audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, type AdminRouteDef, type AdminRouteName } from '@sabad/contract/admin';
import { adminRouteUrl } from '../plugins/admin-routes.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createStaffMember, signInStaff, type StaffCaller } from './staff-fixture.js';
import type { WriteSampleContext } from './write-sample.js';
import { writeSamples } from './write-samples.js';

const writeRoutes = (Object.entries(adminRoutes) as [AdminRouteName, AdminRouteDef][]).filter(
  ([, def]) => def.method !== 'GET',
);

let t: TestApp;
let admin: StaffCaller;
let context: WriteSampleContext;

function urlOf(def: AdminRouteDef, params: Record<string, string | number> = {}): string {
  return adminRouteUrl(def).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`the sample gives no :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

const auditCount = async () =>
  Number(
    (
      await t.database.kysely
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.kysely;
  admin = await signInStaff(t.app, (await createStaffMember(db, ['Administrators'])).email);
  context = {
    app: t.app,
    db,
    clock: { now: () => new Date() },
    admin,
    newStaff: (roles, options = {}) => createStaffMember(db, roles, options),
    signedIn: async (roles) => signInStaff(t.app, (await createStaffMember(db, roles, { withoutTotp: true })).email),
  };
});
afterAll(() => t.close());

describe('every admin write route leaves an audit row', () => {
  it('has a sample for every write route of the contract', () => {
    const missing = writeRoutes.map(([name]) => name).filter((name) => !writeSamples[name]);
    expect(missing, 'add a sample to apps/api/src/admin-testing/<area>-write-samples.ts').toEqual([]);
  });

  it.each(writeRoutes)('%s', async (name, def) => {
    const sample = writeSamples[name];
    if (!sample) throw new Error(`${name} has no write sample`);
    const call = await sample(context);
    const before = await auditCount();
    const response = await t.app.inject({
      method: def.method,
      url: urlOf(def, call.params),
      headers: call.headers ?? admin.headers(),
      ...(call.query ? { query: call.query } : {}),
      ...(call.body !== undefined ? { payload: call.body as object } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditCount()).toBeGreaterThan(before);
  });
});
