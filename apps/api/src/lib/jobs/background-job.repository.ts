import { sql, type Kysely } from 'kysely';
import type { BackgroundJobTable, Database } from '../../db/schema.js';
import { JobLostError, type JobState, type JobStatus } from './jobs.js';

export async function insertJob(
  trx: Kysely<Database>,
  job: { task: string; payload: unknown; total: number; now: string },
): Promise<number> {
  const row = await trx
    .insertInto('background_job')
    .values({
      task: job.task,
      payload_json: JSON.stringify(job.payload),
      status: 'queued',
      progress_total: job.total,
      run_after: job.now,
      created_at: job.now,
      error: null,
      worker_id: null,
      heartbeat_at: null,
      started_at: null,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findJob(db: Kysely<Database>, id: number): Promise<JobState | null> {
  const row = await db.selectFrom('background_job').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    task: row.task,
    status: row.status,
    progressDone: row.progress_done,
    progressTotal: row.progress_total,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** Takes the job for this worker; null when it is not there or finished already. */
export async function markRunning(
  db: Kysely<Database>,
  id: number,
  workerId: string,
  now: string,
): Promise<{ task: string; payload: unknown; attempts: number } | null> {
  const taken = await db
    .updateTable('background_job')
    .set((eb) => ({
      status: 'running',
      worker_id: workerId,
      heartbeat_at: now,
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', sql.val(now)),
    }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returning(['task', 'payload_json', 'attempts'])
    .executeTakeFirst();
  return taken ? { task: taken.task, payload: JSON.parse(taken.payload_json), attempts: taken.attempts } : null;
}

export async function recordProgress(
  trx: Kysely<Database>,
  id: number,
  workerId: string,
  progress: { done: number; total: number; now: string },
): Promise<void> {
  const result = await trx
    .updateTable('background_job')
    .set({ progress_done: progress.done, progress_total: progress.total, heartbeat_at: progress.now })
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new JobLostError(id);
}

export async function finishJob(
  db: Kysely<Database>,
  id: number,
  workerId: string,
  change: { status: JobStatus; error?: string | null; now: string; runAfter?: string },
): Promise<void> {
  const done = change.status === 'done' || change.status === 'failed' || change.status === 'interrupted';
  const set: Partial<Record<keyof BackgroundJobTable, unknown>> = {
    status: change.status,
    error: change.error ?? null,
    heartbeat_at: change.now,
    finished_at: done ? change.now : null,
    ...(change.runAfter ? { run_after: change.runAfter } : {}),
  };
  await db
    .updateTable('background_job')
    .set(set as never)
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .execute();
}

/** Jobs left running by a worker that stopped reporting before `staleBefore` (or never reported). */
export async function listAbandoned(
  db: Kysely<Database>,
  staleBefore: string,
): Promise<Array<{ id: number; workerId: string | null; attempts: number }>> {
  const rows = await db
    .selectFrom('background_job')
    .select(['id', 'worker_id', 'attempts'])
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]))
    .execute();
  return rows.map((row) => ({ id: row.id, workerId: row.worker_id, attempts: row.attempts }));
}

/** Puts an abandoned job back in the queue, or reports it interrupted; only if nobody took it meanwhile. */
export async function releaseAbandoned(
  db: Kysely<Database>,
  job: { id: number; workerId: string | null },
  change: { status: 'queued' | 'interrupted'; now: string; error: string | null },
): Promise<boolean> {
  let query = db
    .updateTable('background_job')
    .set({
      status: change.status,
      error: change.error,
      run_after: change.now,
      ...(change.status === 'interrupted' ? { finished_at: change.now } : {}),
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running');
  query = job.workerId === null ? query.where('worker_id', 'is', null) : query.where('worker_id', '=', job.workerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function nextQueued(db: Kysely<Database>, now: string): Promise<number | null> {
  const row = await db
    .selectFrom('background_job')
    .select('id')
    .where('status', '=', 'queued')
    .where('run_after', '<=', now)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
