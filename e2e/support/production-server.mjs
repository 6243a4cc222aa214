/**
 * The production build as a shopper gets it, for end-to-end journeys and benchmarks:
 * - `ensureBuilt()` rebuilds a workspace only when its sources are newer than its last build (the
 *   storefront into a folder of its own, see `storefrontDist`);
 * - `startProductionServer()` runs `node apps/api/dist/server.js` (the API's production bundle,
 *   ADR 0036: the entry `npm start`, the cluster and Docker run) on a free port with a fresh
 *   SQLite database (the server migrates and seeds it) and resolves once /api/health answers;
 * - `launchChromium()` starts Debian's Chromium with the project's fixed flags and a fresh profile.
 * Plain JavaScript so that bench scripts can import it with node directly.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Resolved once; scripts/test.mjs installs or asks for Chromium before the journeys start. */
export const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The storefront is built into a folder of this harness and served from there (the server's
 * STOREFRONT_DIST): several people and scripts rebuild apps/storefront/dist while journeys or
 * benchmarks run, and a page loaded halfway through someone else's rebuild mixes chunks of two builds.
 */
export const storefrontDist = path.join(repoRoot, 'e2e', '.build', 'storefront');
/** The back office's build, kept apart for the same reason (served at /admin, ADR 0067). */
export const adminDist = path.join(repoRoot, 'e2e', '.build', 'admin');

/** Build order matters: the API serves the storefront and runs on the contract's dist. */
const workspaces = [
  {
    name: 'packages/contract',
    output: 'packages/contract/dist',
    entry: 'index.js',
    extraInputs: [],
    script: 'build',
    buildArgs: [],
  },
  {
    name: 'apps/storefront',
    output: path.relative(repoRoot, storefrontDist),
    entry: 'index.html',
    extraInputs: ['packages/contract/src'],
    script: 'build',
    buildArgs: ['--', '--outDir', storefrontDist, '--emptyOutDir'],
  },
  {
    name: 'apps/admin',
    output: path.relative(repoRoot, adminDist),
    entry: 'index.html',
    extraInputs: ['packages/contract/src'],
    script: 'build',
    buildArgs: ['--', '--outDir', adminDist, '--emptyOutDir'],
  },
  {
    name: 'apps/api',
    output: 'apps/api/dist',
    entry: 'server.js',
    extraInputs: ['packages/contract/src'],
    // `build` is its own type check and then this same bundle; the type check is `npm run typecheck`'s (npm test
    // runs it beside), and a journey needs only the bundle.
    script: 'bundle',
    buildArgs: [],
  },
];

const ignoredNames = new Set(['dist', 'dev-dist', 'node_modules', 'coverage', 'test-results', 'android', 'ios']);
const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || name === 'testing' || name === 'test';

function newestMtime(target, { skipTests }) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (ignoredNames.has(entry.name) || entry.name.startsWith('.')) continue;
    if (skipTests && isTestFile(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name), { skipTests }));
  }
  return newest;
}

const stampDir = path.join(repoRoot, 'e2e', '.build-stamps');
const stampPath = (workspace) => path.join(stampDir, workspace.replaceAll('/', '__'));
/** Left while a build runs and removed when it succeeds, so a failed build is built again next time. */
const unfinishedPath = (workspace) => `${stampPath(workspace)}.unfinished`;

/** Whether a workspace's build is missing or older than its sources (tests excluded). */
export function isStale(workspace) {
  const dir = path.join(repoRoot, workspace.name);
  const output = path.join(repoRoot, workspace.output);
  if (!fs.existsSync(path.join(output, workspace.entry))) return true;
  // A build that failed part-way may have written some files, newer than the sources: its mark says so.
  if (fs.existsSync(unfinishedPath(workspace.name))) return true;
  const sources = Math.max(
    newestMtime(dir, { skipTests: true }),
    ...workspace.extraInputs.map((input) => newestMtime(path.join(repoRoot, input), { skipTests: true })),
  );
  // tsc may leave unchanged outputs untouched, so a successful build also leaves a stamp.
  const built = Math.max(
    newestMtime(output, { skipTests: false }),
    newestMtime(stampPath(workspace.name), { skipTests: false }),
  );
  return sources > built;
}

