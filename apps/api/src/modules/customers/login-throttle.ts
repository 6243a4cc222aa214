/**
 * Login throttling, sized for carrier-grade NAT: many shoppers on one mobile network share one
 * public address, so the address alone cannot be what locks a login. Failed logins are counted
 * three ways in a window:
 * - per account at one address (low): a guesser is stopped quickly, and only for that account
 *   from that address — the other shoppers behind the same address still log in;
 * - per account from anywhere (higher): guessing one password from many addresses is stopped too;
 * - per address whatever the account (a much higher ceiling): one address trying many accounts
 *   (credential stuffing) is stopped, yet a whole NAT's worth of typos is not.
 * Past a limit the login answers 429 with Retry-After and a Persian message naming what is
 * limited. A success clears its account's counts (at that address and overall), not the address's.
 */
import { RateLimitedError, type RateLimitStore, type WindowCount } from '../../lib/rate-limit-store.js';
import type { Clock } from '../../lib/clock.js';
import { accountMessages } from './customers.messages.js';

export interface LoginLimit {
  /** Failed logins allowed in a window; the next login is refused until the window ends. */
  maxFailures: number;
  windowSeconds: number;
}

export interface LoginThrottlePolicy {
  /** Failures of one account from one client address. */
  perAccountAtAddress: LoginLimit;
  /** Failures of one account from every address together. */
  perAccount: LoginLimit;
  /** Failures from one client address, whatever the account (the carrier-grade-NAT ceiling). */
  perAddress: LoginLimit;
}

const FIFTEEN_MINUTES = 15 * 60;

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  perAccountAtAddress: { maxFailures: 5, windowSeconds: FIFTEEN_MINUTES },
  // Above the per-address-and-account limit, so a single guesser cannot lock an account out everywhere.
  perAccount: { maxFailures: 20, windowSeconds: FIFTEEN_MINUTES },
  // 50 shoppers behind one address may each mistype twice and all still log in.
  perAddress: { maxFailures: 100, windowSeconds: FIFTEEN_MINUTES },
};

export interface LoginAttempt {
  /** The normalised email or mobile number typed. */
  account: string;
  /** The client's address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientAddress: string;
}

export interface LoginThrottle {
  /** Throws RateLimitedError (429) when the account at this address, the account or the address is over its limit. */
  assertAllowed(attempt: LoginAttempt): Promise<void>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

type LimitName = keyof LoginThrottlePolicy;

const keyOf: Record<LimitName, (attempt: LoginAttempt) => string> = {
  perAccountAtAddress: (a) => `login:account-at-address:${a.clientAddress}:${a.account}`,
  perAccount: (a) => `login:account:${a.account}`,
  perAddress: (a) => `login:address:${a.clientAddress}`,
};

/** Checked in this order: the narrowest limit names the cause best. */
const LIMIT_NAMES: readonly LimitName[] = ['perAccountAtAddress', 'perAccount', 'perAddress'];

const messageFor: Record<LimitName, (waitSeconds: number) => string> = {
  perAccountAtAddress: accountMessages.tooManyLoginAttemptsForAccountHere,
  perAccount: accountMessages.tooManyLoginAttemptsForAccount,
  perAddress: accountMessages.tooManyLoginAttemptsFromAddress,
};

export function createLoginThrottle(
  store: RateLimitStore,
  clock: Clock,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
): LoginThrottle {
  const waitSecondsUntil = (count: WindowCount) =>
    Math.max(1, Math.ceil((count.resetAt.getTime() - clock.now().getTime()) / 1000));
  return {
    async assertAllowed(attempt) {
      const counts = await Promise.all(
        LIMIT_NAMES.map(async (name) => ({
          name,
          count: await store.peek(keyOf[name](attempt), policy[name].windowSeconds),
        })),
      );
      const blocked = counts.find(({ name, count }) => count.count >= policy[name].maxFailures);
      if (!blocked) return;
      const wait = waitSecondsUntil(blocked.count);
      throw new RateLimitedError(messageFor[blocked.name](wait), wait);
    },
    async recordFailure(attempt) {
      await Promise.all(LIMIT_NAMES.map((name) => store.increment(keyOf[name](attempt), policy[name].windowSeconds)));
    },
    async recordSuccess(attempt) {
      await Promise.all([store.reset(keyOf.perAccountAtAddress(attempt)), store.reset(keyOf.perAccount(attempt))]);
    },
  };
}
