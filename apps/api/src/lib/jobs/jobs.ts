/**
 * The background job port (ADR 0079): long work (an import, an export, a bulk change) runs as a job whose
 * state and progress live in background_job on both databases, so a page can poll it and a restarted server
 * can find it. Two engines run the queue: graphile-worker on PostgreSQL, an in-process runner on SQLite.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'interrupted';

export interface JobState {
  id: number;
  task: string;
  status: JobStatus;
  progressDone: number;
  progressTotal: number;
  attempts: number;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface JobContext<Payload> {
  jobId: number;
  payload: Payload;
  /** Aborted when the server shuts down: finish the current step and return; the job resumes after the restart. */
  signal: AbortSignal;
  /**
   * Records progress inside the caller's transaction, so a step's work and its progress commit together,
   * and proves this worker still owns the job: when another worker has taken it over (after this one was
   * thought dead) it throws {@link JobLostError} and the caller's transaction rolls back.
   */
  progress(trx: Kysely<Database>, done: number, total: number): Promise<void>;
}

/**
 * A task's work. It must be resumable: after a restart it is called again with the same payload and picks up
 * from what its own committed state says (the import's next row), never redoing a committed step.
 */
export type JobHandler<Payload> = (context: JobContext<Payload>) => Promise<void>;

export interface Jobs {
  readonly engine: 'in-process' | 'graphile-worker';
  define<Payload>(task: string, handler: JobHandler<Payload>): void;
  /** Inside the caller's transaction: the job exists, and runs, only if that transaction commits. */
  enqueue(trx: Kysely<Database>, task: string, payload: unknown, options?: { total?: number }): Promise<number>;
  /** After the enqueuing transaction commits: start it now rather than at the next poll. */
  wake(): void;
  get(db: Kysely<Database>, jobId: number): Promise<JobState | null>;
  /** Resumes (or reports as interrupted) the jobs a stopped process left running, then takes queued jobs. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export class JobLostError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} was taken over by another worker`);
  }
}

export class JobStoppedError extends Error {
  constructor() {
    super('the server is stopping; the job resumes after the restart');
  }
}

/** A job that failed this many times, or was left running this many times, is not tried again. */
export const MAX_JOB_ATTEMPTS = 10;
/** A running job whose worker has not reported for this long is taken to be dead. */
export const STALE_JOB_AFTER_MS = 60_000;
