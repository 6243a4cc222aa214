import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let pictureId: number;
beforeAll(async () => {
  t = await createTestApp();
  pictureId = await catalogFixture(t.database.kysely).picture({ seo: 'گوشی-سامسونگ', width: 800, height: 400 });
});
afterAll(() => t.close());

describe('pictures', () => {
  it.each([
    ['thumb', 240, 120],
    ['medium', 600, 300],
    ['full', 800, 400],
  ])('serves the %s size as WebP, cached for a year', async (size, width, height) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/images/${pictureId}/${size}/${encodeURIComponent('گوشی-سامسونگ')}.webp`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('answers a revalidation with 304', async () => {
    const url = `/images/${pictureId}/thumb/x.webp`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload.length).toBe(0);
  });

  it('answers an unknown picture with a Persian JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/987654/thumb/x.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Success: false, Message: 'تصویر مورد نظر پیدا نشد.', Errors: [] });
  });
});
