import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createOutboxReader } from '../messaging/index.js';

let t: TestApp;
let f: CatalogFixture;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = catalogFixture(t.database.kysely);
  const brand = await f.manufacturer({ name: 'سامسونگ' });
  for (const [key, name, price] of [
    ['a', 'گوشی الف', 10_000_000],
    ['b', 'گوشی ب', 20_000_000],
    ['c', 'گوشی پ', 30_000_000],
    ['d', 'گوشی ت', 40_000_000],
    ['e', 'گوشی ث', 50_000_000],
  ] as const) {
    ids[key] = await f.product({ name, price, manufacturerId: brand, ratingSum: 9, reviews: 2 });
  }
  ids.hidden = await f.product({ name: 'پنهان', price: 1000, published: false });
  await f.specification(ids.a!, { attribute: 'حافظه', option: '۱۲۸ گیگابایت' });
  await f.specification(ids.a!, { attribute: 'صفحه نمایش', option: 'x', customValue: '۶٫۱ اینچ' });
  await f.specification(ids.b!, { attribute: 'حافظه', option: '۲۵۶ گیگابایت' });
  await f.specification(ids.b!, { attribute: 'رنگ', option: 'مشکی' });
  await f.specification(ids.b!, { attribute: 'رنگ', option: 'سفید' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers });
const guest = () => ({ 'guest-customer-id': randomUUID() });
const names = (res: { json(): { Items: Array<{ Name: string }> } }) => res.json().Items.map((item) => item.Name);

