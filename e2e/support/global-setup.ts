/**
 * Once per e2e run: build what is missing or stale, start the production server on a fresh seeded
 * SQLite database, and hand its address to the journeys. The returned teardown always runs, so the
 * server is stopped whether the journeys pass or fail.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureBuilt, startProductionServer } from './production-server.mjs';
import { screenshotDir, serverLogCopy } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's own database, for reading its development outbox the way a developer does. */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt({ log: (line: string) => console.log(`[e2e] ${line}`) });
  fs.rmSync(screenshotDir, { recursive: true, force: true });
  fs.mkdirSync(screenshotDir, { recursive: true });
  // The push journey registers a subscription at its own local push service (http://127.0.0.1).
  const server = await startProductionServer({ env: { PUSH_ALLOW_LOOPBACK_HTTP: 'true' } });
  console.log(
    `[e2e] production server on ${server.baseUrl} (ready after ${server.readyAfterMs} ms); its log is copied to ${serverLogCopy} at the end`,
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  return async () => {
    fs.writeFileSync(serverLogCopy, server.readLog());
    await server.stop();
  };
}
