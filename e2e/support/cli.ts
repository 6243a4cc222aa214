/**
 * Runs the operator CLI against the production server's database the journeys share, the way an
 * operator does (`node apps/api/dist/cli.js …` with the server's DATABASE_URL).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { repoRoot } from './production-server.mjs';

export function cli(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'apps/api/dist/cli.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
    encoding: 'utf8',
  });
}
