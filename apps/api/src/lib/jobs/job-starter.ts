// The engine starts with the server, but a database that is down at that moment (ADR 0028: the server starts and
// answers 503 until it is back) must not keep the server from starting: a failed start is logged and tried again.
import type { Jobs } from './jobs.js';

const RETRY_MS = 30_000;

export function jobStarter(jobs: Jobs, log: { warn(message: string): void }, retryMs = RETRY_MS) {
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function attempt(): Promise<void> {
    if (stopped || started) return;
    try {
      await jobs.start();
      started = true;
    } catch (error) {
      log.warn(`background jobs not started (${(error as Error).message}); trying again in ${retryMs / 1000} s`);
      timer = setTimeout(() => void attempt(), retryMs);
      timer.unref();
    }
  }

  return {
    /** Resolves after the first attempt, whether it started the engine or not. */
    begin: attempt,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (started) await jobs.stop();
    },
  };
}
