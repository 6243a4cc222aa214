// Codes are kept only as an HMAC: a stolen database must not reveal live codes, and plain hashes of 10^6 codes are
// reversed at once.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, VerificationPurpose } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { RateLimitedError } from '../../lib/rate-limit-store.js';
import { verificationMessages } from './customers.messages.js';
import {
  consumeCode,
  countCodesSince,
  findLatestCode,
  recordFailedAttempt,
  replaceCode,
  useTicket,
} from './verification-code.repository.js';

export interface VerificationCodePolicy {
  lifetimeSeconds: number;
  maxFailedAttempts: number;
  resendCooldownSeconds: number;
  maxCodesPerHour: number;
  ticketLifetimeSeconds: number;
}

export const DEFAULT_VERIFICATION_POLICY: VerificationCodePolicy = {
  lifetimeSeconds: 600,
  maxFailedAttempts: 5,
  resendCooldownSeconds: 60,
  maxCodesPerHour: 5,
  ticketLifetimeSeconds: 900,
};

export type CodeCheck = { status: 'verified'; ticket: string } | { status: 'wrong' | 'expired' | 'locked' | 'missing' };

export interface VerificationCodeService {
  issue(identity: string, purpose: VerificationPurpose): Promise<{ code: string; expiresInSeconds: number }>;
  verify(identity: string, purpose: VerificationPurpose, code: string): Promise<CodeCheck>;
  redeemTicket(identity: string, purpose: VerificationPurpose, ticket: string): Promise<boolean>;
}

export function createVerificationCodeService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
  policy?: VerificationCodePolicy;
}): VerificationCodeService {
  const { db, clock } = deps;
  const policy = deps.policy ?? DEFAULT_VERIFICATION_POLICY;
  const digest = (kind: string, identity: string, value: string) =>
    createHmac('sha256', deps.secret).update(`${kind}\u0000${identity}\u0000${value}`).digest('hex');
  const secondsLater = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000).toISOString();

  return {
    async issue(identity, purpose) {
      const now = clock.now();
      const latest = await findLatestCode(db, identity, purpose);
      if (latest) {
        const waited = (now.getTime() - new Date(latest.created_at).getTime()) / 1000;
        if (waited < policy.resendCooldownSeconds) {
          const wait = Math.ceil(policy.resendCooldownSeconds - waited);
          throw new RateLimitedError(verificationMessages.resendTooSoon(wait), wait);
        }
      }
      const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
      if ((await countCodesSince(db, identity, purpose, hourAgo)) >= policy.maxCodesPerHour) {
        throw new RateLimitedError(verificationMessages.hourlyCapReached, 3600);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await replaceCode(db, {
        identity,
        purpose,
        code_hash: digest('code', identity, code),
        created_at: now.toISOString(),
        expires_at: secondsLater(now, policy.lifetimeSeconds),
      });
      return { code, expiresInSeconds: policy.lifetimeSeconds };
    },

    async verify(identity, purpose, code) {
      const now = clock.now();
      const latest = await findLatestCode(db, identity, purpose);
      if (!latest || latest.consumed_at || latest.superseded_at) return { status: 'missing' };
      if (latest.failed_attempts >= policy.maxFailedAttempts) return { status: 'locked' };
      if (latest.expires_at <= now.toISOString()) return { status: 'expired' };
      const given = Buffer.from(digest('code', identity, code), 'hex');
      const stored = Buffer.from(latest.code_hash, 'hex');
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        await recordFailedAttempt(db, latest.id, policy.maxFailedAttempts);
        return { status: 'wrong' };
      }
      const ticket = randomBytes(32).toString('base64url');
      const won = await consumeCode(db, latest.id, {
        at: now.toISOString(),
        maxAttempts: policy.maxFailedAttempts,
        ticket_hash: digest('ticket', identity, ticket),
        ticket_expires_at: secondsLater(now, policy.ticketLifetimeSeconds),
      });
      return won ? { status: 'verified', ticket } : { status: 'missing' };
    },

    redeemTicket(identity, purpose, ticket) {
      return useTicket(db, {
        identity,
        purpose,
        ticket_hash: digest('ticket', identity, ticket),
        at: clock.now().toISOString(),
      });
    },
  };
}
