// Staff sessions live in their own table and cookie (ADR 0064): the cookie carries a random token,
// the table its SHA-256, and the CSRF token is derived from the token, so only a page that was
// told it (by sign-in or /staff/me) can send it — a cross-site form never can.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffPermission } from '@sabad/contract/admin';
import type { Database, StaffRow, StaffSessionRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import {
  CSRF_HEADER,
  type StaffActor,
  type StaffSessionContext,
  type StaffSessionResolver,
} from '../../plugins/admin-routes.js';
import {
  completeSession,
  findLiveSession,
  findStaff,
  insertSession,
  listLiveSessions,
  permissionsOf,
  revokeAllSessions,
  revokeSession,
  touchSession,
} from './staff.repository.js';

export const STAFF_COOKIE = 'sabad_admin';
const COOKIE_PATH = '/api/admin';
const MINUTE_MS = 60 * 1000;
/** Time to type the second factor after the password. */
const PENDING_MS = 10 * MINUTE_MS;
/** A session ends after this long unused; each use moves the end, at most once a minute. */
const IDLE_MS = 12 * 60 * MINUTE_MS;
/** And a week after sign-in whatever happens, so a forgotten tab does not stay signed in for ever. */
const LIFETIME_MS = 7 * 24 * 60 * MINUTE_MS;
const TOUCH_INTERVAL_MS = MINUTE_MS;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function csrfTokenFor(token: string): string {
  return createHash('sha256').update(`sabad-admin-csrf:${token}`, 'utf8').digest('base64url');
}

function csrfMatcher(token: string): (header: string | undefined) => boolean {
  const expected = Buffer.from(csrfTokenFor(token));
  return (header) => {
    if (!header) return false;
    const given = Buffer.from(header.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

export function staffTokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === STAFF_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

export interface PendingSignIn {
  session: StaffSessionRow;
  staff: StaffRow;
  token: string;
  actor: StaffActor;
}

export interface OpenedSession {
  token: string;
  sessionId: number;
  csrfToken: string;
}

export interface StaffSessions extends StaffSessionResolver {
  open(
    db: Kysely<Database>,
    input: { staffId: number; secondFactorDone: boolean; ip: string; userAgent: string },
  ): Promise<OpenedSession>;
  /** The half-open session of a sign-in waiting for its second factor, when the CSRF header matches. */
  pending(request: FastifyRequest): Promise<PendingSignIn | null>;
  /** The second factor is done: the session gets a new token (the half-open one is dead) and its full lifetime. */
  complete(db: Kysely<Database>, sessionId: number): Promise<OpenedSession | null>;
  list(staffId: number): Promise<StaffSessionRow[]>;
  revoke(db: Kysely<Database>, staffId: number, sessionId: number): Promise<boolean>;
  endAll(db: Kysely<Database>, staffId: number): Promise<void>;
  /** The CSRF token of the request's session cookie (the gate has checked the session). */
  csrfFor(request: FastifyRequest): string | null;
  setCookie(token: string): string;
  clearCookie(): string;
}

export function createStaffSessions(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Off only where the admin is reached over plain HTTP on a non-local address (ADR 0064). */
  cookieSecure: boolean;
}): StaffSessions {
  const { db, clock } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();
  const cookieAttributes = `Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${deps.cookieSecure ? '; Secure' : ''}`;

  async function live(request: FastifyRequest) {
    const token = staffTokenFrom(request);
    if (!token) return null;
    const now = clock.now();
    const session = await findLiveSession(db, sha256(token), now.toISOString());
    if (!session) return null;
    const staff = await findStaff(db, session.staff_id);
    if (!staff || staff.active !== 1) return null;
    return { token, session, staff, now };
  }

  async function actorOf(staff: StaffRow, session: StaffSessionRow, ip: string): Promise<StaffActor> {
    const permissions: readonly StaffPermission[] = await permissionsOf(db, staff.id);
    return { staffId: staff.id, email: staff.email, ip, sessionId: session.id, permissions };
  }

  return {
    async resolve(request): Promise<StaffSessionContext | null> {
      const found = await live(request);
      if (!found || found.session.second_factor_done !== 1) return null;
      const { session, staff, now, token } = found;
      if (now.getTime() - new Date(session.last_seen_at).getTime() >= TOUCH_INTERVAL_MS) {
        const end = Math.min(new Date(session.created_at).getTime() + LIFETIME_MS, now.getTime() + IDLE_MS);
        await touchSession(db, session.id, now.toISOString(), iso(end));
      }
      return {
        actor: await actorOf(staff, session, request.ip),
        csrfMatches: csrfMatcher(token),
        mustChangePassword: staff.must_change_password === 1,
      };
    },

    async pending(request) {
      const found = await live(request);
      if (!found || found.session.second_factor_done !== 0) return null;
      const header = request.headers[CSRF_HEADER];
      if (!csrfMatcher(found.token)(typeof header === 'string' ? header : undefined)) return null;
      return {
        session: found.session,
        staff: found.staff,
        token: found.token,
        actor: await actorOf(found.staff, found.session, request.ip),
      };
    },

    async open(trx, input) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now().getTime();
      const sessionId = await insertSession(trx, {
        tokenHash: sha256(token),
        staffId: input.staffId,
        now: iso(now),
        expiresAt: iso(now + (input.secondFactorDone ? IDLE_MS : PENDING_MS)),
        ip: input.ip.slice(0, 64),
        userAgent: input.userAgent.slice(0, 300),
        secondFactorDone: input.secondFactorDone,
      });
      return { token, sessionId, csrfToken: csrfTokenFor(token) };
    },

    async complete(trx, sessionId) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now().getTime();
      const done = await completeSession(trx, sessionId, {
        tokenHash: sha256(token),
        now: iso(now),
        expiresAt: iso(now + IDLE_MS),
      });
      return done ? { token, sessionId, csrfToken: csrfTokenFor(token) } : null;
    },

    list: (staffId) => listLiveSessions(db, staffId, clock.now().toISOString()),
    revoke: (trx, staffId, sessionId) => revokeSession(trx, staffId, sessionId, clock.now().toISOString()),
    endAll: (trx, staffId) => revokeAllSessions(trx, staffId, clock.now().toISOString()),
    csrfFor(request) {
      const token = staffTokenFrom(request);
      return token ? csrfTokenFor(token) : null;
    },
    setCookie: (token) => `${STAFF_COOKIE}=${token}; ${cookieAttributes}`,
    clearCookie: () => `${STAFF_COOKIE}=; ${cookieAttributes}; Max-Age=0`,
  };
}
