import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { testEnv } from '../../testing/test-env.js';
import {
  createDatabaseRateLimitStore,
  createRedisRateLimitStore,
  RateLimitedError,
  type RateLimitStore,
} from '../../lib/rate-limit-store.js';
import { systemClock } from '../../lib/clock.js';
import { createLoginThrottle } from './login-throttle.js';

function movableClock(start = '2026-11-22T08:00:00.000Z') {
  let now = new Date(start);
  return { now: () => now, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe('database rate-limit store', () => {
  let db: TestDatabase;
  const clock = movableClock();
  let store: RateLimitStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = createDatabaseRateLimitStore(db.kysely, clock);
  });
  afterAll(() => db.close());

  it('counts within a window and starts again after it', async () => {
    expect((await store.peek('k1', 60)).count).toBe(0);
    await store.increment('k1', 60);
    const second = await store.increment('k1', 60);
    expect(second.count).toBe(2);
    expect(second.resetAt.toISOString()).toBe('2026-11-22T08:01:00.000Z');
    clock.advance(61);
    expect((await store.peek('k1', 60)).count).toBe(0);
    expect((await store.increment('k1', 60)).count).toBe(1);
    await store.reset('k1');
    expect((await store.peek('k1', 60)).count).toBe(0);
  });

  it('counts every one of many parallel increments', async () => {
    await Promise.all(Array.from({ length: 25 }, () => store.increment('parallel', 60)));
    expect((await store.peek('parallel', 60)).count).toBe(25);
  });
});

// A real Redis: TEST_REDIS_URL, or the machine's own (.ci/run starts one when it is not running).
describe('Redis rate-limit store', () => {
  let redis: Redis;
  let store: RateLimitStore;
  const prefix = `sabad-test:${process.pid}:${Date.now()}:`;
  beforeAll(() => {
    redis = new Redis(testEnv.TEST_REDIS_URL);
    store = createRedisRateLimitStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts within a window that expires by itself', async () => {
    await store.increment('k', 1);
    expect((await store.increment('k', 1)).count).toBe(2);
    expect((await store.peek('k', 1)).count).toBe(2);
    expect(await redis.pttl(`${prefix}k`)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await store.peek('k', 1)).count).toBe(0);
  });

  it('counts every one of many parallel increments', async () => {
    await Promise.all(Array.from({ length: 25 }, () => store.increment('parallel', 60)));
    expect((await store.peek('parallel', 60)).count).toBe(25);
  });
});

