/**
 * The API server as a real process, for the fault tests (issue 15): killed with SIGKILL, restarted,
 * its database connections cut. The sources are bundled once per test process exactly as the
 * production build bundles them (`bundleApi`, src/bundle.ts, ADR 0036) and run with plain node, so
 * these tests kill and restart what production runs: through tsx each start loads ~300 source
 * files and takes 2–3× as long, and these tests start the server over twenty times.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleApi } from '../bundle.js';
import { testConfig } from '../testing/test-app.js';
import { freePort } from '../testing/free-port.js';
import { inheritedEnvironment } from '../testing/test-env.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Test bundles go in a folder of their own under apps/api (gitignored), not the system's temp
 * folder: like dist/, the bundle finds its external packages through node_modules above it and the
 * API's folder by its package.json (config/paths.ts).
 */
export const testBundlesDir = path.join(apiRoot, '.test-bundles');

let bundled: Promise<string> | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the bundles of test processes that have ended: vitest ends its workers without their
 * `exit` event at times, which would leave each run's bundle behind.
 */
function removeOrphanedBundles(): void {
  for (const name of fs.readdirSync(testBundlesDir)) {
    const pid = Number(/^server-(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid))
      fs.rmSync(path.join(testBundlesDir, name), { recursive: true, force: true });
  }
}

/** The bundled server's path, built on first use in this process and removed when it exits. */
export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    fs.mkdirSync(testBundlesDir, { recursive: true });
    removeOrphanedBundles();
    const dir = fs.mkdtempSync(path.join(testBundlesDir, `server-${process.pid}-`));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    await bundleApi(dir);
    return path.join(dir, 'server.js');
  })();
  return bundled;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the process wrote to stderr so far (crash reports). */
  stderr(): string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), resolved once the process is gone. */
  stop(): Promise<void>;
}

function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = once(child, 'exit').then(() => undefined);
  child.kill(name);
  return exited;
}

/** Starts the server on `databaseUrl` (migrated on start, not seeded) and resolves once /api/health answers 200. */
export async function startServer(options: {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  /** Options for node itself, before the bundle (e.g. `--import` of a module that watches the start). */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // --max-semi-space-size=8 as `npm start`, the cluster and Docker run the server (ADR 0036).
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=8', ...(options.nodeArgs ?? []), await serverBundle()],
    {
      cwd: apiRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...inheritedEnvironment(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        SEED_DEMO_STORE: 'false',
        LOG_LEVEL: 'silent',
        APP_SECRET: testConfig.APP_SECRET,
        STOREFRONT_DIST: testConfig.STOREFRONT_DIST,
        ...options.env,
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}): ${stderr}`);
    const health = await request(baseUrl, 'GET', '/api/health').catch(() => undefined);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process did not start within 30 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    baseUrl,
    child,
    stderr: () => stderr,
    kill: () => signal(child, 'SIGKILL'),
    stop: () => signal(child, 'SIGTERM'),
  };
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * One HTTP request on a connection of its own (no keep-alive pool): after a kill, no later request
 * may be sent down a socket of the dead process. Rejects when no answer came (refused, reset).
 */
export function request(
  baseUrl: string,
  method: string,
  pathAndQuery: string,
  options: { headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${pathAndQuery}`,
      {
        method,
        agent: false,
        headers: { ...options.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
