import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createAccessTokenService } from '../modules/customers/index.js';
import { systemClock } from '../lib/clock.js';
import { testDatabaseUrl } from '../testing/test-database.js';

let t: TestApp;
let productId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = catalogFixture(t.database.kysely);
  productId = await fixture.product({ name: 'گوشی نمونه', price: 1_250_000 });
  const customerId = await fixture.customer({ firstName: 'مریم', lastName: 'احمدی', email: 'maryam@example.com' });
  token = (await createAccessTokenService({ db: t.database.kysely, clock: systemClock, ttlDays: 30 }).issue(customerId))
    .token;
});
afterAll(() => t.close());

const PERSIAN = /[\u0600-\u06FF]/;

describe('paths', () => {
  it.each([
    '/api/v2/settings/isstoreclosed',
    '/API/V2/Settings/IsStoreClosed',
    '/api/v2/settings/isstoreclosed/',
    '/Api/v2/SETTINGS/isstoreclosed/',
  ])('matches %s case-insensitively and with a trailing slash', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ StoreClosed: false, CustomProperties: {} });
  });

  it('keeps the letter case of path parameters', async () => {
    await catalogFixture(t.database.kysely).topic({ systemName: 'about-us', title: 'درباره ما' });
    const res = await t.app.inject({ method: 'GET', url: '/API/v2/Topic/GetBySystemName/About-Us/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().SystemName).toBe('about-us');
  });

  it('answers an unknown API path with a Persian JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body).toMatchObject({ Success: false, Errors: [] });
    expect(body.Message).toMatch(PERSIAN);
  });

  it('answers an unknown method on a known path with JSON, not HTML', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/settings/isstoreclosed' });
    expect(res.statusCode).toBe(404);
    expect(res.json().Success).toBe(false);
  });
});

describe('Guest-Customer-Id', () => {
  it('accepts a UUID v4', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/settings/isstoreclosed',
      headers: { 'guest-customer-id': '3f2b8c1e-9d4a-4b6f-8e2a-1c5d7e9f0a3b' },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['not-a-uuid', '3f2b8c1e-9d4a-1b6f-8e2a-1c5d7e9f0a3b', "' or 1=1 --"])(
    'rejects %s with a Persian 400',
    async (guestId) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v2/settings/isstoreclosed',
        headers: { 'guest-customer-id': guestId },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.Success).toBe(false);
      expect(body.Message).toContain('Guest-Customer-Id');
      expect(body.Message).toMatch(PERSIAN);
    },
  );
});

