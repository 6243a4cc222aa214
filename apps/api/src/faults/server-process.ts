// Bundled as production is, so the fault tests kill and restart what production runs.
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

// Under apps/api, not the system's temp folder: the bundle finds node_modules and package.json above it.
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

// vitest sometimes ends workers without their `exit` event, leaving their bundles behind.
function removeOrphanedBundles(): void {
  for (const name of fs.readdirSync(testBundlesDir)) {
    const pid = Number(/^server-(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid))
      fs.rmSync(path.join(testBundlesDir, name), { recursive: true, force: true });
  }
}

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
  stderr(): string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = once(child, 'exit').then(() => undefined);
  child.kill(name);
  return exited;
}

export async function startServer(options: {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
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

// No keep-alive pool: after a kill, no later request may go down a socket of the dead process.
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
