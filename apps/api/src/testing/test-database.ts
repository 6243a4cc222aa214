import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { isPostgresUrl, migrateToLatest, openDatabase, type Db } from '../db/client.js';
import { testEnv, vitestWorkerId } from './test-env.js';

export interface TestDatabase extends Db {
  url: string;
}

export const testDatabaseUrl = testEnv.TEST_DATABASE_URL;

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

// One database per worker: Kysely's migrator reads every schema's columns and fails on one dropped meanwhile.
let workerDatabase: Promise<string> | undefined;

function workerDatabaseUrl(baseUrl: string): Promise<string> {
  const prefix = inject('workerDatabasePrefix');
  if (!prefix) return Promise.resolve(baseUrl);
  workerDatabase ??= (async () => {
    const name = `${prefix}_w${vitestWorkerId()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (existing.rowCount === 0) {
        // 42P04: a worker process that ran before this one, under the same pool id, made it already.
        await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error;
        });
      }
    } finally {
      await admin.end();
    }
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (testDatabaseUrl && isPostgresUrl(testDatabaseUrl)) {
    const databaseUrl = await workerDatabaseUrl(testDatabaseUrl);
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = withSearchPath(databaseUrl, schema);
    const db = openDatabase(url, { poolSize: 4 });
    if (migrate) await migrateToLatest(db.kysely);
    return {
      ...db,
      url,
      async close() {
        await db.close().catch(() => undefined);
        const cleanup = new pg.Client({ connectionString: databaseUrl });
        await cleanup.connect();
        await cleanup.query(`drop schema if exists ${schema} cascade`);
        await cleanup.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-test-'));
  const url = path.join(dir, 'test.db');
  const db = openDatabase(url);
  if (migrate) await migrateToLatest(db.kysely);
  return {
    ...db,
    url,
    async close() {
      await db.close().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
