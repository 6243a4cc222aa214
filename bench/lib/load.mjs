/** Load runs with autocannon, and the server's memory sampled while they run. */
import fs from 'node:fs';
import autocannon from 'autocannon';

/** The server's resident set size in MiB, from /proc (Linux); null elsewhere. */
export function rssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
    return Number.isFinite(kib) ? Math.round((kib / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** CPU time `pid` has used so far, user and system, in ms (Linux /proc; clock ticks of 10 ms); null elsewhere. */
export function cpuMs(pid) {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Samples `pid`'s RSS every 200 ms until `stop()`, which returns the largest sample. */
export function sampleRss(pid) {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    const now = rssMiB(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 200);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * One measured run: `options` are autocannon's (url, connections, duration or amount, requests…).
 * The rate is answers over the run's own duration, not autocannon's per-second average, which counts
 * a last, partial second as a whole one. With `pid`, the server's peak RSS and CPU time during the run.
 */
export async function measure(name, options, { pid } = {}) {
  const rss = pid ? sampleRss(pid) : null;
  const cpuBefore = pid ? cpuMs(pid) : null;
  const result = await autocannon(options);
  const peakRssMiB = rss?.stop() ?? null;
  const cpuUsed = cpuBefore === null ? null : cpuMs(pid) - cpuBefore;
  return {
    name,
    url: options.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    durationSeconds: result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
    requests: result.requests.total,
    /** Sent but unanswered when the run's time was up (their writes may still have happened). */
    unanswered: Math.max(0, result.requests.sent - result.requests.total),
    answered2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    peakRssMiB,
    // The server's own CPU time per answer: on a machine shared with other work this moves far less
    // than req/s does, and 1000 / it is the rate one free core would give.
    serverCpuMsPerRequest:
      cpuUsed === null ? null : Math.round((cpuUsed / Math.max(result.requests.total, 1)) * 1000) / 1000,
  };
}
