import { describe, expect, it } from 'vitest';
import { createExitGuard } from './exit-guard';

describe('exit guard', () => {
  it('shows the hint first and exits on a second press within 5 s', () => {
    let now = 1_000;
    const guard = createExitGuard(() => now);
    expect(guard.press()).toBe('show-hint');
    now += 4_999;
    expect(guard.press()).toBe('exit');
  });

  it('shows the hint again when the second press comes too late', () => {
    let now = 0;
    const guard = createExitGuard(() => now);
    guard.press();
    now += 5_000;
    expect(guard.press()).toBe('show-hint');
  });
});
