// One run of one job, the same for both engines: take it, run its task, record how it ended.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { finishJob, markRunning, recordProgress } from './background-job.repository.js';
import { JobLostError, JobStoppedError, MAX_JOB_ATTEMPTS, type JobHandler } from './jobs.js';

export type RunEnd = 'done' | 'retry' | 'failed' | 'stopped' | 'lost' | 'missing';

export interface RunDeps {
  db: Kysely<Database>;
  clock: Clock;
  handlers: ReadonlyMap<string, JobHandler<unknown>>;
  log: { warn(message: string): void };
}

const RETRY_BASE_MS = 2_000;

export async function runJob(deps: RunDeps, jobId: number, workerId: string, signal: AbortSignal): Promise<RunEnd> {
  const now = () => deps.clock.now().toISOString();
  const taken = await markRunning(deps.db, jobId, workerId, now());
  if (!taken) return 'missing';
  const handler = deps.handlers.get(taken.task);
  if (!handler) {
    await finishJob(deps.db, jobId, workerId, { status: 'failed', error: `no task named ${taken.task}`, now: now() });
    return 'failed';
  }
  try {
    await handler({
      jobId,
      payload: taken.payload,
      signal,
      progress: (trx, done, total) => recordProgress(trx, jobId, workerId, { done, total, now: now() }),
    });
    await finishJob(deps.db, jobId, workerId, { status: 'done', now: now() });
    return 'done';
  } catch (error) {
    if (error instanceof JobLostError) return 'lost';
    if (error instanceof JobStoppedError) {
      await finishJob(deps.db, jobId, workerId, { status: 'queued', now: now() });
      return 'stopped';
    }
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn(`job ${jobId} (${taken.task}) failed on attempt ${taken.attempts}: ${message}`);
    if (taken.attempts < MAX_JOB_ATTEMPTS) {
      const runAfter = new Date(deps.clock.now().getTime() + RETRY_BASE_MS * 2 ** (taken.attempts - 1)).toISOString();
      await finishJob(deps.db, jobId, workerId, { status: 'queued', error: message, now: now(), runAfter });
      return 'retry';
    }
    await finishJob(deps.db, jobId, workerId, { status: 'failed', error: message, now: now() });
    return 'failed';
  }
}
