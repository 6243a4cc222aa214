#!/usr/bin/env node
/**
 * `npm run start:cluster [-- --workers N]`: N API processes behind one port, for trying the
 * scale-out layout on one machine (README "Production layout", ADR 0030). Builds what is stale as
 * `npm start` does, migrates and seeds once here (N processes seeding an empty store at once would
 * each seed it), then forks N workers running the bundled server apps/api/dist/server.js (ADR 0036,
 * the same entry as `npm start` and the Docker image); node:cluster hands the
 * port's connections to them in turn. A worker that dies is replaced; SIGTERM/SIGINT stop them all
 * gracefully. Set DATABASE_URL to a PostgreSQL database and REDIS_URL to share what the processes
 * share in production; on the default SQLite file they share the file (WAL), and without Redis a
 * catalogue change shows on the other workers within CATALOG_CACHE_TTL_MS.
 */
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { builds, isStale, root } from './build-state.mjs';

const serverEntry = path.join(root, 'apps/api/dist/server.js');

function workerCount(args) {
  const index = args.indexOf('--workers');
  if (index === -1) return Math.max(2, os.availableParallelism());
  const count = Number(args[index + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error('[cluster] --workers takes a whole number from 1 to 64.');
    process.exit(2);
  }
  return count;
}

if (cluster.isPrimary) {
  const workers = workerCount(process.argv.slice(2));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  for (const build of builds) {
    if (!isStale(build)) continue;
    console.log(`[cluster] building ${build.name} (${build.workspace})…`);
    const result = spawnSync(npm, ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const cli = (...args) => {
    const result = spawnSync(process.execPath, [path.join(root, 'apps/api/dist/cli.js'), ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  cli('db', 'migrate');
  if (process.env.SEED_DEMO_STORE !== 'false') cli('db', 'seed');

  // Every worker must key verification codes alike: a code sent by one is checked by another.
  const env = { SEED_DEMO_STORE: 'false', APP_SECRET: process.env.APP_SECRET || randomBytes(32).toString('hex') };
  if (!process.env.APP_SECRET)
    console.log('[cluster] APP_SECRET is not set: one made for this run, shared by the workers.');
  // V8's young generation capped at 2 × 8 MiB, as `npm start` and Docker run it (ADR 0036).
  cluster.setupPrimary({ exec: serverEntry, args: [], execArgv: ['--max-semi-space-size=8'] });
  let stopping = false;
  const listened = new Set();
  for (let i = 0; i < workers; i++) cluster.fork(env);
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!listened.has(worker.id)) {
      // It never served (bad configuration, database away): more of the same would fail alike.
      console.error(`[cluster] a worker ended before it listened (${signal ?? code}); stopping.`);
      process.exitCode = 1;
      stop();
      return;
    }
    console.error(`[cluster] worker ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    cluster.fork(env);
  });
  console.log(`[cluster] ${workers} API processes on port ${process.env.PORT ?? 8080}.`);
  function stop() {
    if (stopping) return;
    stopping = true;
    // SIGTERM starts the server's graceful shutdown (always SIGTERM: a terminal's Ctrl-C already
    // sent the workers SIGINT, and a second SIGINT would end them at once). The IPC channel to this
    // process would keep a worker alive after it, so it is closed too, once its servers close.
    for (const worker of Object.values(cluster.workers ?? {})) {
      worker?.process.kill('SIGTERM');
      worker?.disconnect();
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, stop);
}
