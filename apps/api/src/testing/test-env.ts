// TEST_POSTGRES_URL: for tests that need PostgreSQL even on the SQLite pass (scripts/test.mjs sets it).
export const testEnv = {
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  TEST_POSTGRES_URL: process.env.TEST_POSTGRES_URL,
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
} as const;

export function inheritedEnvironment(): NodeJS.ProcessEnv {
  return { ...process.env };
}

export function vitestWorkerId(): string {
  return process.env.VITEST_POOL_ID ?? '1';
}
