/**
 * `node bench/trace-start.mjs [path] [--rate=4] [--runs=1]`: where a page's start-up spends its main
 * thread, task by task. Loads the production build (e2e/.build, as bench:web builds it) in Chromium with
 * the CPU slowed down `rate` times (Lighthouse mobile's 4×), records a Chrome trace (tasks, layout, style,
 * the V8 CPU profile) and lists every task of 50 ms or more: its start after navigation, its length, what
 * the browser did in it (script, style, layout, paint) and the script time by source file and function,
 * mapped through the build's source maps. It also lists what the page inserted into the DOM in each task
 * (a MutationObserver in the page marks it), so a long task can be tied to the components it committed.
 * A developer's tool for issue 14 (docs/adr/0038); its figures vary with the machine's load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionServer, storefrontDist } from '@sabad/e2e/production-server';
import { pageMainThread, threadTimeBlocking } from './lib/main-thread.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((value) => value.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const pagePath = process.argv.slice(2).find((value) => !value.startsWith('--')) ?? '/';
const rate = Number(arg('rate', '4'));
const runs = Number(arg('runs', '1'));
const LONG_MS = Number(arg('long', '50'));
// Thread times are multiplied by this (Lighthouse's simulated 4× slower CPU) when the CPU is not slowed down.
const cpuFactor = Number(arg('cpu-factor', rate === 1 ? '4' : '1'));
// --dist=<folder>: another storefront build than the harness's (e.g. a copy kept from before a change).
const dist = path.resolve(arg('dist', storefrontDist));

/** Marks every element the page inserts (tag, class) with a user-timing mark, so the trace places it in its task. */
const INSERTIONS = `(() => {
  const describe = (node) => node.nodeType === 1 ? (node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '')) : null;
  const start = () => new MutationObserver((records) => {
    const counts = new Map();
    for (const record of records) for (const node of record.addedNodes) {
      const name = describe(node);
      if (!name) continue;
      const inside = node.querySelectorAll ? node.querySelectorAll('*').length : 0;
      counts.set(name, (counts.get(name) ?? 0) + 1 + inside);
    }
    for (const record of records) for (const node of record.removedNodes) if (node.id === 'fs') counts.set('REMOVED #fs', 1);
    if (counts.size) performance.mark('dom:' + [...counts].map(([n, c]) => n + '×' + c).join(' ').slice(0, 300));
  }).observe(document, { childList: true, subtree: true });
  if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
})();`;

const consumers = new Map();
function consumerFor(url) {
  if (consumers.has(url)) return consumers.get(url);
  let consumer = null;
  try {
    const pathname = new URL(url).pathname;
    const mapFile = path.join(dist, `${pathname}.map`);
    if (fs.existsSync(mapFile)) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  } catch {
    consumer = null;
  }
  consumers.set(url, consumer);
  return consumer;
}

