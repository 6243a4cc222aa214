/**
 * What the server loads to start (issue 15's cold start and memory at rest): on SQLite, building
 * the app loads none of the libraries that only some requests or stores need (sharp for pictures,
 * sanitize-html for rich text, web-push, nodemailer, node-pg); each is loaded on first use. Runs in
 * a child process of its own, since this test worker has loaded them for other tests already.
 * Checked on the sources (through tsx) and on the production bundle (ADR 0036), where a lazy
 * import bundled into the entry by mistake would be loaded at every start.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServer } from './faults/server-process.js';
import { inheritedEnvironment } from './testing/test-env.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LAZY = ['sharp', 'sanitize-html', 'web-push', 'nodemailer', 'pg'];

// Prints the lazily loaded packages present in the CommonJS module cache after building the app,
// then after sanitising one description (the check itself must be able to see a package loaded).
const script = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const lazy = ${JSON.stringify(LAZY)};
const loaded = () => lazy.filter((name) => Object.keys(require.cache).some((file) => file.includes('/node_modules/' + name + '/')));
const { loadEnv } = await import('./src/config/env.ts');
const { openDatabase } = await import('./src/db/client.ts');
const { buildApp } = await import('./src/app.ts');
const db = openDatabase(':memory:');
const app = await buildApp({ db: db.kysely, config: { ...loadEnv(), LOG_LEVEL: 'silent', APP_SECRET: 'x'.repeat(40) } });
await app.ready();
const atStart = loaded();
const { sanitizeRichText } = await import('./src/lib/sanitize-html.ts');
sanitizeRichText('<p onclick="x()">متن</p>');
console.log(JSON.stringify({ atStart, afterSanitising: loaded() }));
await app.close();
await db.close();
`;

describe('server start-up', () => {
  it('builds the app on SQLite without loading sharp, sanitize-html, web-push, nodemailer or pg', () => {
    const child = spawnSync(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '--eval', script],
      {
        cwd: apiRoot,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...inheritedEnvironment(),
          DATABASE_URL: ':memory:',
          EMAIL_TRANSPORT: 'outbox',
          SMS_TRANSPORT: 'outbox',
        },
      },
    );
    expect(child.stderr).toBe('');
    const outcome = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
      atStart: string[];
      afterSanitising: string[];
    };
    expect(outcome.atStart).toEqual([]);
    expect(outcome.afterSanitising).toEqual(['sanitize-html']);
  }, 60_000);

  it('the production bundle answers /api/health without having loaded them, nor any of our sources', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-start-'));
    const report = path.join(dir, 'loaded.json');
    // Loaded before the bundle: when the process ends, writes every file in the CommonJS module
    // cache (the external packages, imported or required, land there) to the report.
    const watcher = [
      "import fs from 'node:fs';",
      "import { createRequire } from 'node:module';",
      "const cache = createRequire(process.cwd() + '/').cache;",
      `process.on('exit', () => fs.writeFileSync(${JSON.stringify(report)}, JSON.stringify(Object.keys(cache))));`,
    ].join('\n');
    try {
      const server = await startServer({
        databaseUrl: path.join(dir, 'store.sqlite'),
        env: { EMAIL_TRANSPORT: 'outbox', SMS_TRANSPORT: 'outbox' },
        nodeArgs: ['--import', `data:text/javascript,${encodeURIComponent(watcher)}`],
      });
      await server.stop();
      expect(server.child.exitCode).toBe(0);
      const files = JSON.parse(fs.readFileSync(report, 'utf8')) as string[];
      // The check can see a package: better-sqlite3 is external and loaded at start.
      expect(files.some((file) => file.includes('/node_modules/better-sqlite3/'))).toBe(true);
      expect(LAZY.filter((name) => files.some((file) => file.includes(`/node_modules/${name}/`)))).toEqual([]);
      expect(files.filter((file) => file.startsWith(path.join(apiRoot, 'src')))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
