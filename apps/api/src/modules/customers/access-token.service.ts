// Stored only as a SHA-256 hash; expiry slides with use; revoked on logout and password change.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CustomerRow, Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import {
  findActiveToken,
  insertAccessToken,
  revokeAccessToken,
  revokeCustomerAccessTokens,
  touchAccessToken,
} from './access-token.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token's expiry slides forward at most this often, so a busy client is not a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: string;
}

export interface AccessTokenService {
  issue(customerId: number, db?: Kysely<Database>): Promise<IssuedAccessToken>;
  resolve(token: string): Promise<CustomerRow | null>;
  revoke(token: string): Promise<boolean>;
  revokeAllForCustomer(customerId: number, db?: Kysely<Database>): Promise<number>;
}

export function createAccessTokenService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  ttlDays: number;
}): AccessTokenService {
  const ttlMs = deps.ttlDays * DAY_MS;
  const expiryFrom = (now: Date) => new Date(now.getTime() + ttlMs).toISOString();

  return {
    async issue(customerId, db = deps.db) {
      const now = deps.clock.now();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = expiryFrom(now);
      await insertAccessToken(db, { customerId, tokenHash: hashAccessToken(token), now: now.toISOString(), expiresAt });
      return { token, expiresAt };
    },

    async resolve(token) {
      if (token.length < 16 || token.length > 200) return null;
      const now = deps.clock.now();
      const found = await findActiveToken(deps.db, hashAccessToken(token), now.toISOString());
      if (!found) return null;
      if (now.getTime() - Date.parse(found.lastUsedAt) >= TOUCH_INTERVAL_MS) {
        await touchAccessToken(deps.db, found.tokenId, now.toISOString(), expiryFrom(now));
      }
      return found.customer;
    },

    async revoke(token) {
      return (await revokeAccessToken(deps.db, hashAccessToken(token), deps.clock.now().toISOString())) > 0;
    },

    revokeAllForCustomer(customerId, db = deps.db) {
      return revokeCustomerAccessTokens(db, customerId, deps.clock.now().toISOString());
    },
  };
}
