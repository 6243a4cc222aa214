import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_ITEM_UPDATE_DELAY_MS } from '@/features/cart/cart-constants';
import { createLatestWinsScheduler } from './latest-wins-scheduler';

describe('the cart item update delay (docs/product.md §9: 700 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one edit per line, the latest, 700 ms after the last change', () => {
    const sent: Array<[number, number]> = [];
    const scheduler = createLatestWinsScheduler<number>(CART_ITEM_UPDATE_DELAY_MS, (line, quantity) =>
      sent.push([line, quantity]),
    );
    scheduler.schedule(1, 2);
    vi.advanceTimersByTime(500);
    scheduler.schedule(1, 3);
    vi.advanceTimersByTime(500);
    scheduler.schedule(1, 4);
    scheduler.schedule(2, 7);
    vi.advanceTimersByTime(699);
    expect(sent).toEqual([]);
    expect(scheduler.isPending(1)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [1, 4],
      [2, 7],
    ]);
    expect(scheduler.isPending(1)).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(2);
  });

  it('hands on a pending edit at once when flushed, and never twice', () => {
    const sent: Array<[number, number]> = [];
    const scheduler = createLatestWinsScheduler<number>(CART_ITEM_UPDATE_DELAY_MS, (line, quantity) =>
      sent.push([line, quantity]),
    );
    scheduler.schedule(5, 9);
    scheduler.flush();
    expect(sent).toEqual([[5, 9]]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([[5, 9]]);
  });
});
