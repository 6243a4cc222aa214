/**
 * The page's main-thread tasks in a Chrome trace, and the blocking time they would give on a CPU
 * `factor` times slower, counted in thread time instead of wall time.
 *
 * Why: Lighthouse's simulated TBT multiplies each task's wall time by 4. Wall time includes the time
 * the renderer's thread waited for a core or for the hypervisor, so on a busy or virtualised machine
 * the same page gets a TBT several times higher (seen on 2026-11-27: a host where the shell's first
 * render took 258 ms of wall time and 76 ms of thread time). Thread time moves much less with the
 * host; the ratio of the two says how much of a run's TBT is the machine.
 */

/** The navigated page's renderer main thread: its events, its navigation start and first contentful paint. */
export function pageMainThread(events) {
  const mainThread = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((n) => n.name === 'navigationStart' && n.pid === e.pid && n.tid === e.tid),
  );
  if (!mainThread) throw new Error('the trace has no renderer main thread with a navigation');
  const { pid, tid } = mainThread;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const navStart = onMain.filter((e) => e.name === 'navigationStart').at(-1).ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= navStart);
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint' && e.ts >= navStart);
  return { pid, tid, onMain, navStart, tasks, fcpTs: fcp?.ts ?? null };
}

/**
 * Blocking time after FCP from thread time: each task's thread time × `factor`, less 50 ms, summed
 * over the tasks that reach 50 ms. Also the long tasks themselves and, over every task of 10 ms of
 * wall time or more, wall time ÷ thread time (1 on an idle machine).
 */
export function threadTimeBlocking({ tasks, fcpTs }, factor = 4) {
  const timed = tasks.filter((task) => typeof task.tdur === 'number');
  const long = timed
    .filter((task) => fcpTs === null || task.ts > fcpTs)
    .map((task) => ({ task, ms: (task.tdur / 1000) * factor }))
    .filter(({ ms }) => ms >= 50);
  const sizeable = timed.filter((task) => task.dur >= 10_000);
  const wall = sizeable.reduce((sum, task) => sum + task.dur, 0);
  const thread = sizeable.reduce((sum, task) => sum + task.tdur, 0);
  return {
    blockingMs: long.reduce((sum, { ms }) => sum + ms - 50, 0),
    long,
    allTasksMs: (timed.reduce((sum, task) => sum + task.tdur, 0) / 1000) * factor,
    wallPerThread: thread > 0 ? wall / thread : null,
  };
}
