/**
 * A fresh, migrated database per test file: a SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL names a PostgreSQL database, a fresh schema on it (dropped afterwards), so
 * the same suite runs on both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isPostgresUrl, migrateToLatest, openDatabase, type Db } from '../db/client.js';
import { testEnv } from './test-env.js';

export interface TestDatabase extends Db {
  /** A URL that opens this same database again (another process or connection). */
  url: string;
}

export const testDatabaseUrl = testEnv.TEST_DATABASE_URL;

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (testDatabaseUrl && isPostgresUrl(testDatabaseUrl)) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = withSearchPath(testDatabaseUrl, schema);
    const db = openDatabase(url, { poolSize: 4 });
    if (migrate) await migrateToLatest(db.kysely);
    return {
      ...db,
      url,
      async close() {
        await db.close().catch(() => undefined);
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
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
