/**
 * Cross-script search (issue 13, defect 6): brand, product-line and model words typed in Latin or
 * Persian find products named in the other script through search_synonym, over HTTP (search
 * page, brand filter, suggestions); the CLI adds, lists and removes synonyms and a search sees
 * the change at once; words without synonyms and Arabic letters search as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { runCliOn } from '../../testing/cli-runner.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSearchIndex } from './search.service.js';

const searchIndex = createSearchIndex();

let t: TestApp;
const ids: Record<string, number> = {};
const brands: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  for (const [key, name] of [
    ['samsung', 'سامسونگ'],
    ['apple', 'اپل'],
    ['xiaomi', 'شیائومی'],
    ['lg', 'ال‌جی'],
    ['hp', 'اچ‌پی'],
  ] as const)
    brands[key] = await f.manufacturer({ name });
  // Names as the demo store writes them: the brand in Persian, the model in Latin.
  const products: Array<[string, string, number | null]> = [
    ['s24', 'گوشی موبایل سامسونگ مدل Galaxy S24 Ultra دو سیم کارت', brands.samsung!],
    ['a56', 'گوشی موبایل سامسونگ مدل Galaxy A56 5G دو سیم کارت', brands.samsung!],
    ['iphone', 'گوشی موبایل اپل مدل iPhone 15 تک سیم کارت (نات اکتیو)', brands.apple!],
    ['redmi', 'گوشی موبایل شیائومی مدل Redmi Note 14 Pro 5G دو سیم کارت', brands.xiaomi!],
    ['lgFridge', 'یخچال ساید بای ساید ال‌جی مدل GC-X257', brands.lg!],
    ['hpLaptop', 'لپ‌تاپ اچ‌پی مدل Pavilion 15', brands.hp!],
    ['buds', 'Samsung Galaxy Buds FE', null],
    ['wallet', 'كيف پول چرمي مردانه', null],
    ['sneaker', 'کفش ورزشی ریباک مدل Classic', null],
  ];
  let displayOrder = 0;
  for (const [key, name, manufacturerId] of products)
    ids[key] = await f.product({ name, price: 1_000_000, manufacturerId, displayOrder: (displayOrder += 1) });
  await searchIndex.reindexAll(t.database.kysely);
});
afterAll(() => t?.close());

async function search(words: string, filters = ''): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/product/search?SearchWords=${encodeURIComponent(words)}&Limit=50${filters}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ Items: Array<{ Id: number }>; TotalCount: number }>();
  expect(body.TotalCount).toBe(body.Items.length);
  return body.Items.map((item) => Object.keys(ids).find((key) => ids[key] === item.Id) ?? `#${item.Id}`);
}

const cli = (...args: string[]) => runCliOn(t.database.url, args);

describe('cross-script search through the seeded synonyms', () => {
  const table: Array<[words: string, expected: string[]]> = [
    ['samsung', ['s24', 'a56', 'buds']],
    ['SAMSUNG', ['s24', 'a56', 'buds']],
    ['سامسونگ', ['s24', 'a56', 'buds']],
    ['گلکسی', ['s24', 'a56', 'buds']],
    ['galaxy s24', ['s24']],
    ['گلکسی S24', ['s24']],
    ['گوشی سامسونگ گلکسی', ['s24', 'a56']],
    ['آیفون', ['iphone']],
    ['ايفون', ['iphone']],
    ['apple iphone', ['iphone']],
    ['شیائومی ردمی', ['redmi']],
    ['xiaomi redmi note', ['redmi']],
    ['lg', ['lgFridge']],
    ['ال‌جی', ['lgFridge']],
    ['ال جی', ['lgFridge']],
    ['hp', ['hpLaptop']],
    ['اچ پی', ['hpLaptop']],
  ];
  it.each(table)('%s', async (words, expected) => {
    expect(await search(words)).toEqual(expected);
  });

  it('ranks a name match by its synonym like the word itself, and keeps the filters', async () => {
    // Every product found holds the word (or its synonym) whole in its name: position decides.
    expect(await search('galaxy')).toEqual(['s24', 'a56', 'buds']);
    expect(await search('samsung', `&BrandIds=${brands.samsung}`)).toEqual(['s24', 'a56']);
    expect(await search('گلکسی', `&BrandIds=${brands.apple}`)).toEqual([]);
  });

  it('suggests products named in the other script', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/product/searchsuggestions?Prefix=${encodeURIComponent('گلکسی s2')}`,
    });
    expect(res.statusCode).toBe(200);
    const products = res
      .json<{ Items: Array<{ Text: string; ProductId: number | null }> }>()
      .Items.filter((item) => item.ProductId !== null)
      .map((item) => item.ProductId);
    expect(products).toEqual([ids.s24]);
  });

  it('leaves words without synonyms and Arabic letters as they were', async () => {
    expect(await search('كيف چرمي')).toEqual(['wallet']);
    expect(await search('کیف پول')).toEqual(['wallet']);
    expect(await search('ریباک')).toEqual(['sneaker']);
    expect(await search('reebok')).toEqual([]);
  });

  it('stores the seeded synonyms folded and in both directions', async () => {
    const rows = await t.database.kysely.selectFrom('search_synonym').select(['term', 'synonym']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(2 * 30);
    const pairs = new Set(rows.map((row) => `${row.term}|${row.synonym}`));
    for (const row of rows) {
      expect(searchWords(row.term).join('')).toBe(row.term);
      expect(pairs.has(`${row.synonym}|${row.term}`)).toBe(true);
    }
  });
});

describe('search synonym CLI', () => {
  it('adds a synonym that counts at the next search, lists it, and removes it again', async () => {
    expect(await search('reebok')).toEqual([]);

    const added = await cli('search', 'synonym', 'add', 'Reebok', 'ريباك');
    expect(added, added.err).toMatchObject({ code: 0 });
    expect(added.out).toContain('reebok = ریباک');
    expect(await search('reebok')).toEqual(['sneaker']);
    expect(await search('REEBOK classic')).toEqual(['sneaker']);

    const again = await cli('search', 'synonym', 'add', 'ریباک', 'reebok');
    expect(again.code).toBe(1);
    expect(again.out).toContain('Already synonyms');

    const listed = await cli('search', 'synonym', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toEqual(expect.arrayContaining(['reebok = ریباک', 'samsung = سامسونگ']));

    const removed = await cli('search', 'synonym', 'remove', 'reebok', 'ریباک');
    expect(removed, removed.err).toMatchObject({ code: 0 });
    expect(await search('reebok')).toEqual([]);
    expect(await search('ریباک')).toEqual(['sneaker']);
    expect((await cli('search', 'synonym', 'list')).out).not.toContain('reebok');
  });

  it('removes every synonym of a word when no other word is given', async () => {
    expect((await cli('search', 'synonym', 'add', 'reebok', 'ریباک')).code).toBe(0);
    expect((await cli('search', 'synonym', 'add', 'rbk', 'reebok')).code).toBe(0);
    const removed = await cli('search', 'synonym', 'remove', 'reebok');
    expect(removed.code).toBe(0);
    expect(removed.out).toContain('2 pair(s)');
    expect(await search('reebok')).toEqual([]);
    expect(await search('rbk')).toEqual([]);
  });

  it('refuses with exit 1 and a Persian and English message, and answers bad usage with exit 2', async () => {
    const unknown = await cli('search', 'synonym', 'remove', 'reebok', 'ریباک');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No such synonym');
    const empty = await cli('search', 'synonym', 'add', '!!!', 'ریباک');
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('has no letter or digit');
    const same = await cli('search', 'synonym', 'add', 'كيف', 'کیف');
    expect(same.code).toBe(1);
    expect(same.err).toContain('already search as');
    const bad = await cli('search', 'synonym', 'add', 'reebok');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('search synonym add <word> <other>');
  });
});