describe('Authorization', () => {
  it('resolves a Basic token to the customer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { authorization: `Basic ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Fullname: 'مریم احمدی', Email: 'maryam@example.com', IsAffiliate: false });
  });

  it('resolves a Bearer token to the customer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().FirstName).toBe('مریم');
  });

  it('answers 401 without Success and without WWW-Authenticate for a bad token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: { authorization: 'Basic bm90LWEtcmVhbC10b2tlbi1hdC1hbGw' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBeUndefined();
    expect(res.json()).not.toHaveProperty('Success');
    expect(res.json().Message).toMatch(PERSIAN);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/account/currentcustomer' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it('lets a stale token still browse public calls', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/catalog/categorytree',
      headers: { authorization: 'Basic stale-token-0123456789' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('bad input never gives a 500', () => {
  it('answers malformed JSON with a Persian 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/ProductDetails_AttributeChange',
      headers: { 'content-type': 'application/json' },
      payload: '{"productId": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false, Message: 'بدنهٔ درخواست JSON معتبر نیست.' });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/ProductDetails_AttributeChange',
      headers: { 'content-type': 'application/xml' },
      payload: '<productId>1</productId>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toMatch(PERSIAN);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/ProductDetails_AttributeChange',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ productId, attrValues: [{ Key: '1', Value: 'x'.repeat(2 * 1024 * 1024) }] }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().Success).toBe(false);
  });

  it('names the field in Persian when validation fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/product/search?Limit=0&Sort=cheapest' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Success).toBe(false);
    expect(body.Errors).toContain('«تعداد در صفحه» باید عددی صحیح و دست‌کم ۱ باشد.');
    expect(body.Errors.find((e: string) => e.startsWith('«ترتیب نمایش»'))).toContain('price-asc');
  });

  it('reports a missing required body field in Persian', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cart/ProductDetails_AttributeChange', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContain('«شناسهٔ محصول» الزامی است.');
  });

  it('keeps the contract’s own Persian message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/product/search?Price=cheap' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContain('بازهٔ قیمت باید به شکل «کمینه-بیشینه» باشد.');
  });

  const hostile: Array<[string, InjectOptions]> = [
    ['non-numeric product id', { method: 'GET', url: '/api/v2/product/details/abc' }],
    ['huge product id', { method: 'GET', url: '/api/v2/product/details/99999999999999999999999' }],
    ['negative offset', { method: 'GET', url: '/api/v2/product/search?Offset=-5' }],
    ['repeated query parameter', { method: 'GET', url: '/api/v2/product/search?Limit=1&Limit=2' }],
    ['bad percent-encoding', { method: 'GET', url: '/api/v2/topic/getbysystemname/%E0%A4%A' }],
    ['topic name with symbols', { method: 'GET', url: '/api/v2/topic/getbysystemname/..%2F..%2Fetc' }],
    ['JSON array body', { method: 'POST', url: '/api/v2/cart/ProductDetails_AttributeChange', payload: [1, 2] }],
    [
      'null body',
      {
        method: 'POST',
        url: '/api/v2/cart/ProductDetails_AttributeChange',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      },
    ],
    [
      'empty JSON body',
      {
        method: 'POST',
        url: '/api/v2/cart/ProductDetails_AttributeChange',
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
    ],
    [
      'string product id',
      { method: 'POST', url: '/api/v2/cart/ProductDetails_AttributeChange', payload: { productId: 'one' } },
    ],
    [
      'attribute values not a list',
      {
        method: 'POST',
        url: '/api/v2/cart/ProductDetails_AttributeChange',
        payload: { productId: 1, attrValues: 'x' },
      },
    ],
    ['unknown picture size', { method: 'GET', url: '/images/1/gigantic/x.webp' }],
    ['picture id zero', { method: 'GET', url: '/images/0/thumb/x.webp' }],
    [
      '__proto__ in the body',
      {
        method: 'POST',
        url: '/api/v2/cart/ProductDetails_AttributeChange',
        headers: { 'content-type': 'application/json' },
        payload: '{"productId":1,"__proto__":{"x":1}}',
      },
    ],
  ];
  it.each(hostile)('answers %s with a 4xx envelope', async (_name, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.Success).toBe(false);
    expect(body.Message).toMatch(PERSIAN);
  });
});

describe('numbers beyond the database’s integer range', () => {
  it.each([
    ['/api/v2/product/details/99999999999', 404, undefined],
    ['/api/v2/product/search?Id=99999999999', 200, 0],
    ['/api/v2/product/search?BrandId=99999999999', 200, 0],
    ['/api/v2/product/search?CategoryId=99999999999', 200, 0],
    ['/api/v2/product/search?Price=99999999999999999999-', 200, 0],
    ['/api/v2/product/search?Price=-99999999999999999999999', 200, 1],
    ['/api/v2/product/search?Offset=99999999999', 200, 1],
    ['/images/99999999999/thumb/x.webp', 400, undefined],
  ])('%s answers %i', async (url, status, totalCount) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    if (totalCount !== undefined) expect(res.json().TotalCount).toBe(totalCount);
  });

  it('a huge product id in the attribute-change body is an unknown product', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/ProductDetails_AttributeChange',
      payload: { productId: 99999999999 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('health and docs', () => {
  it('reports the database as reachable', async () => {
    expect(t.database.dialect).toBe(testDatabaseUrl ? 'postgres' : 'sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 'ok', Database: 'ok' });
  });

  it('serves an OpenAPI 3 document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/product/search',
        '/api/v2/product/details/{id}',
        '/api/v2/topic/getbysystemname/{systemName}',
        '/app-version.json',
      ]),
    );
    expect(doc.paths['/api/v2/product/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Limit', 'Offset', 'Sort', 'CategoryId', 'SearchWords', 'Price']),
    );
    expect(doc.components.schemas.ProductDetails).toBeDefined();
    expect(doc.paths['/api/v2/account/currentcustomer'].get.security).toEqual([{ accessToken: [] }]);
    expect(doc.paths['/api/v2/product/search'].get.security).toBeUndefined();
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
