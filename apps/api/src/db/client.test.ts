/**
 * A PostgreSQL connection that dies while idle in the pool (a database restart, an administrator
 * ending it) must not end the server. Against a real PostgreSQL whichever database the suite runs
 * on: TEST_POSTGRES_URL (scripts/test.mjs hands it to the SQLite run), a postgres TEST_DATABASE_URL,
 * or the machine's own.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { testEnv } from '../testing/test-env.js';
import { openDatabase, type Db } from './client.js';

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
