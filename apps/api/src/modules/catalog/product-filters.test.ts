/**
 * Product list filters through HTTP: `GET /product/search` narrowed by brands, price and
 * specification options, and `GET /product/searchfilters` with nopCommerce-style facet counts
 * (each group counted without its own selection), on category lists and search results; paging
 * edges and sort orders with filters; a category's pages from category_listing equal its products sorted.
 */
import type { ProductListFilters } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSearchIndex } from '../search/index.js';
import { categoryListingConditions, listProductIds } from './catalog.repository.js';

const searchIndex = createSearchIndex();

let t: TestApp;
const ids: Record<string, number> = {};
const brands: Record<string, number> = {};
const categories: Record<string, number> = {};
const options: Record<string, number> = {};
const attributes: Record<string, number> = {};

async function attribute(name: string, displayOrder: number) {
  const row = await t.database.kysely
    .insertInto('specification_attribute')
    .values({ name, display_order: displayOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function option(attributeId: number, name: string, displayOrder: number, color: string | null = null) {
  const row = await t.database.kysely
    .insertInto('specification_attribute_option')
    .values({ specification_attribute_id: attributeId, name, color_rgb: color, display_order: displayOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tag(productId: number, optionIds: number[], allowFiltering = true) {
  for (const optionId of optionIds) {
    await t.database.kysely
      .insertInto('product_specification_attribute')
      .values({
        product_id: productId,
        specification_attribute_option_id: optionId,
        custom_value: null,
        allow_filtering: allowFiltering ? 1 : 0,
        show_on_product_page: 1,
        display_order: 0,
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  categories.mobile = await f.category({ name: 'موبایل' });
  categories.phones = await f.category({ name: 'گوشی', parentId: categories.mobile });
  categories.books = await f.category({ name: 'کتاب' });
  categories.many = await f.category({ name: 'لوازم جانبی' });
  brands.samsung = await f.manufacturer({ name: 'سامسونگ', displayOrder: 1 });
  brands.apple = await f.manufacturer({ name: 'اپل', displayOrder: 2 });
  brands.xiaomi = await f.manufacturer({ name: 'شیائومی', displayOrder: 3 });
  brands.hidden = await f.manufacturer({ name: 'برند پنهان', published: false });

  attributes.color = await attribute('رنگ', 1);
  attributes.memory = await attribute('حافظه', 2);
  attributes.material = await attribute('جنس', 3);
  options.black = await option(attributes.color, 'مشکی', 1, '#000000');
  options.white = await option(attributes.color, 'سفید', 2, '#ffffff');
  options.blue = await option(attributes.color, 'آبی', 3, '#0000ff');
  options.m128 = await option(attributes.memory, '۱۲۸ گیگابایت', 1);
  options.m256 = await option(attributes.memory, '۲۵۶ گیگابایت', 2);
  options.metal = await option(attributes.material, 'فلز', 1);

  const phone = (
    name: string,
    price: number,
    brand: number | null,
    category: number,
    day: number,
    displayOrder: number,
  ) =>
    f.product({
      name,
      price,
      manufacturerId: brand,
      categoryIds: [category],
      displayOrder,
      createdAt: `2026-0${day}-01T00:00:00.000Z`,
    });
  ids.s1 = await phone('گوشی سامسونگ A15', 100_000_000, brands.samsung!, categories.phones!, 1, 5);
  ids.s2 = await phone('گوشی سامسونگ S24', 200_000_000, brands.samsung!, categories.phones!, 2, 4);
  ids.p1 = await phone('گوشی اپل ۱۳', 300_000_000, brands.apple!, categories.phones!, 3, 3);
  ids.p2 = await phone('گوشی اپل ۱۵', 400_000_000, brands.apple!, categories.mobile!, 4, 2);
  ids.x1 = await phone('گوشی شیائومی نوت', 500_000_000, brands.xiaomi!, categories.mobile!, 5, 1);
  ids.n1 = await phone('قاب بی‌نام', 50_000_000, null, categories.mobile!, 6, 0);
  ids.h1 = await phone('گوشی برند پنهان', 70_000_000, brands.hidden!, categories.mobile!, 7, 6);
  ids.unpublished = await f.product({
    name: 'گوشی سامسونگ مخفی',
    price: 10_000_000,
    manufacturerId: brands.samsung,
    categoryIds: [categories.phones!],
    published: false,
  });
  ids.book = await phone('کتاب گوشی', 60_000_000, brands.samsung!, categories.books!, 8, 0);

  await tag(ids.s1!, [options.black!, options.m128!]);
  await tag(ids.s2!, [options.white!, options.m256!]);
  await tag(ids.p1!, [options.black!, options.m256!]);
  await tag(ids.p2!, [options.white!, options.m128!]);
  await tag(ids.x1!, [options.blue!, options.m128!]);
  await tag(ids.x1!, [options.metal!], false);
  await tag(ids.n1!, [options.black!]);
  await tag(ids.h1!, [options.blue!]);
  await tag(ids.unpublished!, [options.black!, options.m128!]);
  await tag(ids.book!, [options.black!]);

  // 30 products of one category among 30 of another, with names, prices, positions and dates that
  // repeat, so that paging depends on the id tie-break.
  for (let index = 0; index < 30; index += 1) {
    ids[`many${index}`] = await f.product({
      name: `شارژر ${String((index * 7) % 30).padStart(2, '0')}`,
      price: ((index * 11) % 30) * 1_000_000 + 1_000_000,
      categoryIds: [categories.many!],
      displayOrder: (index * 13) % 5,
      createdAt: `2026-05-${String(1 + ((index * 17) % 28)).padStart(2, '0')}T00:00:00.000Z`,
    });
    await f.product({
      name: `کابل ${index}`,
      price: index * 1_000_000,
      categoryIds: [categories.books!],
      displayOrder: index % 3,
    });
  }
  await searchIndex.reindexAll(t.database.kysely);
});
afterAll(() => t.close());

interface ListBody {
  Items: Array<{ Id: number; Name: string; PriceValue: number }>;
  TotalCount: number;
}

async function get(path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({ method: 'GET', url: `/api/v2/product/${path}?${search}` });
}

async function list(query: Record<string, string | number>): Promise<ListBody> {
  const res = await get('search', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function filters(query: Record<string, string | number>): Promise<ProductListFilters> {
  const res = await get('searchfilters', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const keysOf = (body: ListBody) =>
  body.Items.map((item) => Object.keys(ids).find((key) => ids[key] === item.Id) ?? `#${item.Id}`);
const brandCounts = (body: ProductListFilters) => body.Brands.map((brand) => [brand.Name, brand.Count, brand.Selected]);
const optionCounts = (body: ProductListFilters) =>
  body.Specifications.map((spec) => [spec.Name, spec.Options.map((o) => [o.Name, o.Count, o.Selected])]);
const ids_ = (...values: Array<number | undefined>) => values.join(',');

describe('filter counts of a category list', () => {
  it('counts brands, prices and options over the category and its subcategories, published products only', async () => {
    const body = await filters({ CategoryId: categories.mobile! });
    expect(body.TotalCount).toBe(7);
    // The hidden brand's product is listed, but its brand is not offered as a filter.
    expect(brandCounts(body)).toEqual([
      ['سامسونگ', 2, false],
      ['اپل', 2, false],
      ['شیائومی', 1, false],
    ]);
    expect(body.Price).toEqual({
      MinValue: 50_000_000,
      MaxValue: 500_000_000,
      Min: '۵٬۰۰۰٬۰۰۰ تومان',
      Max: '۵۰٬۰۰۰٬۰۰۰ تومان',
      FromValue: null,
      ToValue: null,
    });
    // The material is not filterable (allow_filtering 0), so it is not offered.
    expect(optionCounts(body)).toEqual([
      [
        'رنگ',
        [
          ['مشکی', 3, false],
          ['سفید', 2, false],
          ['آبی', 2, false],
        ],
      ],
      [
        'حافظه',
        [
          ['۱۲۸ گیگابایت', 3, false],
          ['۲۵۶ گیگابایت', 2, false],
        ],
      ],
    ]);
    expect(body.Specifications[0]!.Options[0]).toEqual({
      Id: options.black,
      Name: 'مشکی',
      ColorRgb: '#000000',
      Count: 3,
      Selected: false,
    });
  });

  it('counts brands without the brands ticked, and everything else within them', async () => {
    const query = { CategoryId: categories.mobile!, BrandIds: ids_(brands.samsung, brands.apple) };
    expect((await list(query)).TotalCount).toBe(4);
    const body = await filters(query);
    expect(body.TotalCount).toBe(4);
    expect(brandCounts(body)).toEqual([
      ['سامسونگ', 2, true],
      ['اپل', 2, true],
      ['شیائومی', 1, false],
    ]);
    expect([body.Price.MinValue, body.Price.MaxValue]).toEqual([100_000_000, 400_000_000]);
    expect(optionCounts(body)).toEqual([
      [
        'رنگ',
        [
          ['مشکی', 2, false],
          ['سفید', 2, false],
        ],
      ],
      [
        'حافظه',
        [
          ['۱۲۸ گیگابایت', 2, false],
          ['۲۵۶ گیگابایت', 2, false],
        ],
      ],
    ]);
  });

  it('widens within one attribute and narrows across attributes', async () => {
    const category = { CategoryId: categories.mobile!, Sort: 'price-asc' };
    expect(keysOf(await list({ ...category, SpecificationOptionIds: ids_(options.black) }))).toEqual([
      'n1',
      's1',
      'p1',
    ]);
    expect(keysOf(await list({ ...category, SpecificationOptionIds: ids_(options.black, options.white) }))).toEqual([
      'n1',
      's1',
      's2',
      'p1',
      'p2',
    ]);
    expect(keysOf(await list({ ...category, SpecificationOptionIds: ids_(options.black, options.m256) }))).toEqual([
      'p1',
    ]);
    expect(
      keysOf(await list({ ...category, SpecificationOptionIds: ids_(options.black, options.white, options.m256) })),
    ).toEqual(['s2', 'p1']);
  });

  it('counts an attribute without its own options ticked, the other attributes within them', async () => {
    const body = await filters({
      CategoryId: categories.mobile!,
      SpecificationOptionIds: ids_(options.black, options.m256),
    });
    expect(body.TotalCount).toBe(1);
    expect(brandCounts(body)).toEqual([['اپل', 1, false]]);
    expect(optionCounts(body)).toEqual([
      [
        'رنگ',
        [
          ['مشکی', 1, true],
          ['سفید', 1, false],
        ],
      ],
      [
        'حافظه',
        [
          ['۱۲۸ گیگابایت', 1, false],
          ['۲۵۶ گیگابایت', 1, true],
        ],
      ],
    ]);
  });

  it('counts prices without the price range, and brands within it', async () => {
    const query = { CategoryId: categories.mobile!, BrandIds: ids_(brands.samsung), Price: '150000000-' };
    expect(keysOf(await list(query))).toEqual(['s2']);
    const body = await filters(query);
    expect(body.Price).toMatchObject({
      MinValue: 100_000_000,
      MaxValue: 200_000_000,
      FromValue: 150_000_000,
      ToValue: null,
    });
    expect(brandCounts(body)).toEqual([
      ['سامسونگ', 1, true],
      ['اپل', 2, false],
      ['شیائومی', 1, false],
    ]);
  });

  it('keeps a ticked brand or option that nothing matches, with 0', async () => {
    const query = {
      CategoryId: categories.mobile!,
      BrandIds: ids_(brands.xiaomi),
      SpecificationOptionIds: ids_(options.white),
    };
    expect(await list(query)).toEqual({ Items: [], TotalCount: 0 });
    const body = await filters(query);
    expect(brandCounts(body)).toEqual([
      ['سامسونگ', 1, false],
      ['اپل', 1, false],
      ['شیائومی', 0, true],
    ]);
    expect(optionCounts(body)[0]).toEqual([
      'رنگ',
      [
        ['سفید', 0, true],
        ['آبی', 1, false],
      ],
    ]);
    expect(body.Price).toMatchObject({ MinValue: null, MaxValue: null, Min: null, Max: null });
  });

  it('ignores brands and options that do not exist or are hidden, and brand ids that cannot be stored', async () => {
    const base = await list({ CategoryId: categories.mobile! });
    for (const BrandIds of [ids_(brands.hidden), '999999', '9999999999', ids_(brands.hidden, 999999)]) {
      expect(await list({ CategoryId: categories.mobile!, BrandIds })).toEqual(base);
    }
    expect(await list({ CategoryId: categories.mobile!, SpecificationOptionIds: '424242' })).toEqual(base);
    const body = await filters({
      CategoryId: categories.mobile!,
      BrandIds: ids_(999999, brands.apple),
      SpecificationOptionIds: '424242',
    });
    expect(body.Brands.filter((brand) => brand.Selected).map((brand) => brand.Id)).toEqual([brands.apple]);
    expect(body.Specifications.flatMap((spec) => spec.Options).some((o) => o.Selected)).toBe(false);
  });

  it.each([
    ['a letter in the brands', { BrandIds: '1,a' }, 'فهرست برندها باید شناسه‌های عددی جداشده با ویرگول باشد.'],
    ['an empty brand', { BrandIds: '1,,2' }, 'فهرست برندها باید شناسه‌های عددی جداشده با ویرگول باشد.'],
    ['a zero option', { SpecificationOptionIds: '0' }, 'فهرست ویژگی‌ها باید شناسه‌های عددی جداشده با ویرگول باشد.'],
    [
      'a negative option',
      { SpecificationOptionIds: '-3' },
      'فهرست ویژگی‌ها باید شناسه‌های عددی جداشده با ویرگول باشد.',
    ],
    [
      '51 brands',
      { BrandIds: Array.from({ length: 51 }, (_, i) => i + 1).join(',') },
      'حداکثر ۵۰ مورد را می‌توان با هم انتخاب کرد.',
    ],
  ])('rejects %s with a Persian 400 on both calls', async (_label, query, message) => {
    for (const path of ['search', 'searchfilters']) {
      const res = await get(path, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Success: false });
      expect(res.json<{ Errors: string[] }>().Errors.join(' ')).toContain(message);
    }
  });
});

describe('sorting and paging with filters', () => {
  const ticked = () => ({ CategoryId: categories.mobile!, BrandIds: ids_(brands.samsung, brands.apple) });

  it.each([
    ['position', ['p2', 'p1', 's2', 's1']],
    ['name-asc', ['p1', 'p2', 's1', 's2']],
    ['name-desc', ['s2', 's1', 'p2', 'p1']],
    ['price-asc', ['s1', 's2', 'p1', 'p2']],
    ['price-desc', ['p2', 'p1', 's2', 's1']],
    ['newest', ['p2', 'p1', 's2', 's1']],
  ])('sorts by %s within the filters', async (Sort, expected) => {
    expect(keysOf(await list({ ...ticked(), Sort }))).toEqual(expected);
  });

  it('pages to the end and past it', async () => {
    const query = { ...ticked(), Sort: 'price-asc', Limit: 3 };
    expect(keysOf(await list({ ...query, Offset: 0 }))).toEqual(['s1', 's2', 'p1']);
    expect(await list({ ...query, Offset: 3 })).toMatchObject({ TotalCount: 4 });
    expect(keysOf(await list({ ...query, Offset: 3 }))).toEqual(['p2']);
    expect(await list({ ...query, Offset: 4 })).toEqual({ Items: [], TotalCount: 4 });
    expect(await list({ ...query, Offset: 1000 })).toEqual({ Items: [], TotalCount: 4 });
  });

  it.each([
    ['Limit 0', { Limit: 0 }],
    ['Limit 101', { Limit: 101 }],
    ['a negative Offset', { Offset: -1 }],
    ['an unknown sort', { Sort: 'cheapest' }],
  ])('rejects %s with a 400', async (_label, query) => {
    const res = await get('search', { ...ticked(), ...query });
    expect(res.statusCode).toBe(400);
  });

  it('takes Limit 1 and Limit 100', async () => {
    expect(keysOf(await list({ ...ticked(), Sort: 'price-asc', Limit: 1 }))).toEqual(['s1']);
    expect((await list({ ...ticked(), Limit: 100 })).Items).toHaveLength(4);
  });

  it.each(['position', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'] as const)(
    'finds the same pages in category_listing as by sorting the products themselves (%s)',
    async (order) => {
      const page = (filter: Parameters<typeof listProductIds>[1]['filter'], offset: number, limit: number) =>
        listProductIds(t.database.kysely, { filter, order, limit, offset });
      const lists = [
        // The many-products category alone, then the phones under موبایل with two filters.
        { categoryIds: [categories.many!] },
        { categoryIds: [categories.mobile!, categories.phones!], minPrice: 60_000_000 },
        {
          categoryIds: [categories.mobile!, categories.phones!],
          specifications: [{ attributeId: attributes.color!, optionIds: [options.black!, options.white!] }],
        },
        { categoryIds: [categories.mobile!, categories.phones!], brandIds: [brands.samsung!, brands.apple!] },
        { categoryIds: [categories.mobile!] },
      ];
      const scopes = [
        { categoryId: categories.many!, subcategories: true },
        { categoryId: categories.mobile!, subcategories: true },
        { categoryId: categories.mobile!, subcategories: true },
        { categoryId: categories.mobile!, subcategories: true },
        { categoryId: categories.mobile!, subcategories: false },
      ];
      for (const [index, filter] of lists.entries()) {
        const listed = { ...filter, listedIn: scopes[index]! };
        expect(categoryListingConditions(listed)).not.toBeNull();
        const sorted = await page(filter, 0, 100);
        expect(sorted.length).toBeGreaterThan(1);
        const paged: number[] = [];
        for (let offset = 0; offset < sorted.length; offset += 4) paged.push(...(await page(listed, offset, 4)));
        expect(paged).toEqual(sorted);
      }
      // The whole catalogue: the sort index's own order is the sorted order (price ≥ 0 narrows nothing but is sorted).
      const everything = await page({ minPrice: 0 }, 0, 100);
      expect(await page({}, 0, 100)).toEqual(everything);
      expect(everything.length).toBeGreaterThan(60);
    },
  );

  it.each(['position', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'])(
    'pages a category the same a product at a time and ten at a time (%s)',
    async (Sort) => {
      const category = { CategoryId: categories.many!, Sort };
      const walked: number[] = [];
      for (let Offset = 0; Offset < 30; Offset += 1)
        walked.push(...(await list({ ...category, Limit: 1, Offset })).Items.map((i) => i.Id));
      const looked: number[] = [];
      for (let Offset = 0; Offset < 30; Offset += 10)
        looked.push(...(await list({ ...category, Limit: 10, Offset })).Items.map((i) => i.Id));
      const all = (await list({ ...category, Limit: 100 })).Items.map((i) => i.Id);
      expect(all).toHaveLength(30);
      expect(walked).toEqual(all);
      expect(looked).toEqual(all);
      const many = Object.keys(ids)
        .filter((key) => key.startsWith('many'))
        .map((key) => ids[key]!);
      expect([...all].sort((a, b) => a - b)).toEqual(many);
    },
  );
});

describe('filters on search results', () => {
  it('narrows the search and counts over what the search found', async () => {
    const words = { SearchWords: 'گوشی' };
    expect(keysOf(await list({ ...words, BrandIds: ids_(brands.samsung), Sort: 'price-asc' }))).toEqual([
      'book',
      's1',
      's2',
    ]);
    const body = await filters({ ...words, BrandIds: ids_(brands.samsung) });
    expect(body.TotalCount).toBe(3);
    expect(brandCounts(body)).toEqual([
      ['سامسونگ', 3, true],
      ['اپل', 2, false],
      ['شیائومی', 1, false],
    ]);
    expect(optionCounts(body)[0]).toEqual([
      'رنگ',
      [
        ['مشکی', 2, false],
        ['سفید', 1, false],
      ],
    ]);
  });

  it('combines the search with a category and specification options, Arabic letters and Persian digits alike', async () => {
    const query = {
      SearchWords: 'گوشي اپل ١٣',
      CategoryId: categories.mobile!,
      SpecificationOptionIds: ids_(options.m256),
    };
    expect(keysOf(await list(query))).toEqual(['p1']);
    const body = await filters(query);
    expect(body.TotalCount).toBe(1);
    expect(optionCounts(body)[1]).toEqual(['حافظه', [['۲۵۶ گیگابایت', 1, true]]]);
  });

  it('has empty filters when nothing is found', async () => {
    const body = await filters({ SearchWords: 'یخچال' });
    expect(body).toEqual({
      TotalCount: 0,
      Brands: [],
      Price: { MinValue: null, MaxValue: null, Min: null, Max: null, FromValue: null, ToValue: null },
      Specifications: [],
    });
  });
});
