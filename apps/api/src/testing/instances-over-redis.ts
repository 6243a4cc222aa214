import type { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import { openRedis } from '../lib/redis-client.js';
import { testConfig, testPasswordCost } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { testEnv } from './test-env.js';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface InstancesOnOneDatabase {
  readonly database: TestDatabase;
  /** Another API process on the database, with its own caches and (unless `redis: false`) its own Redis connection. */
  start(options?: { redis?: boolean }): Promise<App>;
  /** Every instance, Redis connection and the database, closed. */
  close(): Promise<void>;
}

/**
 * Several API processes on one database, as a scaled-out deployment runs them, for the tests that a change
 * made through one reaches the others over Redis (TEST_REDIS_URL). The cache lifetimes are the test's
 * point: long enough that only Redis's announcement can make another process read again.
 */
export async function instancesOnOneDatabase(caches: {
  settingsCacheTtlMs: number;
  catalogCacheTtlMs: number;
}): Promise<InstancesOnOneDatabase> {
  const database = await createTestDatabase();
  const apps: App[] = [];
  const redises: Redis[] = [];
  return {
    database,
    async start({ redis: withRedis = true } = {}) {
      const redis = withRedis ? await openRedis(testEnv.TEST_REDIS_URL) : undefined;
      if (redis) redises.push(redis);
      const app = await buildApp({
        db: database.kysely,
        config: testConfig,
        ...(redis ? { redis } : {}),
        ...caches,
        passwordCost: testPasswordCost,
      });
      apps.push(app);
      await app.ready();
      return app;
    },
    async close() {
      for (const app of apps) await app.close();
      for (const redis of redises) redis.disconnect();
      await database.close();
    },
  };
}
