import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  await f.topic({ systemName: 'terms-conditions', title: 'شرایط و قوانین', displayOrder: 2 });
  await f.topic({
    systemName: 'about-us',
    title: 'درباره ما',
    displayOrder: 1,
    body: '<h2 onmouseover="x()">سبد</h2><p>فروشگاه <a href="https://example.com" onclick="x()">ما</a></p><script>document.cookie</script><iframe src="https://evil"></iframe><img src="javascript:alert(1)">',
  });
  await f.topic({ systemName: 'shipping', title: 'شیوه‌های ارسال', displayOrder: 3, includeInSideMenu: false });
  await f.topic({ systemName: 'draft', title: 'پیش‌نویس', displayOrder: 0, published: false });
});
afterAll(() => t.close());

describe('topics', () => {
  it('lists side-menu topics in display order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/topic/gettopicslist' });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().Items.map((topic: { SystemName: string; Title: string }) => [topic.SystemName, topic.Title]),
    ).toEqual([
      ['about-us', 'درباره ما'],
      ['terms-conditions', 'شرایط و قوانین'],
    ]);
  });

  it('serves a topic with its body sanitised', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/topic/getbysystemname/about-us' });
    expect(res.statusCode).toBe(200);
    const topic = res.json();
    expect(topic).toMatchObject({ SystemName: 'about-us', Title: 'درباره ما', MetaDescription: '' });
    expect(topic.Body).toContain('<h2>سبد</h2>');
    expect(topic.Body).toContain('<a href="https://example.com" rel="noopener noreferrer">ما</a>');
    expect(topic.Body).not.toMatch(/script|iframe|onclick|onmouseover|javascript:|cookie/);
  });

  it('serves a topic left out of the menu by its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/topic/getbysystemname/shipping' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Title).toBe('شیوه‌های ارسال');
  });

  it.each(['no-such-topic', 'draft'])('answers 404 in Persian for %s', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/topic/getbysystemname/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Success: false, Message: 'صفحهٔ اطلاعاتی مورد نظر پیدا نشد.', Errors: [] });
  });
});
