/**
 * `npm run bench:web`: what the home page costs a phone on its first visit. Loads `/` of the
 * production build in Chromium (390×844, fresh profile: a first visit), waits until the home page
 * shows its first category and the network is idle, and lists every JavaScript and CSS file the
 * page requested before any user action (the service worker's precache, fetched by the worker, is
 * not the page's) with its raw and gzip size, beside the bytes the server actually sent with its own
 * compression. Gzip is zlib level 9 of the built file the server serves (the harness's own storefront
 * build), or of the body served when no such file exists.
 *
 * Then Lighthouse (bench/lib/lighthouse.mjs) on home and a seeded product's page, `--runs=<n>` times
 * each (3; `--no-build` measures the builds as they are): the median performance, accessibility, best-practices and SEO scores, FCP, LCP, TBT, CLS
 * and JavaScript transferred, and the audits that still fail. Beside Lighthouse's TBT, the same runs'
 * blocking time counted from the tasks' thread time, and wall ÷ thread time (bench/lib/main-thread.mjs):
 * on a host whose wall time is inflated the two TBTs part.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureBuilt, launchChromium, startProductionServer, storefrontDist } from '@sabad/e2e/production-server';
import { measurePage } from './lib/lighthouse.mjs';
import { numberArg, printMachine, printTable, writeResult } from './lib/report.mjs';

const FIRST_LOAD_JS_TARGET_KB = 200;
const distDir = storefrontDist;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Scripts and style sheets the page itself asked for (the service worker's precache is not the page's). */
function kindOf(resourceType) {
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'script') return 'js';
  return null;
}

/** The first product of the first category that lists one, read from the API itself. */
async function pickProductId(baseUrl) {
  const getJson = async (url) => (await fetch(`${baseUrl}${url}`, { headers: { Accept: 'application/json' } })).json();
  const tree = await getJson('/api/v2/catalog/categorytree');
  for (const category of tree.Items.flatMap((top) => [top, ...top.SubCategories])) {
    const list = await getJson(`/api/v2/product/search?CategoryId=${category.Id}&Limit=1`);
    if (list.Items.length > 0) return list.Items[0].Id;
  }
  throw new Error('no category of the seeded store lists a product');
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function runLighthouse(baseUrl, runs) {
  const productId = await pickProductId(baseUrl);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'product details', path: `/product-details/${productId}` },
  ];
  const measured = [];
  for (const page of pages) {
    console.log(`\nLighthouse (mobile, simulated throttling) on ${page.path}, ${runs} run(s):`);
    measured.push({ name: page.name, path: page.path, ...(await measurePage(`${baseUrl}${page.path}`, { runs })) });
  }
  console.log(`\nLighthouse medians of ${runs} run(s):\n`);
  printTable(
    [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'JS sent',
      'main thread',
      'TBT (thread)',
      'wall ÷ thread',
    ],
    measured.map(({ name, scores, metrics }) => [
      name,
      scores.performance,
      scores.accessibility,
      scores['best-practices'],
      scores.seo,
      seconds(metrics.fcpMs),
      seconds(metrics.lcpMs),
      `${Math.round(metrics.tbtMs)} ms`,
      metrics.cls.toFixed(3),
      `${kb(metrics.jsTransferBytes)} KB`,
      seconds(metrics.mainThreadMs),
      `${Math.round(metrics.threadTbtMs)} ms`,
      metrics.wallPerThread?.toFixed(1) ?? '–',
    ]),
  );
  console.log(
    "(TBT (thread): the same runs' blocking time from the tasks' thread time × 4 instead of their wall time ×4 (bench/lib/main-thread.mjs);",
  );
  console.log(
    " wall ÷ thread: how much longer the tasks took than the thread ran, 1 on an idle machine; the targets are Lighthouse's own TBT)",
  );
  for (const { name, failing, warnings } of measured) {
    console.log(`\nfailing audits on ${name} (score < 0.9, worst first; the median run's):`);
    for (const audit of failing.slice(0, 15))
      console.log(`  ${audit.id.padEnd(34)} ${audit.score.toFixed(2)}  ${audit.displayValue}`);
    if (failing.length > 15) console.log(`  … and ${failing.length - 15} more in the result JSON`);
    for (const warning of warnings ?? []) console.log(`  warning: ${warning}`);
  }
  return measured;
}

async function main() {
  const runs = numberArg('runs', 3);
  const machine = printMachine();
  // --no-build: measure the builds as they are (when someone else's unfinished change keeps tsc from passing).
  if (process.argv.includes('--no-build')) console.log('build skipped (--no-build): measuring the builds as they are');
  else ensureBuilt({ log: (line) => console.log(line) });
  const server = await startProductionServer();
  const browser = await launchChromium({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  let closed = false;
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
      // In the app (#root), not the server's first screen, which the app replaces once its page is drawn.
      await page
        .locator('#root')
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

    // The first-load browser is closed before Lighthouse starts its own, so the two do not compete.
    await browser.close();
    closed = true;
    const lighthouseResults = await runLighthouse(server.baseUrl, runs);

    const file = writeResult('web', {
      machine,
      page: { requested: '/', landedOn, renderedMs, responses: requestCount, pageErrors, viewport: '390x844' },
      files,
      totals,
      firstLoadJsTargetKb: FIRST_LOAD_JS_TARGET_KB,
      meetsTarget,
      lighthouse: { runs, formFactor: 'mobile', throttling: 'simulate', pages: lighthouseResults },
    });
    console.log(`results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    if (!closed) await browser.close();
    await server.stop();
  }
}

await main();
