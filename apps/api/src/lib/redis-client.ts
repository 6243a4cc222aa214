/**
 * The Redis client the server opens when REDIS_URL is set. Its options make a Redis outage cost a
 * request milliseconds, not seconds: a call made while disconnected fails at once (no offline
 * queue), a call Redis does not answer fails after COMMAND_TIMEOUT_MS, and the rate-limit store
 * then answers from the database (lib/fallback-rate-limit-store.ts) while the client reconnects.
 */
import type { Redis, RedisOptions } from 'ioredis';

/** A Redis that takes longer than this to answer one command counts as down for that call. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 2_000,
  // A command caught by a dropped connection is retried once, then fails over to the database.
  maxRetriesPerRequest: 1,
  // Reconnect quickly at first, then every 2 s for as long as Redis is away.
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/** Loaded only when configured: most stores run without Redis, and start faster without it. */
export async function openRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, { ...REDIS_CLIENT_OPTIONS, ...options });
  // Connection errors are reported by the rate-limit store once per outage; without a listener
  // ioredis would print every failed reconnect to stderr.
  redis.on('error', () => undefined);
  return redis;
}
