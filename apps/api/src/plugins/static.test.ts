import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { withFirstScreen, withInlineStyles } from './static.js';

let dist: string;
let t: TestApp;
let notBuilt: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><body>سبد</body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  // As the storefront's build writes them (apps/storefront/build/precompress.ts).
  const precompressed = `console.log(${JSON.stringify('سبد'.repeat(2000))});`;
  fs.writeFileSync(path.join(dist, 'assets', 'boot-Xy34.js'), precompressed);
  fs.writeFileSync(path.join(dist, 'assets', 'boot-Xy34.js.br'), zlib.brotliCompressSync(precompressed));
  fs.writeFileSync(path.join(dist, 'assets', 'boot-Xy34.js.gz'), zlib.gzipSync(precompressed));
  t = await createTestApp({ config: { STOREFRONT_DIST: dist } });
  notBuilt = await createTestApp({ config: { STOREFRONT_DIST: path.join(dist, 'missing') } });
});
afterAll(async () => {
  await t.close();
  await notBuilt.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('storefront files', () => {
  // A product or category page gets its own head (modules/links/links.test.ts), and 404 when missing.
  it.each(['/', '/tabs/home', '/product', '/topic/about-us'])(
    'serves index.html for the app page %s, revalidated',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('dir="rtl"');
    },
  );

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own Brotli or gzip copy of a file, as the browser accepts, or the file itself", async () => {
    const url = '/assets/boot-Xy34.js';
    const original = fs.readFileSync(path.join(dist, 'assets', 'boot-Xy34.js'));
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'boot-Xy34.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('revalidates the service worker', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file and an unknown API path with JSON 404s, not the app page', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json().Success).toBe(false);
    const api = await t.app.inject({ method: 'GET', url: '/api/v2/unknown/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json().Message).toBe('چنین نشانی‌ای در API فروشگاه وجود ندارد.');
  });

  it('explains how to build the storefront when it is not built', async () => {
    const res = await notBuilt.app.inject({ method: 'GET', url: '/tabs/home' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build -w apps/storefront');
    expect((await notBuilt.app.inject({ method: 'GET', url: '/api/v2/settings/isstoreclosed' })).statusCode).toBe(200);
  });
});

describe('a page with a first screen', () => {
  const index = [
    '<html><head><title>سبد</title>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '<link rel="stylesheet" crossorigin href="/assets/gone-1.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('has its style sheets written in, a missing one left as a link', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'index-1.css'), 'body{color:red}</style><b>');
    const html = await withInlineStyles(index, dist);
    expect(html).toContain('<style>body{color:red}<\\/style><b></style>');
    expect(html).not.toContain('href="/assets/index-1.css"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/gone-1.css">');
  });

  it('gets the first screen before the app: its tags before the scripts, its markup before #root', () => {
    const html = withFirstScreen(index, {
      head: '<link rel="preload" as="image" href="/a $& $1">',
      body: '<div id="fs">$&</div>',
    });
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('href="/a $& $1"');
    expect(html).toContain('<div id="fs">$&</div><div id="root"></div>');
    expect(withFirstScreen('<html><body>سبد</body></html>', { head: 'x', body: 'y' })).toBe(
      '<html><body>سبد</body></html>',
    );
  });
});
