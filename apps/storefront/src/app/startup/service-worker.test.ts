import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInFlightCounter } from '@/lib/in-flight';
import { registerWhenStable } from './service-worker';

const signalOf = (counter: ReturnType<typeof createInFlightCounter>) => ({
  isIdle: () => counter.count() === 0,
  subscribe: counter.subscribe,
});

describe('service worker registration', () => {
  afterEach(() => vi.useRealTimers());

  it('registers once the first requests have all finished', () => {
    vi.useFakeTimers();
    const counter = createInFlightCounter();
    const register = vi.fn();
    registerWhenStable(signalOf(counter), register);
    counter.begin();
    counter.begin();
    counter.end();
    expect(register).not.toHaveBeenCalled();
    counter.end();
    expect(register).toHaveBeenCalledTimes(1);
    counter.begin();
    counter.end();
    vi.advanceTimersByTime(30_000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('falls back to registering after 30000 ms when the app never settles', () => {
    vi.useFakeTimers();
    const counter = createInFlightCounter();
    const register = vi.fn();
    registerWhenStable(signalOf(counter), register);
    counter.begin();
    vi.advanceTimersByTime(29_999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
