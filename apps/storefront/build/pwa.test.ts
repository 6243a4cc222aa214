import { describe, expect, it } from 'vitest';
import { keyByViewer, pwaOptions } from './pwa';

const options = pwaOptions({ statusBarColor: '#0f766e' });
const workbox = options.workbox ?? {};
const rules = workbox.runtimeCaching ?? [];

/** The handler of the first rule that takes `url`, as Workbox picks it. */
function handlerFor(url: string): string | undefined {
  const rule = rules.find(({ urlPattern }) => urlPattern instanceof RegExp && urlPattern.test(url));
  return typeof rule?.handler === 'string' ? rule.handler : undefined;
}

describe('the service worker the build writes', () => {
  it('serves the catalogue from the device, a blog post from the network first, and pictures from the device', () => {
    expect(handlerFor('https://shop.example/api/v2/catalog/homepage')).toBe('StaleWhileRevalidate');
    expect(handlerFor('https://shop.example/api/v2/product/details/12')).toBe('StaleWhileRevalidate');
    expect(handlerFor('https://shop.example/api/v2/blog/getblogpost/4')).toBe('NetworkFirst');
    expect(handlerFor('https://shop.example/images/thumbs/12_96.webp')).toBe('CacheFirst');
  });

  it("never keeps a shopper's own data or an action on the device", () => {
    for (const url of [
      'https://shop.example/api/v2/cart/getitems',
      'https://shop.example/api/v2/account/currentcustomer',
      'https://shop.example/api/v2/orders/get',
      'https://shop.example/app-version.json',
    ])
      expect(handlerFor(url), url).toBe('NetworkOnly');
  });

  it('bounds every cache it keeps', () => {
    for (const rule of rules.filter(({ handler }) => handler !== 'NetworkOnly')) {
      expect(rule.options?.expiration?.maxEntries).toBeGreaterThan(0);
      expect(rule.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
    }
  });

  it("waits for the shopper's yes before an update, and never stands in for the API or the payment pages", () => {
    expect(workbox.skipWaiting).toBe(false);
    const denied = (path: string) => (workbox.navigateFallbackDenylist ?? []).some((pattern) => pattern.test(path));
    expect(denied('/api/v2/catalog/homepage')).toBe(true);
    expect(denied('/payment/sandbox/12')).toBe(true);
    expect(denied('/product-details/12')).toBe(false);
  });

  it("leaves the back office's pages to the server: /admin is another app (ADR 0067)", () => {
    const denied = (path: string) => (workbox.navigateFallbackDenylist ?? []).some((pattern) => pattern.test(path));
    expect(denied('/admin')).toBe(true);
    expect(denied('/admin/orders/12')).toBe(true);
    expect(denied('/administrator-notes')).toBe(false);
  });

  it("keys a blog post by its viewer's session, so a kept copy answers only that session", async () => {
    const url = 'https://shop.example/api/v2/blog/getblogpost/4';
    const keyFor = (headers: Record<string, string>) =>
      keyByViewer.cacheKeyWillBeUsed({ request: new Request(url, { headers }) });
    expect(await keyFor({})).toBe(url);
    const first = await keyFor({ Authorization: 'Bearer one' });
    expect(first).toMatch(/__viewer=[0-9a-f]{64}$/);
    expect(await keyFor({ Authorization: 'Bearer one' })).toBe(first);
    expect(await keyFor({ Authorization: 'Bearer two' })).not.toBe(first);
  });

  it('installs as a right-to-left Persian app in the store colour', () => {
    expect(options.manifest).toMatchObject({ lang: 'fa', dir: 'rtl', theme_color: '#0f766e', display: 'standalone' });
  });
});
