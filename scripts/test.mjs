#!/usr/bin/env node
/**
 * `npm test`: every test of every workspace, in an order that fails fast on the cheap ones.
 * 1. contract, API and storefront unit/integration tests (vitest; API on SQLite);
 * 2. the same API suite on PostgreSQL when TEST_DATABASE_URL is set (.ci/run always sets it);
 * 3. type checks of every workspace and ESLint over the whole repository;
 * 4. end-to-end journeys in Chromium against the production build.
 * Each vitest run also writes a JSON report; the totals are printed last as
 * "N passed, N failed" so CI can read them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function vitest(label, workspace, env = {}) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  run(
    label,
    'npx',
    ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
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

if (want('unit')) {
  vitest('contract', 'packages/contract');
  // The SQLite run keeps the PostgreSQL address for the tests of the PostgreSQL pool itself (db/client.test.ts).
  vitest('api (SQLite)', 'apps/api', { TEST_DATABASE_URL: '', TEST_POSTGRES_URL: process.env.TEST_DATABASE_URL ?? '' });
  if (process.env.TEST_DATABASE_URL) {
    vitest('api (PostgreSQL)', 'apps/api');
  } else {
    console.log(
      '\nTEST_DATABASE_URL is not set: the API suite ran on SQLite only (.ci/run runs it on PostgreSQL too).',
    );
  }
  vitest('storefront', 'apps/storefront');
}
if (want('typecheck')) run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
if (want('lint')) run('lint', 'npx', ['eslint', '.']);
if (want('e2e')) vitest('e2e (Chromium)', 'e2e');

fs.rmSync(reportDir, { recursive: true, force: true });
console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
