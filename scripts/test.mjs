#!/usr/bin/env node
/**
 * `npm test`: every test of every workspace, in an order that fails fast on the cheap ones.
 * 1. contract, API, storefront and back-office unit/integration tests (vitest; API on SQLite);
 * 2. the same API suite on PostgreSQL when TEST_DATABASE_URL is set (.ci/run always sets it);
 * 3. type checks of every workspace, Prettier and ESLint over the whole repository (two at a
 *    time, each one's output printed whole when it ends), and the lint rules' own tests (each
 *    boundary rule must still fire on a file that breaks it);
 * 4. end-to-end journeys in Chromium against the production build. Chromium is looked for first;
 *    when there is none and this runs as root with apt-get, Debian's package is installed,
 *    otherwise the journeys are not started and one line says what to install.
 * Each vitest run also writes a JSON report; the totals are printed last as
 * "N passed, N failed" so CI can read them, after the last lines of every suite that failed
 * (a suite can fail with no failed test, and its reason is otherwise far from the log's end).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissingAdvice, findChromium } from '../e2e/support/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

/** How many of a run's last output lines are kept, to be repeated at the end if it fails. */
const TAIL_LINES = 80;
/** The last lines of every run that failed, printed again just before the totals. */
const failedTails = [];

/**
 * Runs one suite with its output passed straight through, keeping its last lines: when a suite
 * fails without a failed test (vitest's "unhandled errors", a worker that timed out), the reason is
 * printed long before the end, and CI logs are often read from their tail.
 */
async function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const tail = [];
  let partial = '';
  const keep = (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop();
    tail.push(...lines);
    if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
  };
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => {
      console.log(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? `signal ${signal}` : 1)));
  });
  if (partial) tail.push(partial);
  if (status !== 0) {
    failures.push(label);
    failedTails.push({ label, status, tail });
  }
  return status === 0;
}

/**
 * Runs independent checks two at a time (or one per core on a bigger machine): one tsc or ESLint
 * process uses a single core, so run one after another they left the second core idle. Each
 * check's output is kept and printed whole under its label when it ends. Longest first.
 */
async function runInLanes(jobs) {
  const lanes = Math.max(2, os.availableParallelism());
  const queue = [...jobs];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { status, output } = await new Promise((resolve) => {
        const child = spawn(job.command, job.args, { cwd: root, env: process.env });
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => resolve({ status: code, output: Buffer.concat(chunks).toString() }));
      });
      console.log(`\n━━ ${job.label} (${((Date.now() - started) / 1000).toFixed(0)} s) ━━`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (status !== 0) failures.push(job.label);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
}

/** The workspaces that have a typecheck script, as `npm run typecheck --workspaces` would run them. */
function typecheckJobs() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .filter((workspace) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
      return Boolean(manifest.scripts?.typecheck);
    })
    .map((workspace) => ({
      label: `typecheck ${workspace}`,
      command: 'npm',
      args: ['run', 'typecheck', '--silent', '-w', workspace],
    }));
}

async function vitest(label, workspace, env = {}, extraArgs = []) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      workspace,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extraArgs,
    ],
    env,
  );
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests + summary.numPendingTests + summary.numTodoTests;
    if (summary.numTotalTests === 0) failures.push(`${label}: no test ran`);
  } else {
    failures.push(`${label}: no report`);
  }
}

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

/** Whether something answers on a TCP address (the optional Redis), within a second. */
function answers(url) {
  const { hostname, port } = new URL(url);
  const probe = `require('net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1)); setTimeout(() => process.exit(1), 1000);`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

if (want('unit')) {
  await vitest('contract', 'packages/contract');
  // PostgreSQL and Redis are optional on a developer's machine: without them, the tests that need
  // them (*.postgres.test.ts, *.redis.test.ts, and *.postgres.redis.test.ts needing both) are left
  // out with a note; .ci/run provides both.
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const postgresOnly = ['--exclude', '**/*.postgres.test.ts', '--exclude', '**/*.postgres.redis.test.ts'];
  const apiExcludes = [];
  if (!postgresUrl) {
    apiExcludes.push(...postgresOnly);
    console.log(
      '\nTEST_DATABASE_URL is not set: the API suite runs on SQLite only, without the PostgreSQL-only tests (.ci/run runs it on PostgreSQL too).',
    );
  }
  if (!answers(redisUrl)) {
    apiExcludes.push('--exclude', '**/*.redis.test.ts');
    console.log(
      `\nNo Redis answers at ${redisUrl}: the Redis tests are left out (set TEST_REDIS_URL, or start redis-server).`,
    );
  }
  // The SQLite run keeps the PostgreSQL address for the tests of the PostgreSQL pool itself; the
  // PostgreSQL-only tests (two API processes on one database) run in the PostgreSQL pass alone.
  const sqliteExcludes = postgresUrl ? [...apiExcludes, ...postgresOnly] : apiExcludes;
  await vitest(
    'api (SQLite)',
    'apps/api',
    { TEST_DATABASE_URL: '', TEST_POSTGRES_URL: postgresUrl ?? '' },
    sqliteExcludes,
  );
  if (postgresUrl) await vitest('api (PostgreSQL)', 'apps/api', {}, apiExcludes);
  await vitest('storefront', 'apps/storefront');
  await vitest('admin', 'apps/admin');
}
/** Installs Debian's Chromium when none is found and this process may (root, apt-get present). */
function ensureChromium() {
  if (findChromium()) return true;
  const mayInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (mayInstall) {
    console.log("\nNo Chromium found: installing Debian's chromium package (apt-get) for the browser journeys.");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  }
  if (findChromium()) return true;
  console.log(`\n${chromiumMissingAdvice}`);
  return false;
}

const checks = [];
// ESLint in two processes of about the same size (the API; everything else), so neither lane sits idle
// waiting for one long ESLint process while the other has finished its type checks.
if (want('lint')) {
  checks.push(
    { label: 'lint (all but apps/api)', command: 'npx', args: ['eslint', '.', '--ignore-pattern', 'apps/api/**'] },
    { label: 'lint apps/api', command: 'npx', args: ['eslint', 'apps/api'] },
  );
}
if (want('typecheck')) checks.push(...typecheckJobs());
if (want('lint')) {
  checks.push({
    label: 'format (prettier --check)',
    command: 'npx',
    args: ['prettier', '--check', '--log-level', 'warn', '.'],
  });
}
await runInLanes(checks);
if (want('lint')) await vitest('lint rules', 'scripts/lint-rules');
if (want('e2e')) {
  // The price-grid journey starts two servers of its own on PostgreSQL and Redis (.ci/run provides both):
  // without them it is left out with a note, as the API's PostgreSQL and Redis tests are.
  const e2eExcludes = [];
  if (!process.env.TEST_DATABASE_URL || !answers(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379')) {
    e2eExcludes.push('--exclude', '**/admin-price-grid.e2e.test.ts');
    console.log(
      '\nTEST_DATABASE_URL is not set or no Redis answers: the price-grid journey (two servers on PostgreSQL + Redis) is left out.',
    );
  }
  if (ensureChromium()) await vitest('e2e (Chromium)', 'e2e', {}, e2eExcludes);
  else failures.push('e2e (Chromium): not run, no Chromium');
}

fs.rmSync(reportDir, { recursive: true, force: true });
for (const { label, status, tail } of failedTails) {
  console.log(`\n━━ ${label} failed (exit ${status}); its last ${tail.length} lines again ━━`);
  console.log(tail.join('\n'));
}
console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
