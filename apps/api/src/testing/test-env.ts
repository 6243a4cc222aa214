/**
 * The tests' own environment variables, read in one place (the server's are config/env.ts's).
 * - TEST_DATABASE_URL: run the suite on this PostgreSQL database (a fresh schema per test file);
 *   unset, each test file gets a fresh SQLite file.
 * - TEST_POSTGRES_URL: a PostgreSQL database for the tests that need one even on the SQLite run
 *   (scripts/test.mjs hands it over).
 * - TEST_REDIS_URL: the Redis the Redis tests use (default the machine's own).
 */
export const testEnv = {
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  TEST_POSTGRES_URL: process.env.TEST_POSTGRES_URL,
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
} as const;

/** The environment a test hands to a child process it starts (e.g. a second API server), before its own settings. */
export function inheritedEnvironment(): NodeJS.ProcessEnv {
  return { ...process.env };
}

/** Which of vitest's workers runs this test file (1 up to maxWorkers), read when asked. */
export function vitestWorkerId(): string {
  return process.env.VITEST_POOL_ID ?? '1';
}