describe('compare list', () => {
  it('is empty for a new shopper and does not create a guest row on reading', async () => {
    const who = guest();
    const res = await call('GET', '/catalog/compare', who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Items: [], SpecificationNames: [], MaximumProducts: 4, Message: null });
    const rows = await t.database.kysely
      .selectFrom('customer')
      .select('id')
      .where('customer_guid', '=', who['guest-customer-id'])
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('makes a guest whose first action is adding to the list a customer with the Guests role', async () => {
    const who = guest();
    expect((await call('POST', `/catalog/compare/${ids.a}`, who)).statusCode).toBe(200);
    const roles = await t.database.kysely
      .selectFrom('customer as c')
      .innerJoin('customer_role_mapping as m', 'm.customer_id', 'c.id')
      .innerJoin('customer_role as r', 'r.id', 'm.customer_role_id')
      .select(['c.is_guest', 'r.system_name'])
      .where('c.customer_guid', '=', who['guest-customer-id'])
      .execute();
    expect(roles).toEqual([{ is_guest: 1, system_name: 'Guests' }]);
  });

  it('lines products up by specification, with price, brand and rating', async () => {
    const who = guest();
    expect((await call('POST', `/catalog/compare/${ids.a}`, who)).statusCode).toBe(200);
    const res = await call('POST', `/catalog/compare/${ids.b}`, who);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.SpecificationNames).toEqual(['حافظه', 'صفحه نمایش', 'رنگ']);
    expect(list.Items).toHaveLength(2);
    expect(list.Items[0]).toMatchObject({
      Id: ids.a,
      Name: 'گوشی الف',
      PriceValue: 10_000_000,
      Price: '۱٬۰۰۰٬۰۰۰ تومان',
      Brand: 'سامسونگ',
      RatingAverage: 4.5,
      TotalReviews: 2,
      Specifications: { حافظه: '۱۲۸ گیگابایت', 'صفحه نمایش': '۶٫۱ اینچ' },
    });
    expect(list.Items[1].Specifications).toEqual({ حافظه: '۲۵۶ گیگابایت', رنگ: 'مشکی، سفید' });
    // Kept on the server: a fresh read (an app restart) shows the same list.
    expect(names(await call('GET', '/catalog/compare', who))).toEqual(['گوشی الف', 'گوشی ب']);
  });

  it('adds a product once', async () => {
    const who = guest();
    await call('POST', `/catalog/compare/${ids.a}`, who);
    const again = await call('POST', `/catalog/compare/${ids.a}`, who);
    expect(names(again)).toEqual(['گوشی الف']);
    expect(again.json().Message).toBeNull();
  });

  it('drops the oldest product when a fifth is added, and says which', async () => {
    const who = guest();
    for (const key of ['a', 'b', 'c', 'd'] as const) await call('POST', `/catalog/compare/${ids[key]}`, who);
    const res = await call('POST', `/catalog/compare/${ids.e}`, who);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['گوشی ب', 'گوشی پ', 'گوشی ت', 'گوشی ث']);
    expect(res.json().Message).toBe('«گوشی الف» از فهرست مقایسه برداشته شد تا جا برای محصول تازه باز شود.');
    expect(names(await call('GET', '/catalog/compare', who))).toHaveLength(4);
  });

  it('honours the store maximum', async () => {
    await f.setting('CompareProductsMaximum', '2');
    try {
      const who = guest();
      for (const key of ['a', 'b', 'c'] as const) await call('POST', `/catalog/compare/${ids[key]}`, who);
      const res = await call('GET', '/catalog/compare', who);
      expect(res.json().MaximumProducts).toBe(2);
      expect(names(res)).toEqual(['گوشی ب', 'گوشی پ']);
    } finally {
      await f.setting('CompareProductsMaximum', '4');
    }
  });

  it('removes one product and clears the list', async () => {
    const who = guest();
    for (const key of ['a', 'b', 'c'] as const) await call('POST', `/catalog/compare/${ids[key]}`, who);
    expect(names(await call('DELETE', `/catalog/compare/${ids.b}`, who))).toEqual(['گوشی الف', 'گوشی پ']);
    const cleared = await call('DELETE', '/catalog/compare', who);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().Items).toEqual([]);
    expect((await call('GET', '/catalog/compare', who)).json().Items).toEqual([]);
  });

  it('keeps each shopper to their own list', async () => {
    const first = guest();
    const second = guest();
    await call('POST', `/catalog/compare/${ids.a}`, first);
    await call('POST', `/catalog/compare/${ids.b}`, second);
    await call('DELETE', '/catalog/compare', second);
    expect(names(await call('GET', '/catalog/compare', first))).toEqual(['گوشی الف']);
  });

  it('answers 404 in Persian for a product that is not on sale', async () => {
    const who = guest();
    for (const id of [ids.hidden, 999_999, 3_000_000_000]) {
      const res = await call('POST', `/catalog/compare/${id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Success: false, Message: 'محصول مورد نظر پیدا نشد.' });
    }
  });

  it('leaves out a product taken off sale after it was listed', async () => {
    const who = guest();
    const product = await f.product({ name: 'فصلی', price: 5000 });
    await call('POST', `/catalog/compare/${ids.a}`, who);
    await call('POST', `/catalog/compare/${product}`, who);
    await t.database.kysely.updateTable('product').set({ published: 0 }).where('id', '=', product).execute();
    expect(names(await call('GET', '/catalog/compare', who))).toEqual(['گوشی الف']);
  });

  it('asks for a guest id or a login before adding', async () => {
    const res = await call('POST', `/catalog/compare/${ids.a}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/Guest-Customer-Id/);
    expect((await call('GET', '/catalog/compare', {})).json().Items).toEqual([]);
  });

  it('answers 404 in Persian when the store turns compare off', async () => {
    await f.setting('CompareProductsEnabled', 'false');
    try {
      for (const [method, url] of [
        ['GET', '/catalog/compare'],
        ['POST', `/catalog/compare/${ids.a}`],
        ['DELETE', `/catalog/compare/${ids.a}`],
        ['DELETE', '/catalog/compare'],
      ] as const) {
        const res = await call(method, url, guest());
        expect(res.statusCode).toBe(404);
        expect(res.json().Message).toBe('مقایسهٔ محصولات در این فروشگاه فعال نیست.');
      }
    } finally {
      await f.setting('CompareProductsEnabled', 'true');
    }
  });

  it("moves a guest's list to the account on login", async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload, headers });
    const email = 'compare-shopper@example.com';
    await post('/account/register', {
      Email: email,
      Password: 'secret-1403',
      DeviceToken: '',
      FirstName: 'علی',
      LastName: 'مقایسه‌گر',
    });
    const [message] = await createOutboxReader(t.database.kysely).latest({ limit: 1, recipient: email });
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    const registered = await post('/account/registerverifytokenpost', { Email: email, Token: code });
    const customer = { authorization: `Basic ${registered.json().AccessToken as string}` };
    await call('POST', `/catalog/compare/${ids.a}`, customer);

    const who = guest();
    await call('POST', `/catalog/compare/${ids.a}`, who);
    await call('POST', `/catalog/compare/${ids.c}`, who);
    const login = await post('/account/login', { Email: email, Password: 'secret-1403', DeviceToken: '' }, who);
    expect(login.statusCode).toBe(200);
    const loggedIn = { authorization: `Basic ${login.json().AccessToken as string}` };
    expect(names(await call('GET', '/catalog/compare', loggedIn))).toEqual(['گوشی الف', 'گوشی پ']);
    expect((await call('GET', '/catalog/compare', who)).json().Items).toEqual([]);
  });
});
