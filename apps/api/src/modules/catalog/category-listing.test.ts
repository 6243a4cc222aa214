/**
 * category_listing (docs/adr/0017): which products a category's list holds (subcategories,
 * unpublished categories and products), how the listing follows catalogue writes through
 * refreshCategoryListing, and that the migration fills it exactly as a refresh does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as categoryListingMigration from '../../db/migrations/2026-11-23-0015-category-listing.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { systemClock } from '../../lib/clock.js';
import { refreshCategoryListing } from './category-listing.repository.js';
import { createInventoryService } from './inventory.service.js';

let t: TestApp;
const categories: Record<string, number> = {};
const products: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  categories.digital = await f.category({ name: 'کالای دیجیتال' });
  categories.phones = await f.category({ name: 'گوشی', parentId: categories.digital });
  categories.cases = await f.category({ name: 'قاب', parentId: categories.phones });
  categories.hidden = await f.category({ name: 'پیش‌فروش', parentId: categories.digital, published: false });
  categories.underHidden = await f.category({ name: 'زیر پیش‌فروش', parentId: categories.hidden });
  categories.home = await f.category({ name: 'خانه' });

  const product = (name: string, price: number, categoryIds: number[], extra: Record<string, unknown> = {}) =>
    f.product({ name, price, categoryIds, ...extra });
  products.tablet = await product('تبلت', 900, [categories.digital!]);
  products.phone = await product('گوشی', 800, [categories.phones!]);
  products.case = await product('قاب گوشی', 100, [categories.cases!]);
  // In two categories of one tree: listed once under their common ancestor.
  products.charger = await product('شارژر', 200, [categories.phones!, categories.cases!]);
  products.preorder = await product('گوشی پیش‌فروش', 700, [categories.hidden!]);
  products.deep = await product('ساعت پیش‌فروش', 600, [categories.underHidden!]);
  products.lamp = await product('چراغ', 300, [categories.home!, categories.digital!]);
  products.draft = await product('پیش‌نویس', 400, [categories.digital!], { published: false });
  products.removed = await product('حذف‌شده', 500, [categories.digital!], { deleted: true });
});
afterAll(() => t.close());

async function listed(query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/search?Limit=100&Sort=price-asc&${search}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { Items: Array<{ Id: number }>; TotalCount: number };
  const names = body.Items.map(
    (item) => Object.keys(products).find((key) => products[key] === item.Id) ?? `#${item.Id}`,
  );
  expect(body.TotalCount).toBe(names.length);
  return names;
}

const listingRows = () =>
  t.database.kysely.selectFrom('category_listing').selectAll().orderBy('category_id').orderBy('product_id').execute();

describe('a category list', () => {
  it('holds the products of the category and of its published subcategories, each once', async () => {
    expect(await listed({ CategoryId: categories.digital! })).toEqual(['case', 'charger', 'lamp', 'phone', 'tablet']);
    expect(await listed({ CategoryId: categories.phones! })).toEqual(['case', 'charger', 'phone']);
    expect(await listed({ CategoryId: categories.home! })).toEqual(['lamp']);
  });

  it('without subcategories (Include=false) holds the category’s own products', async () => {
    expect(await listed({ CategoryId: categories.digital!, Include: 'false' })).toEqual(['lamp', 'tablet']);
    expect(await listed({ CategoryId: categories.phones!, Include: 'false' })).toEqual(['charger', 'phone']);
  });

  it('is empty for an unpublished category and anything under it', async () => {
    expect(await listed({ CategoryId: categories.hidden! })).toEqual([]);
    expect(await listed({ CategoryId: categories.underHidden! })).toEqual([]);
  });
});

describe('refreshCategoryListing', () => {
  it('follows a product unpublished, renamed, repriced and moved, when called with its id', async () => {
    const db = t.database.kysely;
    await db.updateTable('product').set({ published: 0 }).where('id', '=', products.tablet!).execute();
    await db.updateTable('product').set({ price: 50 }).where('id', '=', products.phone!).execute();
    await db
      .deleteFrom('product_category')
      .where('product_id', '=', products.lamp!)
      .where('category_id', '=', categories.digital!)
      .execute();
    await refreshCategoryListing(db, [products.tablet!, products.phone!, products.lamp!]);
    expect(await listed({ CategoryId: categories.digital! })).toEqual(['phone', 'case', 'charger']);
    expect(await listed({ CategoryId: categories.home! })).toEqual(['lamp']);

    await db.updateTable('product').set({ published: 1 }).where('id', '=', products.tablet!).execute();
    await db.updateTable('product').set({ price: 800 }).where('id', '=', products.phone!).execute();
    await db
      .insertInto('product_category')
      .values({ product_id: products.lamp!, category_id: categories.digital!, display_order: 1 })
      .execute();
    await refreshCategoryListing(db, [products.tablet!, products.phone!, products.lamp!]);
    expect(await listed({ CategoryId: categories.digital! })).toEqual(['case', 'charger', 'lamp', 'phone', 'tablet']);
  });

  it('follows a category published or moved, when called for every product', async () => {
    const db = t.database.kysely;
    await db.updateTable('category').set({ published: 1 }).where('id', '=', categories.hidden!).execute();
    await refreshCategoryListing(db);
    expect(await listed({ CategoryId: categories.digital! })).toEqual([
      'case',
      'charger',
      'lamp',
      'deep',
      'preorder',
      'phone',
      'tablet',
    ]);
    expect(await listed({ CategoryId: categories.underHidden! })).toEqual(['deep']);

    await db
      .updateTable('category')
      .set({ parent_category_id: categories.home! })
      .where('id', '=', categories.hidden!)
      .execute();
    await refreshCategoryListing(db);
    expect(await listed({ CategoryId: categories.home! })).toEqual(['lamp', 'deep', 'preorder']);
    expect(await listed({ CategoryId: categories.digital! })).toEqual(['case', 'charger', 'lamp', 'phone', 'tablet']);

    await db
      .updateTable('category')
      .set({ parent_category_id: categories.digital!, published: 0 })
      .where('id', '=', categories.hidden!)
      .execute();
    await refreshCategoryListing(db);
    expect(await listed({ CategoryId: categories.home! })).toEqual(['lamp']);
  });

  it('leaves every row as it was when nothing changed, and a product that is gone has none', async () => {
    const before = await listingRows();
    await refreshCategoryListing(t.database.kysely);
    expect(await listingRows()).toEqual(before);
    await t.database.kysely.deleteFrom('product').where('id', '=', products.case!).execute();
    expect((await listingRows()).filter((row) => row.product_id === products.case)).toEqual([]);
  });

  it('is rebuilt whole by the inventory service, which counts its rows (`catalog reindex`)', async () => {
    const before = await listingRows();
    await t.database.kysely.deleteFrom('category_listing').execute();
    const inventory = createInventoryService({ db: t.database.kysely, clock: systemClock });
    expect(await inventory.rebuildCategoryListing()).toBe(before.length);
    expect(await listingRows()).toEqual(before);
  });

  it('is what the migration fills from a catalogue stored before it', async () => {
    const db = t.database.kysely;
    const refreshed = await listingRows();
    expect(refreshed).toHaveLength(8);
    await categoryListingMigration.down(db);
    await categoryListingMigration.up(db);
    expect(await listingRows()).toEqual(refreshed);
  });
});
