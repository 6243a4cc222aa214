import { describe, expect, it } from 'vitest';
import { resolveStartRoute } from './start-route';

describe('start route', () => {
  it('opens the intro on the first run only when it is enabled, otherwise home', () => {
    expect(resolveStartRoute(true, false)).toBe('/intro');
    expect(resolveStartRoute(true, true)).toBe('/home');
    expect(resolveStartRoute(false, false)).toBe('/home');
  });
});
