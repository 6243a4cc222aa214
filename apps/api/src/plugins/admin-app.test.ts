import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.js';
import { registerAdminApp, withAdminPages } from './admin-app.js';
import { registerErrorHandling } from './errors.js';
import { registerStorefront } from './static.js';

let root: string;
let app: FastifyInstance;
let notBuilt: FastifyInstance;

async function serve(adminDist: string | undefined, storefrontDist: string): Promise<FastifyInstance> {
  // As app.ts makes it: addresses match with or without a trailing slash.
  const instance = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
  const storefrontPage = await registerStorefront(instance, { distDir: storefrontDist });
  const adminPage = await registerAdminApp(instance, { distDir: adminDist });
  registerErrorHandling(instance, { pageFallback: withAdminPages(adminPage, storefrontPage) });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-admin-dist-'));
  const storefront = path.join(root, 'storefront');
  const admin = path.join(root, 'admin');
  fs.mkdirSync(path.join(storefront, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(admin, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(storefront, 'index.html'), '<!doctype html><title>سبد</title><body>storefront</body>');
  fs.writeFileSync(path.join(admin, 'index.html'), '<!doctype html><title>مدیریت سبد</title><body>back office</body>');
  fs.writeFileSync(path.join(admin, 'assets', 'index-Ab12.js'), 'console.log("admin");');
  app = await serve(admin, storefront);
  notBuilt = await serve(path.join(root, 'missing'), storefront);
});

afterAll(async () => {
  await app.close();
  await notBuilt.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the back office at /admin', () => {
  it.each(['/admin/', '/admin/sign-in', '/admin/audit-log?page=2', '/admin/orders/12'])(
    'answers its own index.html for the page %s, never cached stale',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('back office');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends /admin to /admin/ so the app resolves its files under the prefix', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/');
  });

  it('serves its hashed files for a year and a missing one as 404, not as a page', async () => {
    const file = await app.inject({ method: 'GET', url: '/admin/assets/index-Ab12.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('admin');
    expect(file.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/gone-1234.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ Success: false });
  });

  it('leaves the storefront its pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/tabs/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storefront');
  });

  it('explains how to build it when it is not built, without touching the storefront', async () => {
    const res = await notBuilt.inject({ method: 'GET', url: '/admin/orders' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build -w apps/admin');
    const shop = await notBuilt.inject({ method: 'GET', url: '/' });
    expect(shop.body).toContain('storefront');
  });
});

describe("the whole server's wiring (app.ts)", () => {
  it('serves the back office beside the storefront and the admin API', async () => {
    const t = await createTestApp({
      config: { ADMIN_DIST: path.join(root, 'admin'), STOREFRONT_DIST: path.join(root, 'storefront') },
    });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/admin/orders' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('back office');
      expect((await t.app.inject({ method: 'GET', url: '/admin' })).headers.location).toBe('/admin/');
      expect((await t.app.inject({ method: 'GET', url: '/admin/' })).body).toContain('back office');
      const api = await t.app.inject({ method: 'GET', url: '/api/admin/v1/staff/me' });
      expect(api.statusCode).toBe(401);
      expect(api.headers['content-type']).toContain('application/json');
    } finally {
      await t.close();
    }
  });
});
