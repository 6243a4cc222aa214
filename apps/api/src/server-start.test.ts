/**
 * What the server loads to start (issue 15's cold start and memory at rest): on SQLite, building
 * the app loads none of the libraries that only some requests or stores need (sharp for pictures,
 * sanitize-html for rich text, web-push, nodemailer, node-pg); each is loaded on first use. Runs in
 * a child process of its own, since this test worker has loaded them for other tests already.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
});
