// Fail fast while Redis is away (no offline queue, a command timeout) so rate limits fall back to the database.
import type { Redis, RedisOptions } from 'ioredis';

export const REDIS_COMMAND_TIMEOUT_MS = 500;

export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 2_000,
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

export async function openRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, { ...REDIS_CLIENT_OPTIONS, ...options });
  // Outages are reported once by the rate-limit store; without a listener ioredis prints every failed reconnect.
  redis.on('error', () => undefined);
  return redis;
}
