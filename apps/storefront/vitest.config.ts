import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    testTimeout: 20_000,
    // vitest's default on a 2-core machine is one worker (cores − 1), which leaves a core idle while a
    // file's modules load; two workers use both.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // Each file still gets a window and modules of its own (a VM context), but jsdom and vitest are
          // loaded once per worker instead of once per file: with a process per file, starting jsdom was
          // three quarters of this suite's time (docs/adr/0046).
          pool: 'vmThreads',
          server: { deps: { inline: [/@ionic\//, /ionicons/, /@stencil\//] } },
        },
      },
      {
        extends: true,
        test: {
          // The build's own plugins, run in Node: the bundler's native binding does not take a VM context's
          // objects, so these keep a process of their own.
          name: 'build',
          include: ['build/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
