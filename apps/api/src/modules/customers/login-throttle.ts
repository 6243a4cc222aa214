// Sized for carrier-grade NAT, where many shoppers share one address: failures are counted per account at an address
// (low), per account (higher) and per address (a much higher ceiling), so a guesser, a spread-out guess and credential
// stuffing are each stopped while the other shoppers behind the address still log in.
import { RateLimitedError, type RateLimitStore, type WindowCount } from '../../lib/rate-limit-store.js';
import type { Clock } from '../../lib/clock.js';
import { accountMessages } from './customers.messages.js';

export interface LoginLimit {
  maxFailures: number;
  windowSeconds: number;
}

export interface LoginThrottlePolicy {
  perAccountAtAddress: LoginLimit;
  perAccount: LoginLimit;
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
  account: string;
  /** The client's address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientAddress: string;
}

export interface LoginThrottle {
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

export type LoginThrottleMessages = Record<LimitName, (waitSeconds: number) => string>;

const shopperMessages: LoginThrottleMessages = {
  perAccountAtAddress: accountMessages.tooManyLoginAttemptsForAccountHere,
  perAccount: accountMessages.tooManyLoginAttemptsForAccount,
  perAddress: accountMessages.tooManyLoginAttemptsFromAddress,
};

export function createLoginThrottle(
  store: RateLimitStore,
  clock: Clock,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
  /** The back office's sign-in says what fits staff (no "recover your password" link there). */
  messageFor: LoginThrottleMessages = shopperMessages,
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
