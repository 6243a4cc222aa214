// Shared by every process (Redis or the database): a per-process counter would multiply a client's allowance.
import type { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from './app-error.js';
import type { Clock } from './clock.js';

export interface WindowCount {
  count: number;
  resetAt: Date;
}

export interface RateLimitStore {
  increment(key: string, windowSeconds: number): Promise<WindowCount>;
  peek(key: string, windowSeconds: number): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'RateLimitedError';
  }
}

export function createDatabaseRateLimitStore(db: Kysely<Database>, clock: Clock): RateLimitStore {
  const windowEnd = (startedAt: string, windowSeconds: number) =>
    new Date(new Date(startedAt).getTime() + windowSeconds * 1000);
  return {
    async increment(key, windowSeconds) {
      const now = clock.now();
      const nowText = now.toISOString();
      const cutoff = new Date(now.getTime() - windowSeconds * 1000).toISOString();
      // One statement, so concurrent failures from several processes are all counted.
      const row = await db
        .insertInto('rate_limit_counter')
        .values({ key, window_started_at: nowText, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limit_counter.window_started_at <= ${cutoff} then 1 else rate_limit_counter.count + 1 end`,
            window_started_at: sql<string>`case when rate_limit_counter.window_started_at <= ${cutoff} then ${nowText} else rate_limit_counter.window_started_at end`,
          }),
        )
        .returning(['count', 'window_started_at'])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: windowEnd(row.window_started_at, windowSeconds) };
    },
    async peek(key, windowSeconds) {
      const now = clock.now();
      const row = await db
        .selectFrom('rate_limit_counter')
        .select(['count', 'window_started_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row || windowEnd(row.window_started_at, windowSeconds) <= now) return { count: 0, resetAt: now };
      return { count: row.count, resetAt: windowEnd(row.window_started_at, windowSeconds) };
    },
    async reset(key) {
      await db.deleteFrom('rate_limit_counter').where('key', '=', key).execute();
    },
  };
}

export function createRedisRateLimitStore(redis: Redis, prefix = 'sabad:rl:'): RateLimitStore {
  return {
    async increment(key, windowSeconds) {
      const name = prefix + key;
      // SET NX starts a window only when none is running; INCR and PTTL read it in the same transaction.
      const results = await redis
        .multi()
        .set(name, 0, 'PX', windowSeconds * 1000, 'NX')
        .incr(name)
        .pttl(name)
        .exec();
      const count = Number(results?.[1]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async peek(key) {
      const name = prefix + key;
      const [value, ttl] = await Promise.all([redis.get(name), redis.pttl(name)]);
      return { count: value ? Number(value) : 0, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
