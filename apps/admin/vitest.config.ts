import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { adminRoutePaths } from './build/route-paths.ts';
import { sourceAlias } from './build/source-alias.ts';

export default defineConfig({
  plugins: [react(), adminRoutePaths()],
  resolve: { conditions: ['source'], alias: sourceAlias },
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
        },
      },
      {
        extends: true,
        test: { name: 'build', include: ['build/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
