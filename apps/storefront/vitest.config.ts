import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
    // vitest's default on a 2-core machine is one worker (cores − 1), which leaves a core idle while
    // jsdom starts and Ionic's modules load for every file; two workers use both.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    server: { deps: { inline: [/@ionic\//, /ionicons/, /@stencil\//] } },
  },
});
