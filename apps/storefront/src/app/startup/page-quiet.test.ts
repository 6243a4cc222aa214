import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_FOR_MS, QUIET_WAIT_LIMIT_MS, whenQuiet } from './page-quiet';

function activity() {
  const state = { busy: false, finished: 0 };
  return { state, signals: { busy: () => state.busy, finished: () => state.finished } };
}

async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves once the page has had no request under way for a while', async () => {
    const { signals } = activity();
    const quiet = whenQuiet(signals);
    expect(await settledAfter(quiet, QUIET_FOR_MS - 100)).toBe(false);
    expect(await settledAfter(quiet, 200)).toBe(true);
  });

  it('waits while a request is under way, and again after each one finishes', async () => {
    const { state, signals } = activity();
    state.busy = true;
    const quiet = whenQuiet(signals);
    expect(await settledAfter(quiet, 2 * QUIET_FOR_MS)).toBe(false);
    state.busy = false;
    state.finished = 1;
    expect(await settledAfter(quiet, QUIET_FOR_MS - 100)).toBe(false);
    expect(await settledAfter(quiet, 200)).toBe(true);
  });

  it('gives up waiting on a page that never quiets', async () => {
    const { state, signals } = activity();
    state.busy = true;
    const quiet = whenQuiet(signals);
    expect(await settledAfter(quiet, QUIET_WAIT_LIMIT_MS - 200)).toBe(false);
    expect(await settledAfter(quiet, 300)).toBe(true);
  });
});
