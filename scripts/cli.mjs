#!/usr/bin/env node
/**
 * `npm run cli -- <command>`: the operator CLI (apps/api/src/cli.ts). Runs the built CLI when the
 * API and contract builds are fresh, otherwise runs the sources through tsx, so no build is needed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { builds, isStale, root } from './build-state.mjs';

const fresh = builds.filter((build) => build.name !== 'storefront').every((build) => !isStale(build));
const args = process.argv.slice(2);
const [command, commandArgs] = fresh
  ? [process.execPath, [path.join(root, 'apps/api/dist/cli.js'), ...args]]
  : [process.execPath, ['--import', 'tsx', '--conditions=source', path.join(root, 'apps/api/src/cli.ts'), ...args]];

const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
