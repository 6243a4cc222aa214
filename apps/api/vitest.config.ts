import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Names (and afterwards drops) each worker's own PostgreSQL database (ADR 0024).
    globalSetup: ['src/testing/global-setup.ts'],
    // vitest's default on a 2-core machine is one worker (cores − 1); the API tests wait on their
    // database and child processes often enough that two workers keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Each test file still runs from scratch with its own database, but the app's modules (Fastify,
    // Kysely, zod schemas, the contract) are loaded once per worker instead of once per file:
    // loading them was a third of the suite's time. Nothing in src keeps per-test state in a
    // module; a test that stubs the environment must put it back (unstubEnvs does so anyway).
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
