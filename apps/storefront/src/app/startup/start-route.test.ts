import { describe, expect, it } from 'vitest';
import { resolveInitialPath, resolveStartRoute } from './start-route';

describe('start route', () => {
  it('opens the intro on the first run only when it is enabled, otherwise home', () => {
    expect(resolveStartRoute(true, false)).toBe('/intro');
    expect(resolveStartRoute(true, true)).toBe('/home');
    expect(resolveStartRoute(false, false)).toBe('/home');
  });

  it('resolves / and /home to the real first page before the router mounts', () => {
    expect(resolveInitialPath('/', '/home')).toBe('/tabs/home');
    expect(resolveInitialPath('/home', '/home')).toBe('/tabs/home');
    expect(resolveInitialPath('/', '/intro')).toBe('/intro');
  });

  it('leaves deep links alone', () => {
    expect(resolveInitialPath('/product-details/12', '/home')).toBe('/product-details/12');
    expect(resolveInitialPath('/payment-result', '/intro')).toBe('/payment-result');
  });
});