/** Source file (node_modules package or src path) and function of a profile frame. */
function where(frame) {
  if (!frame.url) return { file: frame.functionName || '(native)', fn: '' };
  const consumer = consumerFor(frame.url);
  if (!consumer) return { file: frame.url.replace(/^.*\//, ''), fn: frame.functionName };
  const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source)
    return {
      file: frame.url.replace(/^.*\//, ''),
      fn: `${frame.functionName} @${frame.lineNumber + 1}:${frame.columnNumber}`,
    };
  const source = original.source.replace(/^.*node_modules\//, 'nm:').replace(/^.*\/src\//, 'src/');
  const file = source.startsWith('nm:')
    ? source
        .split('/')
        .slice(0, source.startsWith('nm:@') ? 2 : 1)
        .join('/') +
      ' ' +
      source.split('/').pop()
    : source;
  // An anonymous function is named by its line in the original source, so two of them are told apart.
  return { file, fn: original.name || frame.functionName || `(anon):${original.line}` };
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(INSERTIONS);
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  const events = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
  await page.goto(url);
  await page.waitForFunction("!document.getElementById('fs')", null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3_000);
  await session.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

function analyse(events) {
  const main = pageMainThread(events);
  const { pid, tid, onMain, navStart, tasks } = main;
  const ms = (ts) => (ts - navStart) / 1000;
  const long = tasks.filter((t) => t.dur / 1000 >= LONG_MS);
  const paints = onMain
    .filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name))
    .map((e) => `${e.name} ${ms(e.ts).toFixed(0)}`);
  const marks = onMain
    .filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith('dom:'))
    .map((e) => ({ t: e.ts, name: e.name.slice(4) }));

  // The CPU profile: samples with their stacks, on the main thread.
  const nodes = new Map();
  const samples = [];
  // The main thread's profile only (a service worker's runs in the same process, on its own thread).
  const profileIds = new Set(
    events.filter((x) => x.name === 'Profile' && x.pid === pid && x.tid === tid).map((x) => x.id),
  );
  let time = null;
  for (const e of events.filter(
    (x) => x.pid === pid && profileIds.has(x.id) && (x.name === 'Profile' || x.name === 'ProfileChunk'),
  )) {
    if (e.name === 'Profile') {
      time = e.args.data.startTime;
      continue;
    }
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ t: time, id });
    });
  }
  samples.sort((a, b) => a.t - b.t);

  let totalBlocking = 0;
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint');
  // Thread (CPU) time of each task after FCP, times the slowdown Lighthouse simulates (4×): on a loaded
  // machine wall time includes the time the thread waited for a core; thread time does not.
  const byThreadTime = threadTimeBlocking(main, cpuFactor);
  const cpuLong = byThreadTime.long.map(({ task, ms: cpu }) => ({
    at: ms(task.ts),
    cpu,
    dom: marks
      .filter((m) => m.t >= task.ts && m.t <= task.ts + task.dur)
      .map((m) => m.name.slice(0, 60))
      .join(' | '),
  }));
  const cpuDetail = cpuLong.map((t) => `    @${t.at.toFixed(0)} ${t.cpu.toFixed(0)} ms ${t.dom}`).join('\n');
  const cpuTbt = byThreadTime.blockingMs;
  const cpuSummary = `thread time × ${cpuFactor}: ${cpuLong.length} long tasks after FCP, TBT ≈ ${cpuTbt.toFixed(0)} ms [${cpuLong.map((t) => t.cpu.toFixed(0)).join(' ')}], all tasks after navigation ${byThreadTime.allTasksMs.toFixed(0)} ms, wall ÷ thread time ${byThreadTime.wallPerThread?.toFixed(1)}\n${cpuDetail}`;
  const report = [];
  for (const task of long) {
    const end = task.ts + task.dur;
    if (fcp && task.ts > fcp.ts) totalBlocking += task.dur / 1000 - 50;
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task);
    const byName = new Map();
    for (const e of inside) {
      if (
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseHTML',
          'EvaluateScript',
          'FunctionCall',
          'v8.compile',
          'V8.GCScavenger',
          'MajorGC',
          'MinorGC',
          'PrePaint',
          'Commit',
          'HitTest',
          'ParseAuthorStyleSheet',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'v8.run',
          'RunMicrotasks',
          'v8.callFunction',
        ].includes(e.name)
      )
        byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
    }
    // What ran in the task, in order: its events of 3 ms or more (nested ones indented by depth).
    const sequence = [];
    const stack = [];
    for (const e of inside.filter((x) => x.dur >= 3000).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
      while (stack.length && stack.at(-1) <= e.ts) stack.pop();
      sequence.push(
        `${'  '.repeat(stack.length)}${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\//, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} @${ms(e.ts).toFixed(0)} ${(e.dur / 1000).toFixed(0)}`,
      );
      stack.push(e.ts + e.dur);
    }
    const selfByFile = new Map();
    const selfByFn = new Map();
    const appFrames = new Map();
    const taskSamples = samples.filter((s) => s.t >= task.ts && s.t <= end);
    for (let i = 0; i < taskSamples.length; i += 1) {
      const dt = ((taskSamples[i + 1]?.t ?? end) - taskSamples[i].t) / 1000;
      const node = nodes.get(taskSamples[i].id);
      if (!node) continue;
      const self = where(node.callFrame);
      selfByFile.set(self.file, (selfByFile.get(self.file) ?? 0) + dt);
      const key = `${self.file} ${self.fn}`;
      selfByFn.set(key, (selfByFn.get(key) ?? 0) + dt);
      // The innermost frame from the app's own source: whose code (or render) this sample is under.
      let owner = node;
      const chain = [];
      while (owner) {
        const w = where(owner.callFrame);
        if (w.file.startsWith('src/')) chain.push(`${w.file.replace(/^src\//, '')}:${w.fn}`);
        owner = owner.parent ? nodes.get(owner.parent) : null;
      }
      const ownerKey = chain.slice(0, 2).join(' < ') || '(no app frame)';
      appFrames.set(ownerKey, (appFrames.get(ownerKey) ?? 0) + dt);
    }
    const top = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `      ${v.toFixed(1).padStart(6)} ms  ${k}`)
        .join('\n');
    const dom = marks
      .filter((m) => m.t >= task.ts && m.t <= end)
      .map((m) => `      + ${m.name}`)
      .join('\n');
    report.push(
      `task at ${ms(task.ts).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms\n    events: ${[...byName]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ')}\n    sequence:\n${sequence
        .slice(0, 25)
        .map((l) => '      ' + l)
        .join(
          '\n',
        )}\n    self time by file:\n${top(selfByFile, 8)}\n    by function:\n${top(selfByFn, 10)}\n    under app frame:\n${top(appFrames, 6)}\n    DOM inserted:\n${dom || '      (none)'}`,
    );
  }
  const allDom = marks.map((m) => `  ${ms(m.t).toFixed(0)} ms: ${m.name}`).join('\n');
  return {
    cpuSummary,
    summary: `${long.length} long tasks (≥ ${LONG_MS} ms), TBT after FCP ≈ ${totalBlocking.toFixed(0)} ms (unsimulated), longest ${Math.max(0, ...long.map((t) => t.dur / 1000)).toFixed(0)} ms; ${paints.join(', ')}`,
    report,
    allDom,
  };
}

const server = await startProductionServer({ env: { STOREFRONT_DIST: dist } });
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let run = 1; run <= runs; run += 1) {
    const events = await traceOnce(browser, `${server.baseUrl}${pagePath}`);
    const { summary, cpuSummary, report, allDom } = analyse(events);
    console.log(`\n=== ${pagePath}, CPU ÷${rate}, run ${run}: ${summary}\n--- ${cpuSummary}\n`);
    if (process.argv.includes('--dom')) console.log(`DOM insertions:\n${allDom}\n`);
    for (const line of report) console.log(line + '\n');
  }
} finally {
  await browser.close();
  await server.stop();
}
