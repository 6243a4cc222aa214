/**
 * Rate limits that survive a Redis outage: the counters live in Redis, and when a Redis call fails
 * (down, unreachable, or slower than the client's command timeout) the same call is answered by
 * the database store instead, so logins, contact messages and pushes keep working — the store
 * keeps selling. One warning is logged when the outage starts and one line when Redis answers
 * again, not one per request. While Redis is down it is tried again at most every
 * `retryIntervalMs`, so requests do not each wait on a dead connection.
 *
 * During an outage the counts start afresh in the database (Redis's counts are unreachable), so a
 * client gets at most one extra window's allowance per outage; that is accepted for availability.
 */
import type { RateLimitStore } from './rate-limit-store.js';

/** How long after a failed Redis call the database answers before Redis is tried again. */
export const REDIS_RETRY_INTERVAL_MS = 2_000;

export interface FallbackRateLimitStoreDeps {
  primary: RateLimitStore;
  fallback: RateLimitStore;
  log: { warn(message: string): void; info(message: string): void };
  retryIntervalMs?: number;
  /** Milliseconds now (Date.now by default); the retry interval is wall time, not the store's clock. */
  now?: () => number;
}

export function createFallbackRateLimitStore(deps: FallbackRateLimitStoreDeps): RateLimitStore {
  const retryIntervalMs = deps.retryIntervalMs ?? REDIS_RETRY_INTERVAL_MS;
  const now = deps.now ?? Date.now;
  /** When the current outage was noticed (null while Redis answers), and when to try Redis next. */
  let outageSince: number | null = null;
  let nextTryAt = 0;

  async function run<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (outageSince !== null && now() < nextTryAt) return call(deps.fallback);
    try {
      const result = await call(deps.primary);
      if (outageSince !== null) {
        deps.log.info(
          `Redis answers again after ${Math.round((now() - outageSince) / 1000)} s: rate limits are counted in Redis again.`,
        );
        outageSince = null;
      }
      return result;
    } catch (error) {
      if (outageSince === null) {
        outageSince = now();
        deps.log.warn(
          `Redis failed (${error instanceof Error ? error.message : String(error)}): rate limits fall back to the database until it answers again.`,
        );
      }
      nextTryAt = now() + retryIntervalMs;
      return call(deps.fallback);
    }
  }

  return {
    increment: (key, windowSeconds) => run((store) => store.increment(key, windowSeconds)),
    peek: (key, windowSeconds) => run((store) => store.peek(key, windowSeconds)),
    reset: (key) => run((store) => store.reset(key)),
  };
}
