/**
 * Latin input and empty results (issue 34, items 16 and 17): a Latin word with one typo is
 * forgiven as a Persian one is, English product words and a mixed English + Persian query find
 * the Persian catalogue, every brand of the demo store is found by its Latin and its Persian name
 * with its own products first, and a search that finds nothing offers a corrected spelling, the
 * closest categories and the best sellers. Over HTTP, on SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@sabad/contract';
import { BRANDS } from '../../db/seed/brands.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSearchIndex } from './search.service.js';

const searchIndex = createSearchIndex();

let t: TestApp;
const ids: Record<string, number> = {};
const brands: Record<string, number> = {};
const categories: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  for (const brand of BRANDS) brands[brand.key] = await f.manufacturer({ name: brand.name });
  categories.phones = await f.category({ name: 'گوشی موبایل' });
  categories.laptops = await f.category({ name: 'لپ‌تاپ' });
  categories.shoes = await f.category({ name: 'کفش ورزشی' });
  const products: Array<[string, string, string | null, number, number]> = [
    // A case of another brand that names Samsung comes first in the store's own order.
    ['case', 'قاب گوشی مناسب سامسونگ Galaxy S24', 'anker', categories.phones!, 0],
    ['s24', 'گوشی موبایل Galaxy S24 Ultra', 'samsung', categories.phones!, 40],
    ['redmi', 'گوشی موبایل Redmi Note 14 Pro', 'xiaomi', categories.phones!, 5],
    ['ideapad', 'لپ‌تاپ ۱۵ اینچی IdeaPad Slim 3', 'lenovo', categories.laptops!, 30],
    ['runner', 'کفش ورزشی مردانه مدل Runner', 'nike', categories.shoes!, 0],
  ];
  let displayOrder = 0;
  for (const [key, name, brand, categoryId, soldCount] of products)
    ids[key] = await f.product({
      name,
      price: 1_000_000,
      manufacturerId: brand === null ? null : brands[brand]!,
      categoryIds: [categoryId],
      soldCount,
      displayOrder: (displayOrder += 1),
    });
  // One product per brand whose name does not say the brand: the brand alone must find it.
  for (const brand of BRANDS)
    ids[`of-${brand.key}`] = await f.product({
      name: 'کالای نمونه',
      price: 1_000_000,
      manufacturerId: brands[brand.key]!,
      displayOrder: (displayOrder += 1),
    });
  await searchIndex.reindexAll(t.database.kysely);
});
afterAll(() => t?.close());

async function searchList(words: string): Promise<ProductList> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/product/search?SearchWords=${encodeURIComponent(words)}&Limit=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductList>();
}

async function search(words: string): Promise<string[]> {
  const body = await searchList(words);
  return body.Items.map((item) => Object.keys(ids).find((key) => ids[key] === item.Id) ?? `#${item.Id}`);
}

describe('Latin search', () => {
  it('forgives one wrong, missing, extra or swapped letter in a Latin brand as in a Persian one', async () => {
    for (const typo of ['samsng', 'samsugn', 'sammsung', 'samsunk', 'سامسنگ'])
      expect(await search(typo), typo).toContain('s24');
    expect(await search('xiaomy')).toContain('redmi');
    expect(await search('lenvoo')).toContain('ideapad');
  });

  it('finds Persian products by common English product words, singular or plural, and with a typo', async () => {
    expect(await search('phone')).toEqual(expect.arrayContaining(['s24', 'redmi', 'case']));
    expect(await search('laptop')).toEqual(['ideapad']);
    expect(await search('shoes')).toEqual(['runner']);
    expect(await search('laptpo')).toEqual(['ideapad']);
  });

  it('answers a two-word query mixing an English word and a Persian word, either way round', async () => {
    expect(await search('phone سامسونگ')).toEqual(['s24', 'case']);
    expect(await search('گوشی samsung')).toEqual(['s24', 'case']);
    expect(await search('laptop لنوو')).toEqual(['ideapad']);
  });

  it('finds every brand of the demo store by its Latin and by its Persian name', async () => {
    for (const brand of BRANDS) {
      const latin = brand.key.replace('-', ' ');
      for (const words of [latin, brand.name])
        expect(await search(words), `${brand.key}: ${words}`).toContain(`of-${brand.key}`);
    }
  });

  it("ranks the brand's own products above products that merely name it, in either script", async () => {
    for (const words of ['سامسونگ', 'samsung', 'samsng']) {
      const found = await search(words);
      expect(found.indexOf('s24'), words).toBeLessThan(found.indexOf('case'));
      expect(found.indexOf('of-samsung'), words).toBeLessThan(found.indexOf('case'));
    }
  });
});

describe('a search that finds nothing', () => {
  it('offers the corrected spelling, the closest categories and the best sellers', async () => {
    const body = await searchList('گوشی samsuungg');
    expect(body.TotalCount).toBe(0);
    expect(body.Alternatives?.DidYouMean).toBe('گوشی samsung');
    expect(body.Alternatives?.Categories.map((category) => category.Id)[0]).toBe(categories.phones);
    expect(body.Alternatives?.PopularProducts.map((item) => item.Id).slice(0, 3)).toEqual([
      ids.s24,
      ids.ideapad,
      ids.redmi,
    ]);
    expect((await searchList(body.Alternatives?.DidYouMean ?? '')).Items.map((item) => item.Id)).toContain(ids.s24);
  });

  it('offers no correction when none finds anything, and still the best sellers', async () => {
    const body = await searchList('qqqqzzzz');
    expect(body.TotalCount).toBe(0);
    expect(body.Alternatives).toMatchObject({ DidYouMean: null, Categories: [] });
    expect(body.Alternatives?.PopularProducts.length).toBeGreaterThan(0);
  });

  it('names the categories of products matching any one word when all of them together match nothing', async () => {
    const body = await searchList('laptop کفش');
    expect(body.TotalCount).toBe(0);
    expect(body.Alternatives?.Categories.map((category) => category.Id).sort()).toEqual(
      [categories.laptops, categories.shoes].sort(),
    );
  });

  it('carries no alternatives when something is found', async () => {
    expect((await searchList('samsung')).Alternatives).toBeUndefined();
  });
});
