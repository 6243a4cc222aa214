/**
 * Which workspaces need building: a build is missing or older than its sources. Shared by
 * `npm start` (builds what is stale) and `npm run cli` (uses the build when it is fresh).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return isTestFile(path.basename(entry)) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) {
    if (SKIP_DIRS.has(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** The builds, in the order they must run. `sources` are relative to the root. */
export const builds = [
  {
    name: 'contract',
    workspace: 'packages/contract',
    output: 'packages/contract/dist/index.js',
    sources: [
      'packages/contract/src',
      'packages/contract/package.json',
      'packages/contract/tsconfig.json',
      'packages/contract/tsconfig.build.json',
    ],
  },
  {
    name: 'storefront',
    workspace: 'apps/storefront',
    output: 'apps/storefront/dist/index.html',
    sources: [
      'apps/storefront/src',
      'apps/storefront/public',
      'apps/storefront/index.html',
      'apps/storefront/vite.config.ts',
      'apps/storefront/package.json',
      'apps/storefront/tsconfig.json',
      'packages/contract/src',
    ],
  },
  {
    name: 'admin',
    workspace: 'apps/admin',
    output: 'apps/admin/dist/index.html',
    sources: [
      'apps/admin/src',
      'apps/admin/build',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'apps/admin/package.json',
      'apps/admin/tsconfig.json',
      'packages/contract/src',
    ],
  },
  {
    name: 'api',
    workspace: 'apps/api',
    output: 'apps/api/dist/server.js',
    // The bundle holds the contract's code too (ADR 0036): a change there is a change of the API's build.
    sources: [
      'apps/api/src',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
      'apps/api/tsconfig.build.json',
      'packages/contract/src',
    ],
  },
];

export function isStale(build) {
  let outputTime;
  try {
    outputTime = fs.statSync(path.join(root, build.output)).mtimeMs;
  } catch {
    return true;
  }
  return build.sources.some((source) => newestMtime(path.join(root, source)) > outputTime);
}
