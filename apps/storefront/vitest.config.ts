import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceAlias } from './build/source-alias.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'], alias: sourceAlias },
  // The build project runs in Node (the SSR side): without this it would load the contract's dist/, which a fresh clone has not built.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    testTimeout: 20_000,
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
          // One jsdom per worker, not per file; each file still gets its own window and modules (a VM context).
          pool: 'vmThreads',
          server: { deps: { inline: [/@ionic\//, /ionicons/, /@stencil\//] } },
        },
      },
      {
        extends: true,
        test: {
          // The bundler's native binding does not take a VM context's objects, so these keep a process of their own.
          name: 'build',
          include: ['build/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