/** Builds, in order, every workspace whose build is missing or stale; throws when a build fails. */
export function ensureBuilt({ log = console.log } = {}) {
  let upstreamRebuilt = false;
  for (const workspace of workspaces) {
    if (!upstreamRebuilt && !isStale(workspace)) continue;
    log(`building ${workspace.name} (missing or older than its sources)…`);
    const started = Date.now();
    fs.mkdirSync(stampDir, { recursive: true });
    fs.writeFileSync(unfinishedPath(workspace.name), new Date().toISOString());
    const result = spawnSync('npm', ['run', workspace.script, '-w', workspace.name, ...workspace.buildArgs], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(
        `npm run ${workspace.script} -w ${workspace.name} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
      );
    }
    fs.writeFileSync(stampPath(workspace.name), new Date().toISOString());
    fs.rmSync(unfinishedPath(workspace.name), { force: true });
    log(`built ${workspace.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    upstreamRebuilt = workspace.name === 'packages/contract' || upstreamRebuilt;
  }
}

/**
 * A second storefront bundle built with other build settings through `VITE_*` variables (the e2e intro
 * journey: `VITE_SABAD_INTRO_ENABLED=true`, read only in apps/storefront/src/config). Built into
 * e2e/.build/<name> when missing or older than the main bundle, which `ensureBuilt()` keeps fresh.
 * Returns the folder, for `startProductionServer({ env: { STOREFRONT_DIST } })`.
 */
export function ensureStorefrontVariant({ name, env, log = console.log }) {
  const outDir = path.join(repoRoot, 'e2e', '.build', name);
  const mtimeOf = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
  if (mtimeOf(path.join(outDir, 'index.html')) > mtimeOf(path.join(storefrontDist, 'index.html'))) return outDir;
  log(`building the storefront variant ${name}…`);
  const started = Date.now();
  const result = spawnSync(
    'npm',
    ['run', 'build', '-w', 'apps/storefront', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(
      `building the storefront variant ${name} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  log(`built the storefront variant ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server's own settings are left at their defaults unless a caller sets them: a fresh, self-contained store. */
const serverSettings = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'STOREFRONT_DIST',
  'ADMIN_DIST',
  'SEED_DEMO_STORE',
  'ACCESS_TOKEN_TTL_DAYS',
  'APP_SECRET',
  'EMAIL_TRANSPORT',
  'SMTP_URL',
  'EMAIL_FROM',
  'SMS_TRANSPORT',
  'KAVENEGAR_API_KEY',
  'KAVENEGAR_SENDER',
  'KAVENEGAR_BASE_URL',
];
function inheritedEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !serverSettings.includes(key)));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the production server on a free port with a fresh SQLite database in a temp folder.
 * Resolves once GET /api/health answers 200; the returned `stop()` kills it and removes the folder.
 * `pollIntervalMs`: how often health is asked (the API bench asks often to time a cold start).
 * `nodeArgs`: options for node itself (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry).
 * `port` and `databaseUrl`: a restart, or a new version deployed, on the port and database of a server
 * stopped before (the update journey); `stop()` then leaves that database where it is.
 * The server is also killed when this process exits, whatever the reason.
 * @param {{ readyTimeoutMs?: number, env?: Record<string, string>, pollIntervalMs?: number,
 *   nodeArgs?: string[], port?: number, databaseUrl?: string }} [options]
 */
export async function startProductionServer({
  readyTimeoutMs = 120_000,
  env = {},
  pollIntervalMs = 250,
  nodeArgs = [],
  port: wantedPort,
  databaseUrl: wantedDatabaseUrl,
} = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-prod-'));
  const databaseUrl = wantedDatabaseUrl ?? path.join(workDir, 'store.sqlite');
  const logPath = path.join(workDir, 'server.log');
  const logFd = fs.openSync(logPath, 'a');
  const port = wantedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  // --max-semi-space-size=8 as `npm start`, the cluster and Docker run the server (ADR 0036).
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=8', ...nodeArgs, path.join(repoRoot, 'apps/api/dist/server.js')],
    {
      cwd: repoRoot,
      stdio: ['ignore', logFd, logFd],
      env: {
        ...inheritedEnv(),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        STOREFRONT_DIST: storefrontDist,
        ADMIN_DIST: adminDist,
        ...env,
      },
    },
  );
  fs.closeSync(logFd);

  let exited = child.exitCode !== null;
  const exitPromise = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  void exitPromise.then(() => {
    exited = true;
  });
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const readLog = () => {
    try {
      return fs.readFileSync(logPath, 'utf8');
    } catch {
      return '';
    }
  };

  async function stop() {
    process.removeListener('exit', killOnExit);
    if (!exited) {
      child.kill('SIGTERM');
      const outcome = await Promise.race([exitPromise, sleep(10_000).then(() => 'timeout')]);
      if (outcome === 'timeout') {
        child.kill('SIGKILL');
        await exitPromise;
      }
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  const started = Date.now();
  for (;;) {
    if (exited) {
      const log = readLog();
      await stop();
      throw new Error(
        `the production server exited before it was ready (exit ${child.exitCode}). Its log:\n${log.slice(-8000)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > readyTimeoutMs) {
      const log = readLog();
      await stop();
      throw new Error(
        `the production server did not answer /api/health within ${readyTimeoutMs} ms. Its log:\n${log.slice(-8000)}`,
      );
    }
    await sleep(pollIntervalMs);
  }

  return { baseUrl, port, databaseUrl, pid: child.pid, logPath, readyAfterMs: Date.now() - started, readLog, stop };
}

/**
 * Launches Chromium with exactly the project's flags, a fresh profile folder and Playwright's pipe
 * (Playwright's own default switches are left out). `close()` ends the browser and removes the
 * profile.
 */
export async function launchChromium(contextOptions = {}) {
  const { chromium } = await import('playwright-core');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: true,
    args: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`, '--remote-debugging-pipe', 'about:blank'],
    ...contextOptions,
  });
  async function close() {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
  return { context, close };
}

/** Machine facts printed beside every figure, so runs can be compared. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}
