/**
 * Lighthouse 12 on the production server, as issue 14 measures a phone: mobile form factor, the
 * default simulated throttling (Lantern: a slow 4G network and a 4× slower CPU, computed from one
 * unthrottled load), Debian's Chromium with the project's flags and a fresh profile for every run
 * (a first visit: no service worker, no HTTP cache). Each page is run `runs` times and every figure
 * is the median over the runs, so one run slowed down by another process on the shared machine does
 * not decide the result.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@sabad/e2e/production-server';
import { pageMainThread, threadTimeBlocking } from './main-thread.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
  // Where TBT comes from: all main-thread work and the scripts' share of it (Lighthouse scales both by
  // the 4× CPU slowdown), comparable between runs when TBT itself jumps with the machine's load.
  mainThreadMs: 'mainthread-work-breakdown',
  bootupMs: 'bootup-time',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** JavaScript bytes on the wire, from the network requests Lighthouse recorded. */
function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * Audits that cost points or flag an opportunity, worst first: a score below 0.9 (Lighthouse's
 * "passed" line) among the scored ones, informative ones with a saving left out.
 */
function failingAudits(lhr) {
  const weightOf = new Map();
  for (const category of Object.values(lhr.categories))
    for (const ref of category.auditRefs) weightOf.set(ref.id, Math.max(weightOf.get(ref.id) ?? 0, ref.weight));
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      displayValue: audit.displayValue ?? '',
      weight: weightOf.get(audit.id) ?? 0,
      savingsMs: audit.metricSavings ? Math.max(0, ...Object.values(audit.metricSavings).map(Number)) : 0,
    }))
    .sort((a, b) => a.score - b.score || b.weight - a.weight || b.savingsMs - a.savingsMs);
}

/** The run's long tasks (simulated start and duration, the script they are charged to), longest first. */
function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .map((task) => ({ url: task.url, startMs: Math.round(task.startTime), durationMs: Math.round(task.duration) }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 20);
}

async function runOnce(url) {
  // chrome-launcher adds --remote-debugging-port and a fresh --user-data-dir (removed on kill);
  // its own default switches are left out so Chromium runs with exactly the e2e flags.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, auditId]) => [key, lhr.audits[auditId]?.numericValue ?? null]),
    );
    // The same run's blocking time from thread time (main-thread.mjs): how much of TBT is the page and
    // how much the machine (wall ÷ thread time).
    const byThreadTime = threadTimeBlocking(pageMainThread(result.artifacts.Trace.traceEvents));
    return {
      scores,
      metrics: {
        ...metrics,
        jsTransferBytes: scriptBytes(lhr),
        threadTbtMs: byThreadTime.blockingMs,
        wallPerThread: byThreadTime.wallPerThread,
      },
      longTasks: longTasks(lhr),
      failing: failingAudits(lhr),
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times on `url` and returns the median of every score and metric, each run's
 * own figures, and the failing audits of the run whose performance score is the median.
 */
export async function measurePage(url, { runs, log = console.log }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await runOnce(url);
    log(
      `  run ${run}/${runs}: performance ${result.scores.performance}, LCP ${Math.round(result.metrics.lcpMs)} ms, TBT ${Math.round(result.metrics.tbtMs)} ms, main thread ${Math.round(result.metrics.mainThreadMs)} ms; from thread time: TBT ${Math.round(result.metrics.threadTbtMs)} ms, wall ÷ thread ${result.metrics.wallPerThread?.toFixed(1)}`,
    );
    results.push(result);
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((result) => result.scores[id]))]));
  const metricKeys = Object.keys(results[0].metrics);
  const metrics = Object.fromEntries(metricKeys.map((key) => [key, median(results.map((r) => r.metrics[key]))]));
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const representative = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  return {
    url,
    finalUrl: representative.finalUrl,
    runs,
    scores,
    metrics,
    failing: representative.failing,
    longTasks: representative.longTasks,
    warnings: representative.warnings,
    perRun: results.map((result) => ({ scores: result.scores, metrics: result.metrics, longTasks: result.longTasks })),
  };
}
