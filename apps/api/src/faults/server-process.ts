/**
 * The API server as a real process, for the fault tests (issue 15): killed with SIGKILL, restarted,
 * its database connections cut. `src/server.ts` is bundled once per test process by esbuild and run
 * with plain node: through tsx each start loads ~300 source files and takes 2–3× as long, and these
 * tests start the server over twenty times. Packages stay outside the bundle and are found through
 * a `node_modules` link beside it, exactly the versions the repository installed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { testConfig } from '../testing/test-app.js';
import { freePort } from '../testing/free-port.js';
import { inheritedEnvironment } from '../testing/test-env.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(apiRoot, '../..');

let bundled: Promise<string> | undefined;

/** The bundled server's path, built on first use in this process and removed when it exits. */
export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-server-bundle-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const manifest = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const outfile = path.join(dir, 'server.mjs');
    await build({
      entryPoints: [path.join(apiRoot, 'src', 'server.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // The contract is bundled from its sources (as tsx runs it); every other package is loaded from node_modules.
      conditions: ['source'],
      external: Object.keys(manifest.dependencies).filter((name) => name !== '@sabad/contract'),
      // Bundled CommonJS code (if any) asks for `require`, which an ES module lacks.
      banner: {
        js: "import { createRequire as sabadCreateRequire } from 'node:module'; const require = sabadCreateRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
    return outfile;
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
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [await serverBundle()], {
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
  });
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
