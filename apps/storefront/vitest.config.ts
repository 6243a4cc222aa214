import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactCompatAliases, reactImportingPackages } from './build/preact-compat.ts';

export default defineConfig({
  plugins: [react()],
  // The tests render with Preact, as the build does (build/preact-compat.ts).
  // Packages without an `exports` map (Testing Library, React Router) are read through their `module` entry, as
  // the build reads them: their CommonJS one would `require('react')` past the aliases.
  resolve: { conditions: ['source'], alias: preactCompatAliases, mainFields: ['module', 'jsnext:main', 'jsnext'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
    // vitest's default on a 2-core machine is one worker (cores − 1), which leaves a core idle while
    // jsdom starts and Ionic's modules load for every file; two workers use both.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    server: { deps: { inline: [/@ionic\//, /ionicons/, /@stencil\//, ...reactImportingPackages] } },
  },
});
