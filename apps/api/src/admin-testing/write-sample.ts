/**
 * The registry's types: a sample makes the data a write route needs and answers one valid call.
 * The generated audit test (admin-audit.test.ts) runs each and expects 200 and a new audit row.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminRouteName } from '@sabad/contract/admin';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { StaffMember } from '../modules/staff/index.js';
import type { StaffCaller } from './staff-fixture.js';

export interface WriteSampleContext {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: Clock;
  /** A signed-in member of the Administrators role (every permission). */
  admin: StaffCaller;
  /** A new staff member (with a confirmed TOTP secret unless `withoutTotp`). */
  newStaff: (roles: readonly string[], options?: { withoutTotp?: boolean }) => Promise<StaffMember>;
  /** A new staff member with these roles, signed in. */
  signedIn: (roles: readonly string[]) => Promise<StaffCaller>;
}

export interface WriteCall {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** The administrator's (cookie and CSRF token) unless given. */
  headers?: Record<string, string>;
}

export type WriteSample = (context: WriteSampleContext) => Promise<WriteCall>;
export type WriteSamples = Partial<Record<AdminRouteName, WriteSample>>;
