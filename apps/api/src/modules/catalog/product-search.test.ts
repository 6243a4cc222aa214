/**
 * `GET /product/search` with search words, through HTTP: the Persian search engine's ranking
 * combined with the list's category, brand and price filters, sorting and paging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSearchIndex } from '../search/index.js';

const searchIndex = createSearchIndex();

let t: TestApp;
const ids: Record<string, number> = {};
const categories: Record<string, number> = {};
const brands: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  categories.electronics = await f.category({ name: 'کالای دیجیتال' });
  categories.phones = await f.category({ name: 'گوشی موبایل', parentId: categories.electronics });
  categories.books = await f.category({ name: 'کتاب' });
  categories.home = await f.category({ name: 'خانه' });
  brands.samsung = await f.manufacturer({ name: 'سامسونگ' });
  brands.apple = await f.manufacturer({ name: 'اپل' });
  const products: Array<[key: string, spec: Parameters<typeof f.product>[0]]> = [
    [
      'headphone',
      {
        name: 'هدفون بلوتوثی سونی',
        fullDescription: '<p>مناسب برای <b>گوشی</b> سامسونگ و اپل</p>',
        price: 30_000_000,
        categoryIds: [categories.electronics!],
        displayOrder: 0,
      },
    ],
    [
      'galaxy',
      {
        name: 'گوشی سامسونگ Galaxy A54 ظرفیت ۱۲۸ گیگابایت',
        price: 150_000_000,
        categoryIds: [categories.phones!],
        manufacturerId: brands.samsung!,
        displayOrder: 1,
      },
    ],
    [
      'iphone',
      {
        name: 'گوشی اپل iPhone 13',
        price: 400_000_000,
        categoryIds: [categories.phones!],
        manufacturerId: brands.apple!,
        displayOrder: 2,
      },
    ],
    [
      'caseSamsung',
      {
        name: 'قاب گوشی سامسونگ',
        price: 2_000_000,
        categoryIds: [categories.electronics!],
        manufacturerId: brands.samsung!,
        displayOrder: 3,
      },
    ],
    ['book', { name: 'کتاب می‌خواهم زندگی کنم', price: 1_500_000, categoryIds: [categories.books!], displayOrder: 4 }],
    ['wallet', { name: 'كيف پول چرمي مردانه', price: 4_000_000, categoryIds: [categories.home!], displayOrder: 5 }],
    ['notebook', { name: 'دفتر مشق ۱۰۰ برگ', price: 300_000, categoryIds: [categories.books!], displayOrder: 6 }],
    ['fridge', { name: 'یخچال فریزر اسنوا', price: 600_000_000, categoryIds: [categories.home!], displayOrder: 7 }],
    ['hidden', { name: 'گوشی مخفی', price: 1_000, published: false, categoryIds: [categories.phones!] }],
  ];
  for (const [key, spec] of products) ids[key] = await f.product(spec);
  await searchIndex.reindexAll(t.database.kysely);
});
afterAll(() => t.close());

interface ListBody {
  Items: Array<{ Id: number; Name: string; Price: string; PriceValue: number }>;
  TotalCount: number;
}

async function search(words: string, filters = ''): Promise<ListBody> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/product/search?SearchWords=${encodeURIComponent(words)}${filters}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const keysOf = (list: ListBody) =>
  list.Items.map((item) => Object.keys(ids).find((key) => ids[key] === item.Id) ?? `#${item.Id}`);

describe('product search with search words', () => {
  const table: Array<[rule: string, words: string, expected: string[]]> = [
    ['Arabic ك and ي find a name typed with them', 'كيف چرمي', ['wallet']],
    ['Persian ک and ی find a name typed with Arabic letters', 'کیف پول', ['wallet']],
    ['Persian digits find Persian digits', 'دفتر ۱۰۰', ['notebook']],
    ['Latin digits find Persian digits', 'دفتر 100', ['notebook']],
    ['Arabic-Indic digits', 'مشق ١٠٠', ['notebook']],
    ['a model code typed with Persian digits', 'A۵۴', ['galaxy']],
    ['with the zero-width non-joiner', 'می‌خواهم', ['book']],
    ['joined without a space', 'میخواهم', ['book']],
    ['with a space', 'می خواهم', ['book']],
    ['a typo in a 4+ letter word', 'یخجال', ['fridge']],
    ['name before description, then position', 'سامسونگ', ['galaxy', 'caseSamsung', 'headphone']],
    ['every word must match', 'گوشی اپل', ['iphone', 'headphone']],
    ['an unpublished product is never found', 'مخفی', []],
  ];

  it.each(table)('%s: %s', async (_rule, words, expected) => {
    const list = await search(words);
    expect(keysOf(list)).toEqual(expected);
    expect(list.TotalCount).toBe(expected.length);
  });

  it('answers with full list items', async () => {
    const list = await search('یخچال');
    expect(list.Items).toEqual([
      expect.objectContaining({
        Id: ids.fridge,
        Name: 'یخچال فریزر اسنوا',
        PriceValue: 600_000_000,
        Price: '۶۰٬۰۰۰٬۰۰۰ تومان',
      }),
    ]);
  });

  it('keeps relevance first and then the requested sort', async () => {
    expect(keysOf(await search('گوشی'))).toEqual(['galaxy', 'iphone', 'caseSamsung', 'headphone']);
    expect(keysOf(await search('گوشی', '&Sort=price-asc'))).toEqual(['caseSamsung', 'galaxy', 'iphone', 'headphone']);
    expect(keysOf(await search('گوشی', '&Sort=price-desc'))).toEqual(['iphone', 'galaxy', 'caseSamsung', 'headphone']);
  });

  it('combines the search with a category (and its subcategories) and a price range, paging with the right total', async () => {
    const filters = `&CategoryId=${categories.electronics}&Price=1000000-200000000`;
    const first = await search('گوشی', `${filters}&Limit=2`);
    expect(keysOf(first)).toEqual(['galaxy', 'caseSamsung']);
    expect(first.TotalCount).toBe(3);
    const second = await search('گوشی', `${filters}&Limit=2&Offset=2`);
    expect(keysOf(second)).toEqual(['headphone']);
    expect(second.TotalCount).toBe(3);
    const beyond = await search('گوشی', `${filters}&Limit=2&Offset=10`);
    expect(beyond).toEqual({ Items: [], TotalCount: 3 });

    expect(keysOf(await search('گوشی', `&CategoryId=${categories.electronics}&Include=false`))).toEqual([
      'caseSamsung',
      'headphone',
    ]);
    expect(keysOf(await search('گوشی', `&CategoryId=${categories.phones}`))).toEqual(['galaxy', 'iphone']);
    expect(await search('گوشی', '&CategoryId=987654')).toMatchObject({ Items: [], TotalCount: 0 });
  });

  it('filters by brand, BrandId and ManufactureId together meaning both', async () => {
    expect(keysOf(await search('گوشی', `&BrandId=${brands.samsung}`))).toEqual(['galaxy', 'caseSamsung']);
    expect(keysOf(await search('گوشی', `&ManufactureId=${brands.apple}`))).toEqual(['iphone']);
    expect(keysOf(await search('گوشی', `&BrandId=${brands.samsung}&ManufactureId=${brands.samsung}`))).toEqual([
      'galaxy',
      'caseSamsung',
    ]);
    expect((await search('گوشی', `&BrandId=${brands.samsung}&ManufactureId=${brands.apple}`)).TotalCount).toBe(0);
    expect((await search('', `&BrandId=${brands.samsung}&ManufactureId=${brands.apple}`)).TotalCount).toBe(0);
  });

  it('honours Id beside the search words', async () => {
    expect(keysOf(await search('گوشی', `&Id=${ids.iphone}`))).toEqual(['iphone']);
    expect((await search('سامسونگ', `&Id=${ids.iphone}`)).TotalCount).toBe(0);
  });
});

describe('search suggestions', () => {
  async function suggestions(query: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/searchsuggestions?${query}` });
    return { status: res.statusCode, body: res.json() };
  }
  const prefix = (text: string) => `Prefix=${encodeURIComponent(text)}`;
  const nameOf = async (key: string) =>
    (await t.database.kysely.selectFrom('product').select('name').where('id', '=', ids[key]!).executeTakeFirstOrThrow())
      .name;

  it('completes the word being typed, then offers products whose name matches', async () => {
    const { status, body } = await suggestions(prefix('سامس'));
    expect(status).toBe(200);
    expect(body).toEqual({
      Items: [
        { Text: 'سامسونگ', ProductId: null },
        { Text: await nameOf('galaxy'), ProductId: ids.galaxy },
        { Text: await nameOf('caseSamsung'), ProductId: ids.caseSamsung },
      ],
    });
  });

  it('keeps the words already typed and treats Arabic letters like Persian ones', async () => {
    expect((await suggestions(prefix('گوشي سام'))).body.Items[0]).toEqual({ Text: 'گوشی سامسونگ', ProductId: null });
    expect((await suggestions(prefix('كي'))).body).toEqual({
      Items: [
        { Text: 'کیف', ProductId: null },
        { Text: await nameOf('wallet'), ProductId: ids.wallet },
      ],
    });
  });

  it('honours Limit and answers an empty list when nothing matches', async () => {
    expect((await suggestions(`${prefix('سامس')}&Limit=1`)).body).toEqual({
      Items: [{ Text: 'سامسونگ', ProductId: null }],
    });
    expect((await suggestions(prefix('ژژژژ'))).body).toEqual({ Items: [] });
    expect((await suggestions(prefix('«؟»'))).body).toEqual({ Items: [] });
  });

  it.each([
    ['a missing prefix', '', '«عبارت جستجو» الزامی است.'],
    ['a blank prefix', prefix('   '), '«عبارت جستجو» نباید خالی باشد.'],
    ['a prefix of 51 letters', prefix('ا'.repeat(51)), '«عبارت جستجو» باید حداکثر ۵۰ نویسه باشد.'],
    ['a limit of 11', `${prefix('سام')}&Limit=11`, '«تعداد در صفحه» باید حداکثر ۱۰ باشد.'],
    ['a limit of 0', `${prefix('سام')}&Limit=0`, '«تعداد در صفحه» باید عددی صحیح و دست‌کم ۱ باشد.'],
  ])('rejects %s with a Persian 400', async (_label, query, message) => {
    const { status, body } = await suggestions(query);
    expect(status).toBe(400);
    expect(body.Success).toBe(false);
    expect(body.Errors).toContain(message);
  });
});
