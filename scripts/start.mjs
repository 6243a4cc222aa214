#!/usr/bin/env node
/**
 * `npm start`: builds whatever is not built or is older than its sources (contract, storefront,
 * back office, API), then runs the production server, the bundle apps/api/dist/server.js (ADR 0036), which
 * migrates, seeds an empty store and listens on PORT; forwards SIGTERM/SIGINT so it shuts down
 * gracefully.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { builds, isStale, root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const build of builds) {
  if (!isStale(build)) continue;
  console.log(`[start] building ${build.name} (${build.workspace})…`);
  const result = spawnSync(npm, ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] the ${build.name} build failed; not starting.`);
    process.exit(result.status ?? 1);
  }
}

// --max-semi-space-size=8: V8's young generation capped at 2 × 8 MiB (ADR 0036); every way of
// starting the server passes it (the cluster, Docker, the e2e harness and the fault tests too).
const server = spawn(process.execPath, ['--max-semi-space-size=8', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal));
process.on('SIGHUP', () => stop('SIGTERM'));

// `npm start` runs this under `sh -c`, which dies on SIGTERM without passing it on; when this
// process is orphaned that way, stop the server as if the signal had arrived.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500);
orphanWatch.unref();

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 0 : 1));
});
