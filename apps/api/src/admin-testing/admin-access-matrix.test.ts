/**
 * The admin API's access matrix, generated from the admin contract (issue 35): every route × no
 * session, a shopper's token, a guest id, a half-open sign-in (password only), a revoked session,
 * each seeded role, and an administrator without the CSRF header. Only the permitted get past the
 * gate: "past" means any answer but 401/403 (a 400 or 404 from placeholder input counts), refused
 * means 401 without a session and 403 without the permission or the CSRF token, both in Persian.
 * And the other way round: a staff session is nobody on the shop's routes.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@sabad/contract';
import {
  adminRoutes,
  SEEDED_ROLES,
  type AdminRouteDef,
  type AdminRouteName,
  type SeededRoleSystemName,
  type StaffPermission,
} from '@sabad/contract/admin';
import { adminRouteUrl } from '../plugins/admin-routes.js';
import { routeUrl } from '../plugins/contract-routes.js';
import { createAccessTokenService } from '../modules/customers/index.js';
import { insertRegisteredCustomer } from '../testing/customer-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { adminUrl, createStaffMember, signInStaff, startSignIn, type StaffCaller } from './staff-fixture.js';

const PERSIAN = /[\u0600-\u06FF]/;
// Calls that end the caller's own session run last, so the caller's other calls still count.
const ENDS_OWN_SESSION = new Set<AdminRouteName>(['adminSignOut']);
const table = (Object.entries(adminRoutes) as [AdminRouteName, AdminRouteDef][]).sort(
  ([a], [b]) => Number(ENDS_OWN_SESSION.has(a)) - Number(ENDS_OWN_SESSION.has(b)),
);
const roleNames = Object.keys(SEEDED_ROLES) as SeededRoleSystemName[];

type Expected = 'pass' | 401 | 403;

interface Caller {
  name: string;
  headers: (def: AdminRouteDef) => Record<string, string>;
  expected: (def: AdminRouteDef) => Expected;
}

let t: TestApp;
const callers: Caller[] = [];

const fill = (path: string) => path.replace(/:([A-Za-z]+)/g, '999999');

function requestOf(def: AdminRouteDef, headers: Record<string, string>): InjectOptions {
  return {
    method: def.method,
    url: fill(adminRouteUrl(def)),
    headers,
    ...(def.body ? { payload: {} } : {}),
  };
}

const nobody = (def: AdminRouteDef): Expected => (def.access === 'public' ? 'pass' : 401);

function forRole(permissions: readonly StaffPermission[]) {
  return (def: AdminRouteDef): Expected =>
    def.access === 'public' || def.access === 'signedIn' || permissions.includes(def.access) ? 'pass' : 403;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.kysely;
  const staffCall = (caller: StaffCaller) => () => caller.headers();

  callers.push({ name: 'no session', headers: () => ({}), expected: nobody });

  const customerId = await insertRegisteredCustomer(db, 'shopper@sabad.test');
  const tokens = createAccessTokenService({ db, clock: { now: () => new Date() }, ttlDays: 30 });
  const { token } = await tokens.issue(customerId);
  callers.push({ name: 'a shopper’s token', headers: () => ({ authorization: `Bearer ${token}` }), expected: nobody });
  callers.push({ name: 'a guest id', headers: () => ({ 'guest-customer-id': randomUUID() }), expected: nobody });

  const halfOpen = await startSignIn(t.app, (await createStaffMember(db, ['Administrators'])).email);
  callers.push({ name: 'a sign-in without its second factor', headers: staffCall(halfOpen), expected: nobody });

  const revokedEmail = (await createStaffMember(db, ['Administrators'])).email;
  const revoked = await signInStaff(t.app, revokedEmail);
  const out = await t.app.inject({ method: 'POST', url: adminUrl('/auth/sign-out'), headers: revoked.headers() });
  expect(out.statusCode).toBe(200);
  callers.push({ name: 'a revoked session', headers: staffCall(revoked), expected: nobody });

  for (const role of roleNames) {
    const caller = await signInStaff(t.app, (await createStaffMember(db, [role])).email);
    callers.push({ name: role, headers: staffCall(caller), expected: forRole(SEEDED_ROLES[role].permissions) });
  }

  const noCsrf = await signInStaff(t.app, (await createStaffMember(db, ['Administrators'])).email);
  callers.push({
    name: 'an administrator without the CSRF header',
    headers: () => noCsrf.headers({ csrf: false }),
    expected: (def) => (def.access !== 'public' && def.method !== 'GET' ? 403 : 'pass'),
  });
});
afterAll(() => t.close());

describe('the admin access matrix', () => {
  it('has a handler for every route of the admin contract', () => {
    const missing = table
      .filter(([, def]) => !t.app.hasRoute({ method: def.method, url: adminRouteUrl(def) }))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('lets through exactly the permitted callers, route by route', async () => {
    const wrong: string[] = [];
    for (const caller of callers) {
      for (const [name, def] of table) {
        const response = await t.app.inject(requestOf(def, caller.headers(def)));
        const expected = caller.expected(def);
        const status = response.statusCode;
        const passed = status !== 401 && status !== 403 && status < 500;
        // A public step may answer 401 to a caller without a half-open sign-in: that is its own answer, not the gate's.
        const ok =
          expected === 'pass'
            ? passed || (def.access === 'public' && status === 401)
            : status === expected && PERSIAN.test(response.json<{ Message: string }>().Message);
        if (!ok) wrong.push(`${caller.name} × ${name} (${def.access}): ${status}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('counts a staff session as nobody on every shop route that needs a customer', async () => {
    const admin = await signInStaff(t.app, (await createStaffMember(t.database.kysely, ['Administrators'])).email);
    const needCustomer = (Object.entries(routes) as [string, RouteDef][]).filter(([, def]) => def.auth);
    expect(needCustomer.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const [name, def] of needCustomer) {
      const response = await t.app.inject({
        method: def.method,
        url: routeUrl(def).replace(/:([A-Za-z]+)/g, '1'),
        headers: admin.headers(),
        ...(def.body ? { payload: {} } : {}),
      });
      if (response.statusCode !== 401) wrong.push(`${name}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
