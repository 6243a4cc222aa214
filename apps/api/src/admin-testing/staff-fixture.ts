// Staff members and signed-in sessions for admin API tests, made through the same services and
// HTTP routes a person uses (password, then the authenticator's code).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { generateSync } from 'otplib';
import { ADMIN_API_BASE_PATH } from '@sabad/contract/admin';
import type { Database } from '../db/schema.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { createAuditLog } from '../modules/audit/index.js';
import { createPasswordHasher } from '../modules/customers/index.js';
import { createStaffService, createStaffSessions, type StaffService } from '../modules/staff/index.js';
import { testPasswordCost } from '../testing/test-app.js';

export const STAFF_TEST_PASSWORD = 'a-long-staff-password';
// A fixed 20-byte secret (base32), so a test can compute the code an authenticator would show.
export const STAFF_TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code an authenticator app shows for the secret at that moment. */
export function totpCode(secret: string, now: Date): string {
  return generateSync({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

export const adminUrl = (path: string) => `${ADMIN_API_BASE_PATH}${path}`;

export function staffServiceFor(db: Kysely<Database>, clock: Clock = systemClock): StaffService {
  const auditLog = createAuditLog({ db, clock });
  return createStaffService({
    db,
    clock,
    passwords: createPasswordHasher(testPasswordCost),
    sessions: createStaffSessions({ db, clock, cookieSecure: true }),
    auditLog,
  });
}

let serial = 0;

/** A staff member with a known password and (unless `withoutTotp`) a confirmed TOTP secret. */
export async function createStaffMember(
  db: Kysely<Database>,
  roles: readonly string[],
  options: { email?: string; withoutTotp?: boolean; clock?: Clock } = {},
) {
  serial += 1;
  const created = await staffServiceFor(db, options.clock).create(
    { staffId: null, email: 'test', ip: 'test' },
    {
      email: options.email ?? `staff${serial}-${Date.now()}@sabad.test`,
      name: `کارمند ${serial}`,
      roles,
      password: STAFF_TEST_PASSWORD,
      ...(options.withoutTotp ? {} : { totpSecret: STAFF_TEST_TOTP_SECRET }),
    },
  );
  return created.staff;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header]).find((c) => c?.startsWith('sabad_admin='));
  if (!line) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return line.split(';')[0] ?? '';
}

export interface StaffCaller {
  cookie: string;
  csrfToken: string;
  /** The headers of a signed-in call; `csrf: false` leaves the CSRF header out. */
  headers(options?: { csrf?: boolean }): Record<string, string>;
}

export function callerOf(cookie: string, csrfToken: string): StaffCaller {
  return {
    cookie,
    csrfToken,
    headers: (options = {}) => ({ cookie, ...(options.csrf === false ? {} : { 'x-csrf-token': csrfToken }) }),
  };
}

/** The password step alone: a half-open session waiting for its second factor (or set-up). */
export async function startSignIn(
  app: FastifyInstance,
  email: string,
  password = STAFF_TEST_PASSWORD,
): Promise<StaffCaller & { next: string }> {
  const first = await app.inject({ method: 'POST', url: adminUrl('/auth/sign-in'), payload: { email, password } });
  if (first.statusCode !== 200) throw new Error(`sign-in ${first.statusCode} ${first.body}`);
  const state = first.json<{ next: string; csrfToken: string }>();
  return { ...callerOf(sessionCookieOf(first), state.csrfToken), next: state.next };
}

/** Password, then the authenticator's code: a complete session. */
export async function signInStaff(
  app: FastifyInstance,
  email: string,
  options: { clock?: Clock; password?: string } = {},
): Promise<StaffCaller> {
  const clock = options.clock ?? systemClock;
  const first = await app.inject({
    method: 'POST',
    url: adminUrl('/auth/sign-in'),
    payload: { email, password: options.password ?? STAFF_TEST_PASSWORD },
  });
  if (first.statusCode !== 200) throw new Error(`sign-in ${first.statusCode} ${first.body}`);
  const state = first.json<{ next: string; csrfToken: string }>();
  let caller = callerOf(sessionCookieOf(first), state.csrfToken);
  if (state.next === 'done') return caller;
  if (state.next !== 'totp') throw new Error(`sign-in stopped at ${state.next}`);
  const second = await app.inject({
    method: 'POST',
    url: adminUrl('/auth/totp'),
    headers: caller.headers(),
    payload: { code: totpCode(STAFF_TEST_TOTP_SECRET, clock.now()) },
  });
  if (second.statusCode !== 200) throw new Error(`totp ${second.statusCode} ${second.body}`);
  caller = callerOf(sessionCookieOf(second), second.json<{ csrfToken: string }>().csrfToken);
  return caller;
}
