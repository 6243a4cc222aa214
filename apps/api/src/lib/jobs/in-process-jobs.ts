// The embedded store's engine (SQLite has one server process): background_job is the queue, and this process
// runs one job at a time. A job a stopped process left running is resumed, or reported as interrupted after
// MAX_JOB_ATTEMPTS runs.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { findJob, insertJob, listAbandoned, nextQueued, releaseAbandoned } from './background-job.repository.js';
import { MAX_JOB_ATTEMPTS, STALE_JOB_AFTER_MS, type JobHandler, type Jobs } from './jobs.js';
import { runJob } from './run-job.js';

const POLL_MS = 2_000;

export function createInProcessJobs(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: { warn(message: string): void; info(message: string): void };
  /** Tests shorten it to find a "dead" worker at once. */
  staleAfterMs?: number;
}): Jobs {
  const handlers = new Map<string, JobHandler<unknown>>();
  const workerId = `in-process-${randomBytes(6).toString('hex')}`;
  let abort = new AbortController();
  let started = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const now = () => deps.clock.now().toISOString();

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (!started || abort.signal.aborted) return;
        const id = await nextQueued(deps.db, now());
        if (id === null) break;
        await runJob({ ...deps, handlers }, id, workerId, abort.signal);
      }
    } while (again);
  }

  function wake(): void {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => deps.log.warn(`background jobs: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
  }

  return {
    engine: 'in-process',
    define(task, handler) {
      handlers.set(task, handler as JobHandler<unknown>);
    },
    enqueue: (trx, task, payload, options) => insertJob(trx, { task, payload, total: options?.total ?? 0, now: now() }),
    wake,
    get: findJob,
    async start() {
      const staleBefore = new Date(deps.clock.now().getTime() - (deps.staleAfterMs ?? STALE_JOB_AFTER_MS));
      for (const job of await listAbandoned(deps.db, staleBefore.toISOString())) {
        const resume = job.attempts < MAX_JOB_ATTEMPTS;
        await releaseAbandoned(deps.db, job, {
          status: resume ? 'queued' : 'interrupted',
          now: now(),
          error: resume ? null : 'کار با خاموش شدن کارساز نیمه‌کاره ماند و دوباره از سر گرفته نشد.',
        });
        deps.log.info(`background job ${job.id} ${resume ? 'resumes' : 'was interrupted'} after a restart`);
      }
      abort = new AbortController();
      started = true;
      timer = setInterval(wake, POLL_MS);
      timer.unref();
      wake();
    },
    async stop() {
      started = false;
      abort.abort();
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
