import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import type { Clock } from '../lib/clock.js';
import type { ScryptCost } from '../modules/customers/index.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

// Same algorithm and code path as the server's, cheap enough for files that log in hundreds of times.
export const testPasswordCost: ScryptCost = { logN: 10, r: 8, p: 1 };

export const testConfig: AppDeps['config'] = {
  LOG_LEVEL: 'silent',
  TRUST_PROXY: false,
  STOREFRONT_DIST: '/nonexistent/sabad-storefront-dist',
  ACCESS_TOKEN_TTL_DAYS: 30,
  APP_SECRET: 'test-secret-test-secret-test-secret-0000',
  EMAIL_TRANSPORT: 'outbox',
  EMAIL_FROM: 'سبد <no-reply@sabad.test>',
  SMS_TRANSPORT: 'outbox',
  KAVENEGAR_BASE_URL: 'https://api.kavenegar.com',
  PAYMENT_GATEWAY: 'sandbox',
  ZARINPAL_BASE_URL: 'https://payment.zarinpal.com',
  PAYMENT_GATEWAY_TIMEOUT_MS: 10_000,
};

export async function createTestApp(
  options: {
    clock?: Clock;
    config?: Partial<AppDeps['config']>;
    database?: TestDatabase;
    catalogCacheTtlMs?: number;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    db: database.kysely,
    config: { ...testConfig, ...options.config },
    ...(options.clock ? { clock: options.clock } : {}),
    settingsCacheTtlMs: 0,
    catalogCacheTtlMs: options.catalogCacheTtlMs ?? 0,
    passwordCost: testPasswordCost,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function manualClock(
  start = '2026-11-22T10:00:00.000Z',
): Clock & { advance(ms: number): void; set(iso: string): void } {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(iso) {
      now = new Date(iso).getTime();
    },
  };
}
