import { defineConfig } from 'vitest/config';

// One production server for the whole run (global setup); journeys run one file at a time so the
// two shared CPU cores are not split between browsers.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['journeys/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    teardownTimeout: 20_000,
  },
});
