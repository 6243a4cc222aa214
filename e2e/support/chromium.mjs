/**
 * Where the browser journeys and benchmarks find Chromium. Plain JavaScript so that scripts/test.mjs
 * and the bench scripts can import it with node directly.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Chromium installed by Playwright (never by us: this machine cannot download browsers, but a developer's may have one). */
function playwrightChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!fs.existsSync(cache)) return [];
  return fs
    .readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort()
    .reverse()
    .flatMap((name) => [
      path.join(cache, name, 'chrome-linux64', 'chrome'),
      path.join(cache, name, 'chrome-linux', 'chrome'),
    ]);
}

function onPath(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * The first Chromium found: CHROMIUM_PATH, Debian's /usr/bin/chromium, chromium-browser, Google
 * Chrome, then one installed by Playwright. Undefined when there is none.
 */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    onPath('chromium'),
    onPath('chromium-browser'),
    onPath('google-chrome-stable'),
    onPath('google-chrome'),
    '/opt/google/chrome/chrome',
    ...playwrightChromium(),
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

/** What to tell someone whose machine has no Chromium, in one line. */
export const chromiumMissingAdvice =
  "No Chromium found for the browser journeys: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.";
