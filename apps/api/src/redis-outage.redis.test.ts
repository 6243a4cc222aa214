/**
 * Redis down, the store keeps selling (issue 15): with the rate-limit counters in a Redis that
 * dies, cart/add, login and placing an order still answer 2xx, the limits are counted in the
 * database with one logged warning, and once Redis is back they are counted in Redis again.
 * The test runs its own redis-server on a free port (the machine's shared one is left alone).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { catalogFixture } from './testing/catalog-fixture.js';
import { checkoutFixture } from './testing/checkout-fixture.js';
import { createTestDatabase } from './testing/test-database.js';
import { freePort } from './testing/free-port.js';
import { testConfig, testPasswordCost, type TestApp } from './testing/test-app.js';
import { createPasswordHasher } from './modules/customers/index.js';
import { systemClock } from './lib/clock.js';
import { REDIS_RETRY_INTERVAL_MS } from './lib/fallback-rate-limit-store.js';
import { openRedis, REDIS_COMMAND_TIMEOUT_MS } from './lib/redis-client.js';

const PASSWORD = 'secret-1403';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startRedisServer(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe('Redis outage', () => {
  let port: number;
  let redisServer: ChildProcess;
  let redis: Redis;
  let t: TestApp;
  const logLines: Array<{ level: number; msg: string }> = [];
  let shopperEmail: string;

  beforeAll(async () => {
    port = await freePort();
    redisServer = startRedisServer(port);
    redis = await openRedis(`redis://127.0.0.1:${port}`);
    await waitFor(() => redis.status === 'ready', 'Redis to start');
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.kysely,
      config: { ...testConfig, LOG_LEVEL: 'info' },
      redis,
      settingsCacheTtlMs: 0,
      catalogCacheTtlMs: 0,
      passwordCost: testPasswordCost,
      logStream: { write: (line) => logLines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    await app.ready();
    t = {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    const customerId = await catalogFixture(database.kysely).customer({ email: 'outage@example.com' });
    await database.kysely
      .updateTable('customer')
      .set({ password_hash: await createPasswordHasher(testPasswordCost).hash(PASSWORD) })
      .where('id', '=', customerId)
      .execute();
    shopperEmail = 'outage@example.com';
  });
  afterAll(async () => {
    redis?.disconnect();
    redisServer?.kill('SIGKILL');
    await t?.close();
  });

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/account/login',
      payload: { Email: email, Password: password, DeviceToken: '' },
      remoteAddress: '100.64.1.1',
    });
  const databaseCount = async (key: string) =>
    (await t.database.kysely.selectFrom('rate_limit_counter').select('count').where('key', '=', key).executeTakeFirst())
      ?.count ?? 0;
  const warnings = () => logLines.filter((line) => line.level === 40 && line.msg.includes('fall back to the database'));

  it('counts in Redis, keeps selling on the database while Redis is down, and returns to Redis', async () => {
    // Redis up: a failed login is counted there, not in the database.
    expect((await login('first@example.com', 'wrong')).statusCode).toBe(401);
    expect(await redis.get('sabad:rl:login:account:first@example.com')).toBe('1');
    expect(await databaseCount('login:account:first@example.com')).toBe(0);

    redisServer.kill('SIGKILL');
    await once(redisServer, 'exit');
    await waitFor(() => redis.status !== 'ready', 'the client to notice Redis is gone');

    // Redis down: the store keeps selling, without waiting on the dead connection.
    const c = checkoutFixture(t, systemClock);
    const mug = await catalogFixture(t.database.kysely).product({ name: 'ماگ سفالی', price: 2_000_000, stock: 100 });
    const startedAt = Date.now();
    const failed = await login('second@example.com', 'wrong');
    expect(failed.statusCode).toBe(401);
    const loggedIn = await login(shopperEmail, PASSWORD);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const headers = { authorization: `Basic ${loggedIn.json<{ AccessToken: string }>().AccessToken}` };
    const added = await c.call('POST', '/cart/add', headers, { ProductId: mug, Quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const shopper = await c.readyShopper({ lines: [{ productId: mug }] });
    const placed = await c.place(shopper.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    // The limits were counted in the database meanwhile, and the outage was logged once.
    expect(await databaseCount('login:account:second@example.com')).toBe(1);
    for (let i = 0; i < 3; i++) expect((await login('third@example.com', 'wrong')).statusCode).toBe(401);
    expect(await databaseCount('login:account:third@example.com')).toBe(3);
    expect(warnings()).toHaveLength(1);

    // Redis back (empty, as after a restart without persistence): counted in Redis again.
    redisServer = startRedisServer(port);
    await waitFor(() => redis.status === 'ready', 'the client to reconnect');
    await sleep(REDIS_RETRY_INTERVAL_MS + 100);
    expect((await login('fourth@example.com', 'wrong')).statusCode).toBe(401);
    expect(await redis.get('sabad:rl:login:account:fourth@example.com')).toBe('1');
    expect(await databaseCount('login:account:fourth@example.com')).toBe(0);
    expect(logLines.some((line) => line.level === 30 && line.msg.includes('counted in Redis again'))).toBe(true);
    expect(warnings()).toHaveLength(1);
  }, 60_000);
});

describe('a Redis that stops answering', () => {
  it('costs a login at most the command timeout, then the database answers', async () => {
    const port = await freePort();
    const redisServer = startRedisServer(port);
    const redis = await openRedis(`redis://127.0.0.1:${port}`);
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.kysely,
      config: testConfig,
      redis,
      settingsCacheTtlMs: 0,
      passwordCost: testPasswordCost,
    });
    try {
      await waitFor(() => redis.status === 'ready', 'Redis to start');
      // Frozen, not gone: the connection stays open and commands get no answer.
      redisServer.kill('SIGSTOP');
      const login = () =>
        app.inject({
          method: 'POST',
          url: '/api/v2/account/login',
          payload: { Email: 'nobody@example.com', Password: 'wrong', DeviceToken: '' },
        });
      const startedAt = Date.now();
      expect((await login()).statusCode).toBe(401);
      expect(Date.now() - startedAt).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1_000);
      // Within the retry interval the next login does not wait on Redis at all.
      const secondStartedAt = Date.now();
      expect((await login()).statusCode).toBe(401);
      expect(Date.now() - secondStartedAt).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS);
    } finally {
      redis.disconnect();
      redisServer.kill('SIGKILL');
      await app.close();
      await database.close();
    }
  }, 30_000);
});
