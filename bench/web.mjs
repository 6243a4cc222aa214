/**
 * `npm run bench:web`: what the home page costs a phone on its first visit. Loads `/` of the
 * production build in Chromium (390×844, fresh profile: a first visit), waits until the home page
 * shows its first category and the network is idle, and lists every JavaScript and CSS file the
 * page requested before any user action (the service worker's precache, fetched by the worker, is
 * not the page's) with its raw and gzip size, beside the bytes the server actually sent with its own
 * compression. Gzip is zlib level 9 of the built file the server serves (the harness's own storefront
 * build), or of the body served when no such file exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureBuilt, launchChromium, startProductionServer, storefrontDist } from '@sabad/e2e/production-server';
import { printMachine, printTable, writeResult } from './lib/report.mjs';

const FIRST_LOAD_JS_TARGET_KB = 200;
const distDir = storefrontDist;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Scripts and style sheets the page itself asked for (the service worker's precache is not the page's). */
function kindOf(resourceType) {
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'script') return 'js';
  return null;
}

async function main() {
  const machine = printMachine();
  ensureBuilt({ log: (line) => console.log(line) });
  const server = await startProductionServer();
  const browser = await launchChromium({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const loaded = new Map();
    let requestCount = 0;
    page.on('response', (response) => {
      requestCount += 1;
      const kind = kindOf(response.request().resourceType());
      if (kind && !loaded.has(response.url())) loaded.set(response.url(), { kind, response });
    });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const home = await (
      await fetch(`${server.baseUrl}/api/v2/catalog/homepage`, { headers: { Accept: 'application/json' } })
    ).json();
    const firstCategory = home.Categories[0]?.Name;
    if (!firstCategory) throw new Error('the seeded home page has no category to wait for');

    const started = Date.now();
    await page.goto(`${server.baseUrl}/`);
    try {
      // Figures only count when the home page really rendered: its first category is on screen.
      await page
        .getByText(firstCategory, { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 30_000 });
    } catch {
      throw new Error(
        `the home page did not render (at ${page.url()}); errors in the page: ${pageErrors.join('; ') || 'none'}`,
      );
    }
    const renderedMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    const landedOn = new URL(page.url()).pathname;

    const files = [];
    for (const [url, { kind, response }] of loaded) {
      const pathname = decodeURIComponent(new URL(url).pathname);
      const distFile = path.join(distDir, pathname);
      const fromDist = distFile.startsWith(distDir) && fs.existsSync(distFile) && fs.statSync(distFile).isFile();
      const body = fromDist ? fs.readFileSync(distFile) : await response.body();
      const sizes = await response.request().sizes();
      files.push({
        kind,
        path: pathname,
        status: response.status(),
        servedEncoding: response.headers()['content-encoding'] ?? 'identity',
        source: fromDist ? 'dist' : 'served body',
        rawBytes: body.length,
        gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
        sentBytes: sizes.responseBodySize,
      });
    }
    files.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzipBytes - a.gzipBytes);
    const total = (kind, field) =>
      files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file[field], 0);
    const totals = {
      jsRawBytes: total('js', 'rawBytes'),
      jsGzipBytes: total('js', 'gzipBytes'),
      cssRawBytes: total('css', 'rawBytes'),
      cssGzipBytes: total('css', 'gzipBytes'),
      jsSentBytes: total('js', 'sentBytes'),
      cssSentBytes: total('css', 'sentBytes'),
    };

    console.log(
      `\nhome first load: ${landedOn}, first category on screen after ${renderedMs} ms, ${requestCount} responses in all, ${files.length} JavaScript/CSS files\n`,
    );
    if (pageErrors.length > 0) console.log(`errors in the page: ${pageErrors.join('; ')}`);
    printTable(
      ['type', 'file', 'raw', 'gzip', 'sent', 'served as'],
      files.map((file) => [
        file.kind,
        file.path,
        `${kb(file.rawBytes)} KB`,
        `${kb(file.gzipBytes)} KB`,
        `${kb(file.sentBytes)} KB`,
        `${file.status} ${file.servedEncoding}`,
      ]),
    );
    const jsGzipKb = kb(totals.jsGzipBytes);
    const meetsTarget = jsGzipKb <= FIRST_LOAD_JS_TARGET_KB;
    console.log(
      `\nJavaScript: ${kb(totals.jsRawBytes)} KB raw, ${jsGzipKb} KB gzip (target ≤ ${FIRST_LOAD_JS_TARGET_KB} KB gzip: ${meetsTarget ? 'met' : 'NOT met'})`,
    );
    console.log(`CSS:        ${kb(totals.cssRawBytes)} KB raw, ${kb(totals.cssGzipBytes)} KB gzip`);
    console.log(
      `sent by the server (its own compression): JavaScript ${kb(totals.jsSentBytes)} KB, CSS ${kb(totals.cssSentBytes)} KB`,
    );
    console.log('(KB = 1024 bytes; gzip = zlib level 9 of the built file; sent = body bytes on the wire)');

    const file = writeResult('web', {
      machine,
      page: { requested: '/', landedOn, renderedMs, responses: requestCount, pageErrors, viewport: '390x844' },
      files,
      totals,
      firstLoadJsTargetKb: FIRST_LOAD_JS_TARGET_KB,
      meetsTarget,
    });
    console.log(`results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