describe('login throttle', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  const small = {
    perAccountAtAddress: { maxFailures: 3, windowSeconds: 60 },
    perAccount: { maxFailures: 6, windowSeconds: 60 },
    perAddress: { maxFailures: 10, windowSeconds: 60 },
  };

  it('allows 5 failures of an account at an address in 15 minutes, then refuses only that pair with Retry-After', async () => {
    const clock = movableClock();
    const throttle = createLoginThrottle(createDatabaseRateLimitStore(db.kysely, clock), clock);
    const attempt = { account: 'sara@example.com', clientAddress: '203.0.113.7' };
    for (let i = 0; i < 5; i++) {
      await throttle.assertAllowed(attempt);
      await throttle.recordFailure(attempt);
    }
    const error = await throttle.assertAllowed(attempt).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).statusCode).toBe(429);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(900);
    expect((error as RateLimitedError).message).toContain('۱۵ دقیقهٔ دیگر');

    // Another shopper behind the same address, and the same account from elsewhere, still log in.
    await expect(
      throttle.assertAllowed({ account: 'ali@example.com', clientAddress: '203.0.113.7' }),
    ).resolves.toBeUndefined();
    await expect(
      throttle.assertAllowed({ account: 'sara@example.com', clientAddress: '198.51.100.1' }),
    ).resolves.toBeUndefined();

    clock.advance(15 * 60 + 1);
    await expect(throttle.assertAllowed(attempt)).resolves.toBeUndefined();
  });

  it('refuses an account guessed from many addresses at its per-account limit', async () => {
    const clock = movableClock();
    const throttle = createLoginThrottle(createDatabaseRateLimitStore(db.kysely, clock), clock, small);
    for (let i = 0; i < 6; i++)
      await throttle.recordFailure({ account: 'target@example.com', clientAddress: `192.0.2.${i}` });
    const error = await throttle
      .assertAllowed({ account: 'target@example.com', clientAddress: '192.0.2.200' })
      .catch((e: unknown) => e);
    expect((error as RateLimitedError).message).toBe(
      'برای این حساب تلاش‌های ناموفق ورود زیادی شده است. ۱ دقیقهٔ دیگر دوباره تلاش کنید یا رمز عبور را بازیابی کنید.',
    );
  });

  it('refuses every account from an address past the per-address ceiling', async () => {
    const clock = movableClock();
    const throttle = createLoginThrottle(createDatabaseRateLimitStore(db.kysely, clock), clock, small);
    for (let i = 0; i < 10; i++)
      await throttle.recordFailure({ account: `user${i}@example.com`, clientAddress: '192.0.2.77' });
    const error = await throttle
      .assertAllowed({ account: 'fresh@example.com', clientAddress: '192.0.2.77' })
      .catch((e: unknown) => e);
    expect((error as RateLimitedError).message).toBe(
      'از این نشانی اینترنتی تلاش‌های ناموفق ورود بسیار زیادی رسیده است. ۱ دقیقهٔ دیگر دوباره تلاش کنید.',
    );
    await expect(
      throttle.assertAllowed({ account: 'fresh@example.com', clientAddress: '192.0.2.78' }),
    ).resolves.toBeUndefined();
  });

  it('a successful login clears the account counts but not the address count', async () => {
    const clock = movableClock();
    const throttle = createLoginThrottle(createDatabaseRateLimitStore(db.kysely, clock), clock, {
      ...small,
      perAddress: { maxFailures: 3, windowSeconds: 60 },
    });
    const attempt = { account: 'reza@example.com', clientAddress: '192.0.2.9' };
    for (let i = 0; i < 3; i++) await throttle.recordFailure(attempt);
    await expect(throttle.assertAllowed(attempt)).rejects.toBeInstanceOf(RateLimitedError);
    await throttle.recordSuccess(attempt);
    await expect(
      throttle.assertAllowed({ account: 'reza@example.com', clientAddress: '192.0.2.10' }),
    ).resolves.toBeUndefined();
    // The pair is cleared, but the address is still at its (here small) ceiling.
    const error = await throttle.assertAllowed(attempt).catch((e: unknown) => e);
    expect((error as RateLimitedError).message).toContain('از این نشانی اینترنتی');
  });
});

describe('login throttle on Redis', () => {
  let redis: Redis;
  const prefix = `sabad-test-login:${process.pid}:${Date.now()}:`;
  beforeAll(() => {
    redis = new Redis(testEnv.TEST_REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('locks an account at one address only and keeps the address ceiling for everyone there', async () => {
    const throttle = createLoginThrottle(createRedisRateLimitStore(redis, prefix), systemClock, {
      perAccountAtAddress: { maxFailures: 5, windowSeconds: 900 },
      perAccount: { maxFailures: 20, windowSeconds: 900 },
      perAddress: { maxFailures: 12, windowSeconds: 900 },
    });
    const address = '100.64.9.9';
    for (let i = 0; i < 5; i++) await throttle.recordFailure({ account: 'sara@example.com', clientAddress: address });
    const locked = await throttle
      .assertAllowed({ account: 'sara@example.com', clientAddress: address })
      .catch((e: unknown) => e);
    expect((locked as RateLimitedError).retryAfterSeconds).toBeGreaterThan(890);
    expect((locked as RateLimitedError).message).toContain('۱۵ دقیقهٔ دیگر');
    await expect(
      throttle.assertAllowed({ account: 'ali@example.com', clientAddress: address }),
    ).resolves.toBeUndefined();
    await expect(
      throttle.assertAllowed({ account: 'sara@example.com', clientAddress: '198.51.100.3' }),
    ).resolves.toBeUndefined();

    for (let i = 0; i < 7; i++)
      await throttle.recordFailure({ account: `user${i}@example.com`, clientAddress: address });
    await expect(throttle.assertAllowed({ account: 'ali@example.com', clientAddress: address })).rejects.toThrow(
      'از این نشانی اینترنتی',
    );
  });
});
