/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const TIMED_PASSES = 3;

/**
 * Every input once to warm up, then three timed passes; an input's time is its median over the passes,
 * so a burst of load from another process on a shared machine does not pass for a slow query.
 * Percentiles are over the inputs; `slowest` names that many of the slowest inputs.
 */
export async function timeInputs(inputs, call, { slowest = 3 } = {}) {
  for (const input of inputs) await call(input);
  const samples = inputs.map(() => []);
  for (let pass = 0; pass < TIMED_PASSES; pass += 1) {
    for (const [index, input] of inputs.entries()) {
      const start = performance.now();
      await call(input);
      samples[index].push(performance.now() - start);
    }
  }
  const perInput = samples.map((times, index) => ({
    input: inputs[index],
    ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)],
  }));
  const times = perInput.map((entry) => entry.ms).sort((a, b) => a - b);
  return {
    count: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
    slowest: [...perInput].sort((a, b) => b.ms - a.ms).slice(0, slowest),
  };
}
