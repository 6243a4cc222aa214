/**
 * The product grid through HTTP with real staff sessions: the list's filters, sorts and paging; a row's
 * price, old price and stock saved with its audit row and seen by the shop at once (its pages are cached
 * for a minute here, so only the invalidation can show it); the stale row's Persian 409; the bulk change's
 * preview, its apply in one transaction with one audit row, and its refusals (a set changed since the
 * preview, a price below zero) that leave every price as it was. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBulkPricePreview, AdminProductGridList, AdminProductGridRow } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { bulkPrice } from './product-grid.service.js';

const clock = manualClock('2026-11-29T06:00:00.000Z');
let t: TestApp;
let admin: StaffCaller;
let adminEmail: string;
let catalogue: StaffCaller;
let support: StaffCaller;
const db = () => t.database.kysely;
// Every product of this run carries it in its SKU, so filters by it see only this file's products.
const run = randomUUID().slice(0, 6).toUpperCase();

const get = (caller: StaffCaller, path: string) =>
  t.app.inject({ method: 'GET', url: adminUrl(path), headers: caller.headers() });
const send = (caller: StaffCaller, method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({ method, url: adminUrl(path), headers: caller.headers(), payload });

async function grid(query: Record<string, string | number>): Promise<AdminProductGridList> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await get(admin, `/catalogue/product-grid?${params.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProductGridList>();
}

async function shopPrice(id: number): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ PriceValue: number }>().PriceValue;
}

async function categoryPrices(categoryId: number): Promise<Record<number, number>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/search?CategoryId=${categoryId}&PageSize=50` });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json<{ Items: { Id: number; PriceValue: number }[] }>().Items;
  return Object.fromEntries(items.map((item) => [item.Id, item.PriceValue]));
}

async function prices(ids: number[]): Promise<number[]> {
  const rows = await db().selectFrom('product').select(['id', 'price']).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((row) => Number(row.price));
}

let ids: Record<'phone' | 'phoneCase' | 'laptop' | 'hidden' | 'empty' | 'unmanaged', number>;
let categories: { phones: number; accessories: number; computers: number };
let brand: number;

beforeAll(async () => {
  // Pages are cached for a minute: only the grid's invalidation can make the shop show a new price.
  t = await createTestApp({ clock, catalogCacheTtlMs: 60_000 });
  adminEmail = (await createStaffMember(db(), ['Administrators'])).email;
  admin = await signInStaff(t.app, adminEmail, { clock });
  catalogue = await signInStaff(t.app, (await createStaffMember(db(), ['CatalogueManagers'])).email, { clock });
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email, { clock });
  const fixture = catalogFixture(db());
  const phones = await fixture.category({ name: `گوشی ${run}` });
  const accessories = await fixture.category({ name: `لوازم گوشی ${run}`, parentId: phones });
  const computers = await fixture.category({ name: `رایانه ${run}` });
  categories = { phones, accessories, computers };
  brand = await fixture.manufacturer({ name: `برند ${run}` });
  ids = {
    phone: await fixture.product({
      name: 'گوشی همراه سامسونگ',
      sku: `${run}-100`,
      price: 12_345_670,
      oldPrice: 13_000_000,
      stock: 12,
      categoryIds: [phones],
      manufacturerId: brand,
    }),
    phoneCase: await fixture.product({
      name: 'قاب گوشی',
      sku: `${run}-200`,
      price: 1_234_560,
      stock: 3,
      categoryIds: [accessories],
    }),
    laptop: await fixture.product({
      name: 'لپ‌تاپ ایسوس',
      sku: `${run}-300`,
      price: 45_000_000,
      stock: 40,
      categoryIds: [computers],
    }),
    hidden: await fixture.product({
      name: 'گوشی قدیمی',
      sku: `${run}-400`,
      price: 2_000_000,
      published: false,
      categoryIds: [phones],
    }),
    empty: await fixture.product({ name: 'کابل شارژ', sku: `${run}-500`, price: 150_000, stock: 0 }),
    unmanaged: await fixture.product({
      name: 'کارت هدیه',
      sku: `${run}-600`,
      price: 500_000,
      manageInventory: 'none',
    }),
  };
});
afterAll(() => t.close());

describe('the grid', () => {
  it('finds products by a part of the name or the SKU in Persian digits, newest first', async () => {
    const byName = await grid({ q: 'گوشی', sku: '', categoryId: categories.phones });
    expect(byName.items.map((row) => row.id)).toEqual([ids.hidden, ids.phoneCase, ids.phone]);
    const bySku = await grid({ q: `${run}-۳۰۰` });
    expect(bySku.items).toEqual([
      expect.objectContaining({ id: ids.laptop, name: 'لپ‌تاپ ایسوس', price: 45_000_000, stockQuantity: 40 }),
    ]);
    expect(bySku.total).toBe(1);
    // LIKE's wildcards are what they are: a % typed by staff is a character, not "anything".
    expect((await grid({ q: `${run}%` })).total).toBe(0);
  });

  it('filters by category with its subcategories, brand, published, stock and price range', async () => {
    const of = async (query: Record<string, string | number>) =>
      (await grid({ q: run, pageSize: 50, ...query })).items.map((row) => row.id).sort((a, b) => a - b);
    expect(await of({ categoryId: categories.phones })).toEqual([ids.phone, ids.phoneCase, ids.hidden]);
    expect(await of({ categoryId: categories.accessories })).toEqual([ids.phoneCase]);
    expect(await of({ manufacturerId: brand })).toEqual([ids.phone]);
    expect(await of({ published: 'no' })).toEqual([ids.hidden]);
    expect(await of({ stock: 'out' })).toEqual([ids.empty]);
    expect(await of({ stock: 'low' })).toEqual([ids.phoneCase, ids.empty]);
    expect(await of({ minPrice: 1_000_000, maxPrice: 12_345_670 })).toEqual([ids.phone, ids.phoneCase, ids.hidden]);
    expect(await of({ categoryId: 999_999_999 })).toEqual([]);
  });

  it('sorts and pages, and offers the categories as a tree and the brands', async () => {
    const byPrice = await grid({ q: run, sort: '-price', pageSize: 2, page: 2 });
    expect(byPrice.total).toBe(6);
    expect(byPrice.items.map((row) => row.id)).toEqual([ids.hidden, ids.phoneCase]);
    // Past the last page: no rows, and still the total (the page's own read carries it only with rows).
    expect(await grid({ q: run, sort: '-price', pageSize: 2, page: 9 })).toMatchObject({ items: [], total: 6 });
    expect(await grid({ q: `${run}-none`, pageSize: 2 })).toMatchObject({ items: [], total: 0 });
    const byStock = await grid({ q: run, sort: 'stock', pageSize: 1 });
    expect(byStock.items[0]?.id).toBe(ids.empty);
    const tree = byPrice.categories;
    const phones = tree.findIndex((c) => c.id === categories.phones);
    expect(tree[phones + 1]).toEqual({ id: categories.accessories, name: `لوازم گوشی ${run}`, depth: 1 });
    expect(byPrice.manufacturers).toContainEqual({ id: brand, name: `برند ${run}` });
  });

  it('refuses a reversed price range and a bad sort in Persian, and staff without catalogue.view', async () => {
    const reversed = await get(admin, `/catalogue/product-grid?minPrice=500&maxPrice=100`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<{ Message: string }>().Message).toContain('بازهٔ قیمت');
    expect((await get(admin, `/catalogue/product-grid?sort=x`)).statusCode).toBe(400);
    expect((await get(support, `/catalogue/product-grid`)).statusCode).toBe(403);
    expect((await get(catalogue, `/catalogue/product-grid`)).statusCode).toBe(200);
  });
});

describe('a row saved from the grid', () => {
  it('changes the price, old price and stock, audited, and the shop shows the new price at once', async () => {
    const before = (await grid({ q: `${run}-100` })).items[0] as AdminProductGridRow;
    // Cached now: a page that is not dropped would keep showing this price for a minute.
    expect(await shopPrice(ids.phone)).toBe(12_345_670);
    expect((await categoryPrices(categories.phones))[ids.phone]).toBe(12_345_670);
    const res = await send(catalogue, 'PUT', `/catalogue/product-grid/${ids.phone}`, {
      expectedVersion: before.rowVersion,
      price: 11_990_000,
      oldPrice: 12_990_000,
      stockQuantity: 9,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProductGridRow>()).toMatchObject({
      price: 11_990_000,
      oldPrice: 12_990_000,
      stockQuantity: 9,
      rowVersion: before.rowVersion + 1,
    });
    expect(await shopPrice(ids.phone)).toBe(11_990_000);
    expect((await categoryPrices(categories.phones))[ids.phone]).toBe(11_990_000);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', String(ids.phone))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      area: 'catalogue',
      action: 'product.price-stock',
      entity_version: before.rowVersion + 1,
    });
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toEqual({
      price: 12_345_670,
      oldPrice: 13_000_000,
      stockQuantity: 12,
    });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({
      price: 11_990_000,
      oldPrice: 12_990_000,
      stockQuantity: 9,
    });
  });

  it('answers a stale row with a Persian 409 naming what changed and who, and writes nothing', async () => {
    const row = (await grid({ q: `${run}-300` })).items[0] as AdminProductGridRow;
    const first = await send(admin, 'PUT', `/catalogue/product-grid/${ids.laptop}`, {
      expectedVersion: row.rowVersion,
      price: 44_000_000,
      oldPrice: null,
      stockQuantity: 40,
    });
    expect(first.statusCode, first.body).toBe(200);
    const late = await send(catalogue, 'PUT', `/catalogue/product-grid/${ids.laptop}`, {
      expectedVersion: row.rowVersion,
      price: 46_000_000,
      oldPrice: null,
      stockQuantity: 41,
    });
    expect(late.statusCode).toBe(409);
    const message = late.json<{ Message: string }>().Message;
    expect(message).toContain('قیمت');
    expect(message).toContain(adminEmail);
    expect(await prices([ids.laptop])).toEqual([44_000_000]);
  });

  it('refuses a negative price in Persian, a stock edit of an unmanaged product, and a missing product', async () => {
    const negative = await send(admin, 'PUT', `/catalogue/product-grid/${ids.empty}`, {
      expectedVersion: 1,
      price: -10,
      oldPrice: null,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('قیمت نمی‌تواند منفی باشد');
    const unmanaged = await send(admin, 'PUT', `/catalogue/product-grid/${ids.unmanaged}`, {
      expectedVersion: 1,
      price: 500_000,
      oldPrice: null,
      stockQuantity: 4,
    });
    expect(unmanaged.statusCode).toBe(422);
    expect(unmanaged.json<{ Message: string }>().Message).toContain('موجودی محصول');
    const missing = await send(admin, 'PUT', `/catalogue/product-grid/999999999`, {
      expectedVersion: 1,
      price: 1,
      oldPrice: null,
    });
    expect(missing.statusCode).toBe(404);
    expect(await prices([ids.empty, ids.unmanaged])).toEqual([150_000, 500_000]);
    expect(
      (
        await send(support, 'PUT', `/catalogue/product-grid/${ids.empty}`, {
          expectedVersion: 1,
          price: 1,
          oldPrice: null,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the bulk price change', () => {
  const preview = async (query: Record<string, string | number>) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await get(catalogue, `/catalogue/product-grid/bulk-price?${params.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminBulkPricePreview>();
  };

  it('rounds to whole thousands of Toman', () => {
    expect(bulkPrice(1_234_560, { kind: 'percent', direction: 'up', value: 10 })).toBe(1_360_000);
    expect(bulkPrice(1_234_560, { kind: 'amount', direction: 'down', value: 200_000 })).toBe(1_030_000);
    expect(bulkPrice(15_000, { kind: 'percent', direction: 'up', value: 0 + 0.01 })).toBe(20_000);
    expect(bulkPrice(100_000, { kind: 'amount', direction: 'down', value: 100_001 })).toBeNull();
  });

  it('previews +10 % on a category, then applies it in one transaction with one audit row', async () => {
    const filter = { categoryId: categories.phones, q: run };
    const shown = await preview({ ...filter, kind: 'percent', direction: 'up', value: 10 });
    const before = await prices([ids.phone, ids.phoneCase, ids.hidden]);
    expect(shown.count).toBe(3);
    expect(shown.negativeCount).toBe(0);
    expect(shown.samples.map((s) => [s.id, s.before, s.after])).toEqual([
      [ids.phone, before[0], Math.round(((before[0] ?? 0) * 1.1) / 10_000) * 10_000],
      [ids.phoneCase, 1_234_560, 1_360_000],
      [ids.hidden, 2_000_000, 2_200_000],
    ]);
    expect(shown.totalBefore).toBe(before.reduce((a, b) => a + b, 0));
    expect(await categoryPrices(categories.phones)).toMatchObject({ [ids.phoneCase]: 1_234_560 });

    const res = await send(catalogue, 'POST', '/catalogue/product-grid/bulk-price', {
      filter,
      change: { kind: 'percent', direction: 'up', value: 10 },
      expectedCount: shown.count,
      fingerprint: shown.fingerprint,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 3, totalBefore: shown.totalBefore, totalAfter: shown.totalAfter });
    expect(await prices([ids.phone, ids.phoneCase, ids.hidden])).toEqual(shown.samples.map((s) => s.after));
    expect(await categoryPrices(categories.phones)).toMatchObject({ [ids.phoneCase]: 1_360_000 });
    expect(await shopPrice(ids.phoneCase)).toBe(1_360_000);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.bulk-price')
      .where('entity_id', '=', shown.fingerprint)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toMatchObject({
      filter,
      count: 3,
      prices: { [ids.phoneCase]: 1_234_560 },
    });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      count: 3,
      prices: { [ids.phoneCase]: 1_360_000 },
    });
    // A grid row loaded before the bulk change is stale now.
    const stale = await send(admin, 'PUT', `/catalogue/product-grid/${ids.phoneCase}`, {
      expectedVersion: 1,
      price: 1,
      oldPrice: null,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 409 and changes nothing when the set changed after the preview', async () => {
    const filter = { q: `${run}-5` };
    const shown = await preview({ ...filter, kind: 'amount', direction: 'up', value: 50_000 });
    expect(shown.count).toBe(1);
    const row = (await grid({ q: `${run}-500` })).items[0] as AdminProductGridRow;
    const edit = await send(admin, 'PUT', `/catalogue/product-grid/${ids.empty}`, {
      expectedVersion: row.rowVersion,
      price: 160_000,
      oldPrice: null,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await send(catalogue, 'POST', '/catalogue/product-grid/bulk-price', {
      filter,
      change: { kind: 'amount', direction: 'up', value: 50_000 },
      expectedCount: shown.count,
      fingerprint: shown.fingerprint,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ Message: string }>().Message).toContain('دوباره پیش‌نمایش بگیرید');
    expect(await prices([ids.empty])).toEqual([160_000]);
    // Another change than the one previewed is refused the same way.
    const other = await send(catalogue, 'POST', '/catalogue/product-grid/bulk-price', {
      filter,
      change: { kind: 'amount', direction: 'up', value: 90_000 },
      expectedCount: 1,
      fingerprint: (await preview({ ...filter, kind: 'amount', direction: 'up', value: 50_000 })).fingerprint,
    });
    expect(other.statusCode).toBe(409);
  });

  it('refuses a change that takes any price below zero, in Persian, and writes nothing', async () => {
    const filter = { q: run };
    const change = { kind: 'amount', direction: 'down', value: 1_000_000 } as const;
    const shown = await preview({ ...filter, ...change });
    expect(shown.negativeCount).toBe(2);
    const before = await prices(Object.values(ids));
    const res = await send(catalogue, 'POST', '/catalogue/product-grid/bulk-price', {
      filter,
      change,
      expectedCount: shown.count,
      fingerprint: shown.fingerprint,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ Message: string }>().Message).toContain('۲ محصول را منفی می‌کند');
    expect(await prices(Object.values(ids))).toEqual(before);
  });

  it('refuses a zero or missing change and an empty set in Persian', async () => {
    const zero = await get(catalogue, `/catalogue/product-grid/bulk-price?kind=percent&direction=up&value=0`);
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('بیشتر از صفر');
    const empty = await send(catalogue, 'POST', '/catalogue/product-grid/bulk-price', {
      filter: { q: `${run}-nothing` },
      change: { kind: 'percent', direction: 'up', value: 5 },
      expectedCount: 1,
      fingerprint: 'x',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ Message: string }>().Message).toContain('هیچ محصولی');
    expect(
      (await get(support, `/catalogue/product-grid/bulk-price?kind=percent&direction=up&value=5`)).statusCode,
    ).toBe(403);
  });
});
