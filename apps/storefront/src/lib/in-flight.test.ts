import { describe, expect, it } from 'vitest';
import { createInFlightCounter } from './in-flight';

describe('in-flight counter', () => {
  it('notifies when the first request starts and when the last one ends, not in between', () => {
    const counter = createInFlightCounter();
    const busy: boolean[] = [];
    counter.subscribe(() => busy.push(counter.count() > 0));

    counter.begin();
    counter.begin();
    counter.begin();
    counter.end();
    counter.end();
    expect(busy).toEqual([true]);
    counter.end();
    expect(busy).toEqual([true, false]);
  });

  it('never goes below zero and stops notifying after unsubscribe', () => {
    const counter = createInFlightCounter();
    let calls = 0;
    const unsubscribe = counter.subscribe(() => (calls += 1));
    counter.end();
    expect(counter.count()).toBe(0);
    unsubscribe();
    counter.begin();
    expect(calls).toBe(0);
  });
});
