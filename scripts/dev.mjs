#!/usr/bin/env node
/**
 * `npm run dev`: the API with hot reload (tsx watch, reading the contract from source) on PORT
 * (8080), the storefront's Vite dev server (5173), which proxies /api, /images and
 * /app-version.json to the API, and the back office's (5174, /admin/), which proxies /api.
 * Stopping one stops them all.
 */
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const children = [
  { name: 'api', args: ['run', 'dev', '-w', 'apps/api'] },
  { name: 'storefront', args: ['run', 'dev', '-w', 'apps/storefront'] },
  { name: 'admin', args: ['run', 'dev', '-w', 'apps/admin'] },
].map(({ name, args }) => {
  const child = spawn(npm, args, { cwd: root, stdio: 'inherit', detached: process.platform !== 'win32' });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping the rest.`);
    stopAll(code ?? 0);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      // Each child leads its own process group, so tsx's and Vite's own children stop too.
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
