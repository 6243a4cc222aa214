/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between:
 * on a phone (Lighthouse's 4× slower CPU) every task over 50 ms counts towards total blocking time, and
 * work split into shorter tasks does not (issue 14, docs/adr/0038). `scheduler.yield()` where the browser
 * has it (the continuation runs before other queued tasks), otherwise a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
