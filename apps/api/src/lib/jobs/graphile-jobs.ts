// PostgreSQL's engine: graphile-worker (0.17; 0.18 needs Node 22) holds the queue in its own schema and runs
// the tasks; background_job keeps the state the pages read. A job is queued with add_job() inside the caller's
// transaction. A job whose worker died (its process killed mid-import) stays locked in graphile-worker for
// hours; at start this process finds it by its stale heartbeat, queues it again and unlocks the dead worker.
import type { Runner, Task, WorkerUtils } from 'graphile-worker';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { findJob, insertJob, listAbandoned, releaseAbandoned } from './background-job.repository.js';
import { MAX_JOB_ATTEMPTS, STALE_JOB_AFTER_MS, type JobHandler, type Jobs } from './jobs.js';
import { runJob } from './run-job.js';

const CONCURRENCY = 2;

/** graphile-worker's schema beside the app's: per test schema in tests, `graphile_worker` in production. */
export async function graphileSchemaFor(db: Kysely<Database>): Promise<string> {
  const row = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0];
  const current = row?.schema ?? 'public';
  return current === 'public' ? 'graphile_worker' : `${current}_graphile_worker`;
}

export function createGraphileJobs(deps: {
  db: Kysely<Database>;
  clock: Clock;
  connectionString: string;
  log: { warn(message: string): void; info(message: string): void };
  staleAfterMs?: number;
}): Jobs {
  const handlers = new Map<string, JobHandler<unknown>>();
  let runner: Runner | null = null;
  let utils: WorkerUtils | null = null;
  let pool: pg.Pool | null = null;
  let schema: string | null = null;
  let abort = new AbortController();
  const now = () => deps.clock.now().toISOString();

  async function addGraphileJob(trx: Kysely<Database>, task: string, jobId: number): Promise<void> {
    if (!schema) throw new Error('background jobs are not started');
    await sql`select ${sql.id(schema, 'add_job')}(${task}, ${JSON.stringify({ jobId })}::json,
      max_attempts => ${MAX_JOB_ATTEMPTS}, job_key => ${`background-job-${jobId}`})`.execute(trx);
  }

  function graphileTask(): Task {
    return async (payload, helpers) => {
      const { jobId } = payload as { jobId: number };
      const workerId = helpers.job.locked_by ?? `graphile-${helpers.job.id}`;
      const signal = AbortSignal.any([abort.signal, helpers.abortSignal]);
      const end = await runJob({ ...deps, handlers }, jobId, workerId, signal);
      // graphile-worker tries again (with its own backoff) only when the task throws.
      if (end === 'retry' || end === 'stopped') throw new Error(`job ${jobId} ${end}`);
    };
  }

  return {
    engine: 'graphile-worker',
    define(task, handler) {
      handlers.set(task, handler as JobHandler<unknown>);
    },
    async enqueue(trx, task, payload, options) {
      const id = await insertJob(trx, { task, payload, total: options?.total ?? 0, now: now() });
      await addGraphileJob(trx, task, id);
      return id;
    },
    wake() {
      // add_job() notifies the workers itself.
    },
    get: findJob,
    async start() {
      // Loaded here, not at the top: a store on SQLite never loads graphile-worker or node-pg (server-start.test.ts).
      const { Logger, makeWorkerUtils, run } = await import('graphile-worker');
      const { default: Pg } = await import('pg');
      const logger = new Logger(() => (level, message) => {
        // LogLevel is a const enum, which this project's verbatimModuleSyntax cannot read: its values are these strings.
        const name: string = level;
        if (name === 'error' || name === 'warning') deps.log.warn(`graphile-worker: ${message}`);
      });
      schema = await graphileSchemaFor(deps.db);
      abort = new AbortController();
      const taskList = Object.fromEntries([...handlers.keys()].map((task) => [task, graphileTask()]));
      // Our own pool, its errors heard: a pool graphile-worker makes itself would end the process with an
      // unheard 'error' when PostgreSQL restarts or drops its connections.
      pool = new Pg.Pool({ connectionString: deps.connectionString, max: 4 });
      pool.on('error', (error) =>
        deps.log.warn(`background jobs: database connection lost while idle: ${error.message}`),
      );
      pool.on('connect', (client) => client.on('error', () => undefined));
      const options = { pgPool: pool, schema, logger };
      runner = await run({
        ...options,
        concurrency: CONCURRENCY,
        noHandleSignals: true,
        pollInterval: 2_000,
        taskList,
      });
      utils = await makeWorkerUtils(options);
      const staleBefore = new Date(deps.clock.now().getTime() - (deps.staleAfterMs ?? STALE_JOB_AFTER_MS));
      for (const job of await listAbandoned(deps.db, staleBefore.toISOString())) {
        const resume = job.attempts < MAX_JOB_ATTEMPTS;
        const released = await deps.db.transaction().execute(async (trx) => {
          const done = await releaseAbandoned(trx, job, {
            status: resume ? 'queued' : 'interrupted',
            now: now(),
            error: resume ? null : 'کار با خاموش شدن کارساز نیمه‌کاره ماند و دوباره از سر گرفته نشد.',
          });
          const row = await trx.selectFrom('background_job').select('task').where('id', '=', job.id).executeTakeFirst();
          if (done && resume && row) await addGraphileJob(trx, row.task, job.id);
          return done;
        });
        if (released && job.workerId) await utils.forceUnlockWorkers([job.workerId]);
        if (released)
          deps.log.info(`background job ${job.id} ${resume ? 'resumes' : 'was interrupted'} after a restart`);
      }
    },
    async stop() {
      abort.abort();
      await runner?.stop();
      await utils?.release();
      await pool?.end();
      runner = null;
      utils = null;
      pool = null;
    },
  };
}
