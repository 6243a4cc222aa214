/**
 * Login throttling: at most `maxFailures` failed logins per account and per client address in a
 * window; past that, logins from that address or for that account answer 429 with Retry-After
 * until the window ends. A success clears the account's count (not the address's).
 */
import { RateLimitedError, type RateLimitStore } from '../../lib/rate-limit-store.js';
import type { Clock } from '../../lib/clock.js';
import { accountMessages } from './customers.messages.js';

export interface LoginThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = { maxFailures: 10, windowSeconds: 15 * 60 };

export interface LoginAttempt {
  /** The normalised email or mobile number typed. */
  account: string;
  /** The client's address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientAddress: string;
}

export interface LoginThrottle {
  /** Throws RateLimitedError (429) when the account or the address is over the limit. */
  assertAllowed(attempt: LoginAttempt): Promise<void>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

const accountKey = (attempt: LoginAttempt) => `login:account:${attempt.account}`;
const keysOf = (attempt: LoginAttempt) => [accountKey(attempt), `login:address:${attempt.clientAddress}`];

export function createLoginThrottle(
  store: RateLimitStore,
  clock: Clock,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
): LoginThrottle {
  return {
    async assertAllowed(attempt) {
      const counts = await Promise.all(keysOf(attempt).map((key) => store.peek(key, policy.windowSeconds)));
      const blocked = counts.filter((c) => c.count >= policy.maxFailures);
      if (blocked.length === 0) return;
      const until = Math.max(...blocked.map((c) => c.resetAt.getTime()));
      throw new RateLimitedError(
        accountMessages.tooManyLoginAttempts,
        Math.max(1, Math.ceil((until - clock.now().getTime()) / 1000)),
      );
    },
    async recordFailure(attempt) {
      await Promise.all(keysOf(attempt).map((key) => store.increment(key, policy.windowSeconds)));
    },
    async recordSuccess(attempt) {
      await store.reset(accountKey(attempt));
    },
  };
}
