/**
 * The SQLite file's durability settings (ADR 0028), read back from the connection the app uses
 * (kill -9 during writes is tried against the real server in faults/kill-during-writes.test.ts).
 *
 * A PostgreSQL connection that dies while idle in the pool (a database restart, an administrator
 * ending it) must not end the server. Against a real PostgreSQL whichever database the suite runs
 * on: TEST_POSTGRES_URL (scripts/test.mjs hands it to the SQLite run), a postgres TEST_DATABASE_URL,
 * or the machine's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { testEnv } from '../testing/test-env.js';
import { openDatabase, SQLITE_SYNCHRONOUS, type Db } from './client.js';

const postgresUrl = (value: string | undefined) => (value && /^postgres(ql)?:\/\//.test(value) ? value : undefined);
const url =
  postgresUrl(testEnv.TEST_POSTGRES_URL) ??
  postgresUrl(testEnv.TEST_DATABASE_URL) ??
  'postgres://postgres@127.0.0.1:5432/test';

describe('the PostgreSQL pool', () => {
  const heard: Error[] = [];
  const db: Db = openDatabase(url, { poolSize: 2, onIdleClientError: (error) => heard.push(error) });
  afterAll(() => db.close());

  it('survives its idle connections being ended, and answers the next query', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
    const pid = rows[0]!.pid;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(heard[0]!.message).toMatch(/terminat/);
    const again = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
    expect(again.rows[0]!.one).toBe(1);
  });
});

describe('a SQLite file', () => {
  it('is opened in WAL mode with synchronous = NORMAL, the setting chosen in ADR 0028', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-client-'));
    const db = openDatabase(path.join(dir, 'store.db'));
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      // synchronous reads back as a number: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
      const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
      expect(SQLITE_SYNCHRONOUS).toBe('NORMAL');
      expect(synchronous.rows[0]?.synchronous).toBe(1);
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db.kysely);
      expect(busy.rows[0]?.timeout).toBe(5000);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
