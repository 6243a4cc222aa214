/**
 * A server killed in the middle of an import (issue 36: "the job survives a server restart and resumes or
 * reports"). A child process applies an import slowly and is killed with SIGKILL after some batches have
 * committed; a new process's job engine finds the job left running, resumes it from the first row not yet
 * committed, and no row is applied twice. On SQLite the in-process engine; on PostgreSQL graphile-worker.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../admin-testing/staff-fixture.js';
import { MAX_JOB_ATTEMPTS } from '../../lib/jobs/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { csvOf } from '../../testing/catalogue-import-fixture.js';
import { importProcess } from './catalogue-import.process.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = 600;
let database: TestDatabase;
let dir: string;
let staff: { id: number; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'sabad-import-'));
  const member = await createStaffMember(database.kysely, ['CatalogueManagers']);
  staff = { id: member.id, email: member.email };
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const importRow = (id: number) =>
  database.kysely.selectFrom('catalogue_import').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an import whose server was killed', () => {
  it('resumes after the restart from the first row not committed, applying no row twice', async () => {
    const sku = (i: number) => `CRASH-${i}`;
    const rows = Array.from({ length: ROWS }, (_, i) => [
      sku(i + 1),
      `کالای ${i + 1}`,
      String(1000 + i),
      '',
      '1',
      'بله',
      '',
    ]);
    rows[450] = [sku(451), 'کالای بد', 'گران', '', '', '', ''];
    const file = path.join(dir, 'crash.csv');
    writeFileSync(file, csvOf(rows));

    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        path.join(here, 'catalogue-import-crash.child.ts'),
        database.url,
        file,
        String(staff.id),
        staff.email,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const id = Number(
      (await until(
        async () => /import (\d+)/.exec(output)?.[1],
        (found) => found !== undefined || child.exitCode !== null,
        60_000,
      )) ?? NaN,
    );
    expect(id, output).toBeGreaterThan(0);
    const atKill = await until(
      () => importRow(id),
      (row) => row.next_position >= 200,
      60_000,
    );
    child.kill('SIGKILL');
    await exited;
    const killed = await importRow(id);
    expect(killed.next_position).toBeLessThan(ROWS);
    expect(killed.next_position).toBeGreaterThanOrEqual(atKill.next_position);
    expect(
      (
        await database.kysely
          .selectFrom('background_job')
          .select('status')
          .where('id', '=', killed.job_id ?? 0)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('running');

    // The restarted server: its engine takes the silent job for dead at once.
    const { imports, jobs } = importProcess(database.kysely, { databaseUrl: database.url, staleAfterMs: 0 });
    await jobs.start();
    try {
      const done = await until(
        () => imports.get(id),
        (state) => state.status === 'done' || state.status === 'failed',
        120_000,
      );
      expect(done).toMatchObject({ status: 'done', processedRows: ROWS, appliedRows: ROWS - 1, failedRows: 1 });
    } finally {
      await jobs.stop();
    }
    const products = await database.kysely
      .selectFrom('product')
      .select('sku')
      .where('sku', 'like', 'CRASH-%')
      .execute();
    expect(products).toHaveLength(ROWS - 1);
    expect(new Set(products.map((p) => p.sku)).size).toBe(ROWS - 1);
    const created = await database.kysely
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('action', '=', 'product.import-create')
      .executeTakeFirstOrThrow();
    expect(Number(created.n)).toBe(ROWS - 1);
    const job = await database.kysely
      .selectFrom('background_job')
      .selectAll()
      .where('id', '=', killed.job_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', progress_done: ROWS, attempts: 2 });
  }, 240_000);

  it('is reported as interrupted when it has been left running too many times', async () => {
    const { imports, jobs } = importProcess(database.kysely, { databaseUrl: database.url, staleAfterMs: 0 });
    const actor = { staffId: staff.id, email: staff.email, ip: '127.0.0.1', sessionId: 0, permissions: [] };
    const preview = await imports.upload(
      { bytes: csvOf([['LEFT-1', 'کالا', '1000', '', '', '', '']]), fileName: 'left.csv' },
      actor,
    );
    // As a job dies on its last allowed attempt: queued and marked running by a worker that is gone.
    const jobId = await database.kysely.transaction().execute(async (trx) => {
      const id = await trx
        .insertInto('background_job')
        .values({
          task: 'catalogue-import',
          payload_json: JSON.stringify({ importId: preview.id }),
          status: 'running',
          attempts: MAX_JOB_ATTEMPTS,
          worker_id: 'gone',
          heartbeat_at: '2026-01-01T00:00:00.000Z',
          run_after: '2026-01-01T00:00:00.000Z',
          created_at: '2026-01-01T00:00:00.000Z',
          error: null,
          started_at: null,
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('catalogue_import').set({ job_id: id.id }).where('id', '=', preview.id).execute();
      return id.id;
    });
    await jobs.start();
    await jobs.stop();
    expect((await imports.get(preview.id)).status).toBe('interrupted');
    const job = await database.kysely
      .selectFrom('background_job')
      .select(['status', 'error'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job.error).toContain('نیمه‌کاره');
  });
});
