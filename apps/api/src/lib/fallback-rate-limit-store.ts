// Counts restart in the database during a Redis outage: one extra window per outage, accepted for availability.
import type { RateLimitStore } from './rate-limit-store.js';

export const REDIS_RETRY_INTERVAL_MS = 2_000;

export interface FallbackRateLimitStoreDeps {
  primary: RateLimitStore;
  fallback: RateLimitStore;
  log: { warn(message: string): void; info(message: string): void };
  retryIntervalMs?: number;
  /** The retry interval is wall time, not the store's clock. */
  now?: () => number;
}

export function createFallbackRateLimitStore(deps: FallbackRateLimitStoreDeps): RateLimitStore {
  const retryIntervalMs = deps.retryIntervalMs ?? REDIS_RETRY_INTERVAL_MS;
  const now = deps.now ?? Date.now;
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
