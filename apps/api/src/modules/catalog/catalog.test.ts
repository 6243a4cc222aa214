import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createSearchIndex } from '../search/index.js';

const searchIndex = createSearchIndex();

let t: TestApp;
const ids = {} as Record<
  | 'electronics'
  | 'phones'
  | 'laptops'
  | 'books'
  | 'hidden'
  | 'orphan'
  | 'samsung'
  | 'apple'
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h',
  number
>;
const pictures: number[] = [];
let electronicsPicture: number;
let shirt: {
  color: { mappingId: number; valueIds: number[] };
  size: { mappingId: number; valueIds: number[] };
  print: { mappingId: number };
};
let headphones: {
  warranty: { mappingId: number; valueIds: number[] };
  color: { mappingId: number; valueIds: number[] };
};
let bluePicture: number;

beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  electronicsPicture = await f.picture({ seo: 'electronics' });
  ids.electronics = await f.category({ name: 'کالای دیجیتال', displayOrder: 1, pictureId: electronicsPicture });
  ids.phones = await f.category({ name: 'گوشی موبایل', parentId: ids.electronics, displayOrder: 1 });
  ids.laptops = await f.category({ name: 'لپ‌تاپ', parentId: ids.electronics, displayOrder: 2 });
  ids.books = await f.category({ name: 'کتاب', displayOrder: 2, showOnHomePage: true });
  ids.hidden = await f.category({ name: 'پنهان', displayOrder: 0, published: false });
  ids.orphan = await f.category({ name: 'زیرشاخهٔ پنهان', parentId: ids.hidden });
  ids.samsung = await f.manufacturer({ name: 'سامسونگ' });
  ids.apple = await f.manufacturer({ name: 'اپل', displayOrder: 1 });
  pictures.push(
    await f.picture({ seo: 'galaxy-a55-front' }),
    await f.picture({ seo: 'galaxy-a55-back', alt: 'پشت گوشی' }),
  );

  ids.a = await f.product({
    name: 'گوشی سامسونگ گلکسی A55',
    price: 150_000_000,
    oldPrice: 170_000_000,
    categoryIds: [ids.phones],
    manufacturerId: ids.samsung,
    stock: 10,
    displayOrder: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    featured: true,
    pictureIds: pictures,
    soldCount: 50,
    ratingSum: 9,
    reviews: 2,
    shortDescription: 'گوشی میان‌رده با دوربین خوب',
    fullDescription:
      '<p onclick="steal()">صفحه‌نمایش <b>۶٫۶ اینچ</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    allowedQuantities: '1, 2,5',
  });
  ids.b = await f.product({
    name: 'گوشی آیفون ۱۵',
    price: 500_000_000,
    categoryIds: [ids.phones],
    manufacturerId: ids.apple,
    stock: 0,
    displayOrder: 2,
    createdAt: '2026-03-01T00:00:00.000Z',
    markedNew: true,
    soldCount: 80,
  });
  ids.c = await f.product({
    name: 'لپ‌تاپ ایسوس',
    price: 300_000_000,
    categoryIds: [ids.laptops],
    stock: 3,
    displayOrder: 3,
    createdAt: '2026-02-01T00:00:00.000Z',
    markedNew: true,
  });
  ids.d = await f.product({
    name: 'كتاب شازده كوچولو',
    price: 2_500_000,
    categoryIds: [ids.books],
    stock: 0,
    allowBackorder: true,
    displayOrder: 4,
    createdAt: '2026-04-01T00:00:00.000Z',
    shortDescription: 'داستانی برای همهٔ سن‌ها',
  });
  ids.e = await f.product({
    name: 'گوشی منتشرنشده',
    price: 1_000_000,
    categoryIds: [ids.phones],
    published: false,
    displayOrder: 0,
  });
  ids.f = await f.product({
    name: 'گوشی حذف‌شده',
    price: 1_000_000,
    categoryIds: [ids.phones],
    deleted: true,
    displayOrder: 0,
  });
  ids.g = await f.product({
    name: 'تی‌شرت نخی',
    price: 4_000_000,
    categoryIds: [ids.electronics, ids.orphan],
    manageInventory: 'combinations',
    stock: 0,
    displayOrder: 5,
    createdAt: '2025-12-01T00:00:00.000Z',
  });
  bluePicture = await f.picture({ seo: 'shirt-blue', color: '#2255cc' });
  const color = await f.attribute(ids.g, {
    name: 'رنگ',
    controlType: 'ColorSquares',
    values: [
      { name: 'قرمز', color: '#ff0000', preSelected: true },
      { name: 'آبی', color: '#0000ff', priceAdjustment: 200_000, pictureId: bluePicture },
    ],
  });
  const size = await f.attribute(ids.g, {
    name: 'سایز',
    values: [{ name: 'M' }, { name: 'XL', priceAdjustment: 500_000 }],
  });
  const print = await f.attribute(ids.g, {
    name: 'متن چاپ',
    controlType: 'TextBox',
    required: false,
    textPrompt: 'متن دلخواه',
  });
  shirt = { color, size, print };
  await f.combination(ids.g, {
    choices: [
      [color.mappingId, [color.valueIds[0]!]],
      [size.mappingId, [size.valueIds[0]!]],
    ],
    stock: 5,
    sku: 'TS-RED-M',
  });
  await f.combination(ids.g, {
    choices: [
      [color.mappingId, [color.valueIds[1]!]],
      [size.mappingId, [size.valueIds[1]!]],
    ],
    stock: 0,
  });
  await f.combination(ids.g, {
    choices: [
      [size.mappingId, [size.valueIds[1]!]],
      [color.mappingId, [color.valueIds[0]!]],
    ],
    stock: 2,
    overriddenPrice: 5_000_000,
  });

  ids.h = await f.product({
    name: 'هدفون بی‌سیم',
    price: 10_000_000,
    stock: 7,
    displayOrder: 6,
    published: true,
    categoryIds: [],
  });
  headphones = {
    warranty: await f.attribute(ids.h, {
      name: 'خدمات',
      controlType: 'Checkboxes',
      required: false,
      values: [
        { name: 'بیمه', priceAdjustment: 1_000_000 },
        { name: 'نصب', priceAdjustment: 500_000 },
      ],
    }),
    color: await f.attribute(ids.h, {
      name: 'رنگ',
      controlType: 'RadioList',
      values: [
        { name: 'مشکی', preSelected: true },
        { name: 'سفید', priceAdjustment: 250_000 },
      ],
    }),
  };

  await f.specification(ids.a, { attribute: 'اندازهٔ صفحه', option: '۶٫۶ اینچ', displayOrder: 1 });
  await f.specification(ids.a, { attribute: 'حافظه', option: '128', customValue: '۱۲۸ گیگابایت', displayOrder: 2 });
  await f.related(ids.a, [ids.c, ids.e, ids.b]);
  await searchIndex.reindexAll(t.database.kysely);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const search = async (query: string) => {
  const res = await get(`/api/v2/product/search${query}`);
  expect(res.status).toBe(200);
  return res.body as { Items: Array<Record<string, unknown> & { Id: number }>; TotalCount: number };
};
const itemIds = (list: { Items: Array<{ Id: number }> }) => list.Items.map((item) => item.Id);

describe('category tree', () => {
  it('nests published categories under the root in display order', async () => {
    const { status, body } = await get('/api/v2/catalog/categorytree');
    expect(status).toBe(200);
    expect(body.Items.map((c: { Name: string }) => c.Name)).toEqual(['کالای دیجیتال', 'کتاب']);
    const electronics = body.Items[0];
    expect(electronics).toMatchObject({ Id: ids.electronics, ParentCategoryId: 0, DisplayOrder: 1 });
    expect(electronics.PictureUrl).toBe(`/images/${electronicsPicture}/thumb/electronics.webp`);
    expect(
      electronics.SubCategories.map((c: { Id: number; ParentCategoryId: number }) => [c.Id, c.ParentCategoryId]),
    ).toEqual([
      [ids.phones, ids.electronics],
      [ids.laptops, ids.electronics],
    ]);
    expect(body.Items[1].PictureUrl).toBeNull();
    expect(JSON.stringify(body)).not.toContain('پنهان');
  });
});

describe('manufacturers', () => {
  it('lists the brands in display order', async () => {
    const { body } = await get('/api/v2/catalog/manufacturers');
    expect(body.Items.map((m: { Name: string }) => m.Name)).toEqual(['سامسونگ', 'اپل']);
  });
});

describe('home page', () => {
  it('has the flagged categories and the three product rows', async () => {
    const { status, body } = await get('/api/v2/catalog/homepage');
    expect(status).toBe(200);
    expect(body.Categories.map((c: { Id: number }) => c.Id)).toEqual([ids.books]);
    expect(itemIds({ Items: body.FeaturedProducts })).toEqual([ids.a]);
    expect(itemIds({ Items: body.NewProducts })).toEqual([ids.b, ids.c]);
    expect(itemIds({ Items: body.BestSellers })).toEqual([ids.b, ids.a]);
  });
});

describe('product search', () => {
  it('lists published products by position with the total count', async () => {
    const list = await search('');
    expect(itemIds(list)).toEqual([ids.a, ids.b, ids.c, ids.d, ids.g, ids.h]);
    expect(list.TotalCount).toBe(6);
  });

  it('shows a list item with Toman prices in Persian digits', async () => {
    const list = await search(`?Id=${ids.a}`);
    expect(list.Items).toEqual([
      {
        Id: ids.a,
        Name: 'گوشی سامسونگ گلکسی A55',
        ShortDescription: 'گوشی میان‌رده با دوربین خوب',
        PictureUrl: `/images/${pictures[0]}/medium/galaxy-a55-front.webp`,
        Price: '۱۵٬۰۰۰٬۰۰۰ تومان',
        PriceValue: 150_000_000,
        OldPrice: '۱۷٬۰۰۰٬۰۰۰ تومان',
        OldPriceValue: 170_000_000,
        InStock: true,
        RatingAverage: 4.5,
        CustomProperties: {},
      },
    ]);
  });

  it('reports stock for each inventory mode', async () => {
    const list = await search('?Limit=100');
    const inStock = Object.fromEntries(list.Items.map((item) => [item.Id, item.InStock]));
    expect(inStock).toEqual({
      [ids.a]: true,
      [ids.b]: false,
      [ids.c]: true,
      [ids.d]: true,
      [ids.g]: true,
      [ids.h]: true,
    });
  });

  it('pages with Limit and Offset', async () => {
    const list = await search('?Limit=2&Offset=2');
    expect(itemIds(list)).toEqual([ids.c, ids.d]);
    expect(list.TotalCount).toBe(6);
    const beyond = await search('?Offset=50');
    expect(beyond.Items).toEqual([]);
    expect(beyond.TotalCount).toBe(6);
  });

  it('filters by category with and without subcategories', async () => {
    expect(itemIds(await search(`?CategoryId=${ids.electronics}`))).toEqual([ids.a, ids.b, ids.c, ids.g]);
    expect(itemIds(await search(`?CategoryId=${ids.electronics}&Include=false`))).toEqual([ids.g]);
    expect(itemIds(await search(`?CategoryId=${ids.phones}`))).toEqual([ids.a, ids.b]);
    expect((await search(`?CategoryId=${ids.hidden}`)).TotalCount).toBe(0);
    expect((await search('?CategoryId=0')).TotalCount).toBe(6);
    expect((await search('?CategoryId=987654')).TotalCount).toBe(0);
  });

  // A list that category_listing answers skips the category tree; searches and lists of chosen ids
  // resolve the category through it (reading products): every way must agree.
  it.each([
    ['listed', ''],
    ['by id', '&Id=ID_G'],
    ['searched', `&SearchWords=${encodeURIComponent('تی‌شرت')}`],
  ])('lists nothing under a hidden, unknown or unstorable category, %s', async (_label, query) => {
    const rest = query.replace('ID_G', String(ids.g));
    expect(itemIds(await search(`?CategoryId=${ids.electronics}${rest}`))).toContain(ids.g);
    for (const category of [ids.hidden, ids.orphan, 987654, 99_999_999_999]) {
      expect(await search(`?CategoryId=${category}${rest}`)).toMatchObject({ Items: [], TotalCount: 0 });
      const filters = await get(`/api/v2/product/searchfilters?CategoryId=${category}${rest}`);
      expect(filters.status).toBe(200);
      expect(filters.body).toMatchObject({ TotalCount: 0, Brands: [], Specifications: [] });
    }
  });

  it('filters by brand through BrandId or ManufactureId', async () => {
    expect(itemIds(await search(`?BrandId=${ids.samsung}`))).toEqual([ids.a]);
    expect(itemIds(await search(`?ManufactureId=${ids.apple}`))).toEqual([ids.b]);
  });

  it('filters by a price range in Rial', async () => {
    expect(itemIds(await search('?Price=100000000-400000000'))).toEqual([ids.a, ids.c]);
    expect(itemIds(await search('?Price=-3000000'))).toEqual([ids.d]);
    expect(itemIds(await search('?Price=300000000-'))).toEqual([ids.c, ids.b].sort((x, y) => x - y));
  });

  it('matches every search word, treating Arabic letters and Persian digits alike', async () => {
    expect(itemIds(await search(`?SearchWords=${encodeURIComponent('گوشي')}`))).toEqual([ids.a, ids.b]);
    expect(itemIds(await search(`?SearchWords=${encodeURIComponent('شازده کوچولو')}`))).toEqual([ids.d]);
    expect(itemIds(await search(`?SearchWords=${encodeURIComponent('آیفون 15')}`))).toEqual([ids.b]);
    expect(itemIds(await search(`?SearchWords=${encodeURIComponent('داستانی')}`))).toEqual([ids.d]);
    expect(itemIds(await search(`?SearchWords=${encodeURIComponent('a55')}`))).toEqual([ids.a]);
    expect((await search(`?SearchWords=${encodeURIComponent('گوشی ایسوس')}`)).TotalCount).toBe(0);
  });

  it('lists like no search at all when the search words hold no letter or digit', async () => {
    for (const words of ['%', '_', '   ', '«؟!»', '\u200c']) {
      expect((await search(`?SearchWords=${encodeURIComponent(words)}`)).TotalCount).toBe(6);
    }
  });

  it('sorts by price, name and newest', async () => {
    expect(itemIds(await search('?Sort=price-asc'))).toEqual([ids.d, ids.g, ids.h, ids.a, ids.c, ids.b]);
    expect(itemIds(await search('?Sort=price-desc'))).toEqual([ids.b, ids.c, ids.a, ids.h, ids.g, ids.d]);
    expect(itemIds(await search('?Sort=newest'))).toEqual([ids.h, ids.d, ids.b, ids.c, ids.a, ids.g]);
    const byName = itemIds(await search('?Sort=name-asc'));
    expect(byName[0]).toBe(ids.g);
    expect(itemIds(await search('?Sort=name-desc'))).toEqual([...byName].reverse());
  });

  it('combines filters, and the count follows them', async () => {
    const list = await search(`?CategoryId=${ids.electronics}&Price=200000000-&Sort=price-asc&Limit=1`);
    expect(itemIds(list)).toEqual([ids.c]);
    expect(list.TotalCount).toBe(2);
  });
});

describe('product details', () => {
  it('shows pictures, brand, categories, specifications, stock and related products', async () => {
    const { status, body } = await get(`/api/v2/product/details/${ids.a}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      Id: ids.a,
      Name: 'گوشی سامسونگ گلکسی A55',
      Sku: expect.any(String),
      Price: '۱۵٬۰۰۰٬۰۰۰ تومان',
      PriceValue: 150_000_000,
      OldPrice: '۱۷٬۰۰۰٬۰۰۰ تومان',
      OldPriceValue: 170_000_000,
      StockAvailability: 'موجود در انبار',
      InStock: true,
      Brand: { Id: ids.samsung, Name: 'سامسونگ', PictureUrl: null },
      Categories: [{ Id: ids.phones, Name: 'گوشی موبایل' }],
      Specifications: [
        { Name: 'اندازهٔ صفحه', Value: '۶٫۶ اینچ' },
        { Name: 'حافظه', Value: '۱۲۸ گیگابایت' },
      ],
      ProductAttributes: [],
      AllowedQuantities: [1, 2, 5],
      RatingAverage: 4.5,
      TotalReviews: 2,
      DisableBuyButton: false,
    });
    expect(body.Pictures).toEqual([
      {
        Url: `/images/${pictures[0]}/full/galaxy-a55-front.webp`,
        ThumbUrl: `/images/${pictures[0]}/thumb/galaxy-a55-front.webp`,
        Alt: 'گوشی سامسونگ گلکسی A55',
      },
      {
        Url: `/images/${pictures[1]}/full/galaxy-a55-back.webp`,
        ThumbUrl: `/images/${pictures[1]}/thumb/galaxy-a55-back.webp`,
        Alt: 'پشت گوشی',
      },
    ]);
    expect(body.RelatedProducts.map((p: { Id: number }) => p.Id)).toEqual([ids.c, ids.b]);
  });

  it('serves the description sanitised', async () => {
    const { body } = await get(`/api/v2/product/details/${ids.a}`);
    expect(body.FullDescription).toContain('<p>صفحه‌نمایش <b>۶٫۶ اینچ</b></p>');
    expect(body.FullDescription).not.toMatch(/script|onclick|javascript:/);
  });

  it('tells how much stock is left, a back order, or out of stock', async () => {
    expect((await get(`/api/v2/product/details/${ids.c}`)).body).toMatchObject({
      StockAvailability: 'تنها ۳ عدد در انبار باقی مانده است',
      InStock: true,
    });
    expect((await get(`/api/v2/product/details/${ids.b}`)).body).toMatchObject({
      StockAvailability: 'ناموجود',
      InStock: false,
    });
    expect((await get(`/api/v2/product/details/${ids.d}`)).body).toMatchObject({
      StockAvailability: 'موجود (ارسال پس از تأمین)',
      InStock: true,
    });
  });

  it('lists attributes with their values and price adjustments', async () => {
    const { body } = await get(`/api/v2/product/details/${ids.g}`);
    expect(
      body.ProductAttributes.map(
        (a: { Id: number; Name: string; AttributeControlType: string; IsRequired: boolean }) => [
          a.Id,
          a.Name,
          a.AttributeControlType,
          a.IsRequired,
        ],
      ),
    ).toEqual([
      [shirt.color.mappingId, 'رنگ', 'ColorSquares', true],
      [shirt.size.mappingId, 'سایز', 'DropdownList', true],
      [shirt.print.mappingId, 'متن چاپ', 'TextBox', false],
    ]);
    expect(body.ProductAttributes[0].Values).toEqual([
      {
        Id: shirt.color.valueIds[0],
        Name: 'قرمز',
        PriceAdjustment: null,
        PriceAdjustmentValue: 0,
        IsPreSelected: true,
        ColorSquaresRgb: '#ff0000',
        PictureUrl: null,
      },
      {
        Id: shirt.color.valueIds[1],
        Name: 'آبی',
        PriceAdjustment: '+۲۰٬۰۰۰ تومان',
        PriceAdjustmentValue: 200_000,
        IsPreSelected: false,
        ColorSquaresRgb: '#0000ff',
        PictureUrl: `/images/${bluePicture}/medium/shirt-blue.webp`,
      },
    ]);
    expect(body.ProductAttributes[2].TextPrompt).toBe('متن دلخواه');
    expect(body).toMatchObject({ InStock: true, StockAvailability: 'موجود در انبار' });
  });

  it.each([
    ['unknown', () => 987654],
    ['unpublished', () => ids.e],
    ['deleted', () => ids.f],
  ])('answers 404 in Persian for an %s product', async (_label, id) => {
    const { status, body } = await get(`/api/v2/product/details/${id()}`);
    expect(status).toBe(404);
    expect(body).toEqual({ Success: false, Message: 'محصول مورد نظر پیدا نشد.', Errors: [] });
  });
});

describe('attribute change', () => {
  const change = async (productId: number, attrValues: Array<{ Key: string; Value: string }>, loadPicture = false) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/ProductDetails_AttributeChange',
      payload: { productId, validateAttributeConditions: false, loadPicture, attrValues },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const pick = (mapping: { mappingId: number; valueIds: number[] }, ...indexes: number[]) => ({
    Key: String(mapping.mappingId),
    Value: indexes.map((i) => mapping.valueIds[i]).join(','),
  });

  it('reports the required attributes not yet chosen', async () => {
    const { status, body } = await change(ids.g, []);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      Success: false,
      Errors: ['لطفاً «رنگ» را انتخاب کنید.', 'لطفاً «سایز» را انتخاب کنید.'],
      PriceValue: 4_000_000,
      Price: '۴۰۰٬۰۰۰ تومان',
      InStock: true,
      StockAvailability: 'موجود در انبار',
    });
  });

  it('takes stock and SKU from the matching combination', async () => {
    const { body } = await change(ids.g, [pick(shirt.color, 0), pick(shirt.size, 0)]);
    expect(body).toEqual({
      Success: true,
      Price: '۴۰۰٬۰۰۰ تومان',
      PriceValue: 4_000_000,
      StockAvailability: 'تنها ۵ عدد در انبار باقی مانده است',
      InStock: true,
      Sku: 'TS-RED-M',
      PictureUrl: null,
      Errors: [],
    });
  });

  it('adds the chosen values’ adjustments to the price and reports an empty combination', async () => {
    const { body } = await change(ids.g, [pick(shirt.color, 1), pick(shirt.size, 1)]);
    expect(body).toMatchObject({
      Success: true,
      PriceValue: 4_700_000,
      Price: '۴۷۰٬۰۰۰ تومان',
      InStock: false,
      StockAvailability: 'ناموجود',
    });
  });

  it('reports a complete choice that has no combination as unavailable', async () => {
    const { body } = await change(ids.g, [pick(shirt.color, 1), pick(shirt.size, 0)]);
    expect(body).toMatchObject({
      Success: true,
      PriceValue: 4_200_000,
      InStock: false,
      StockAvailability: 'این ترکیب از ویژگی‌ها موجود نیست',
    });
  });

  it('uses a combination’s own price', async () => {
    const { body } = await change(ids.g, [
      pick(shirt.size, 1),
      pick(shirt.color, 0),
      { Key: String(shirt.print.mappingId), Value: 'سبد' },
    ]);
    expect(body).toMatchObject({
      Success: true,
      PriceValue: 5_000_000,
      InStock: true,
      StockAvailability: 'تنها ۲ عدد در انبار باقی مانده است',
    });
  });

  it('returns the chosen value’s picture when asked', async () => {
    const { body } = await change(ids.g, [pick(shirt.color, 1), pick(shirt.size, 0)], true);
    expect(body.PictureUrl).toBe(`/images/${bluePicture}/full/shirt-blue.webp`);
  });

  it('sums several checkbox values on a product stocked as a whole', async () => {
    const { body } = await change(ids.h, [pick(headphones.warranty, 0, 1), pick(headphones.color, 1)]);
    expect(body).toMatchObject({
      Success: true,
      PriceValue: 11_750_000,
      Price: '۱٬۱۷۵٬۰۰۰ تومان',
      InStock: true,
      StockAvailability: 'موجود در انبار',
    });
  });

  it.each([
    [
      'an attribute the product does not have',
      () => [{ Key: '999999', Value: '1' }],
      'ویژگی «999999» برای این محصول وجود ندارد.',
    ],
    [
      'a value of another attribute',
      () => [{ Key: String(shirt.color.mappingId), Value: String(shirt.size.valueIds[0]) }],
      'مقدار انتخاب‌شده برای «رنگ» معتبر نیست.',
    ],
    [
      'a non-numeric value',
      () => [{ Key: String(shirt.size.mappingId), Value: 'XL' }],
      'مقدار انتخاب‌شده برای «سایز» معتبر نیست.',
    ],
    ['two values for a drop-down', () => [pick(shirt.size, 0, 1)], 'برای «سایز» فقط یک مقدار می‌توان انتخاب کرد.'],
  ])('rejects %s with a Persian 400', async (_label, choices, message) => {
    const { status, body } = await change(ids.g, choices());
    expect(status).toBe(400);
    expect(body).toEqual({ Success: false, Message: message, Errors: [message] });
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await change(987654, []);
    expect(status).toBe(404);
    expect(body.Message).toBe('محصول مورد نظر پیدا نشد.');
  });
});

describe('catalogue page cache', () => {
  it('serves a page from memory for a short while, then re-reads it', async () => {
    const clock = manualClock();
    const cached = await createTestApp({ database: t.database, clock, catalogCacheTtlMs: 5_000 });
    const inStock = async () =>
      (await cached.app.inject({ method: 'GET', url: `/api/v2/product/details/${ids.c}` })).json().InStock;
    expect(await inStock()).toBe(true);
    await t.database.kysely.updateTable('product').set({ stock_quantity: 0 }).where('id', '=', ids.c).execute();
    try {
      expect(await inStock()).toBe(true);
      clock.advance(5_000);
      expect(await inStock()).toBe(false);
    } finally {
      await t.database.kysely.updateTable('product').set({ stock_quantity: 3 }).where('id', '=', ids.c).execute();
      await cached.app.close();
    }
  });
});

describe('catalogue answers in production (ADR 0035)', () => {
  it('are byte for byte the answers checked against the contract', async () => {
    // t.app checks every catalogue answer against the contract (NODE_ENV is not production here).
    const production = await createTestApp({ database: t.database, config: { NODE_ENV: 'production' } });
    try {
      const urls = [
        '/api/v2/catalog/categorytree',
        '/api/v2/catalog/homepage',
        '/api/v2/catalog/manufacturers',
        `/api/v2/product/search?CategoryId=${ids.electronics}&Limit=10`,
        `/api/v2/product/search?CategoryId=${ids.phones}&Limit=1&Offset=1&Sort=price-desc`,
        `/api/v2/product/search?CategoryId=${ids.electronics}&Include=false`,
        `/api/v2/product/search?SearchWords=${encodeURIComponent('گوشی')}`,
        `/api/v2/product/searchfilters?CategoryId=${ids.electronics}`,
        `/api/v2/product/searchsuggestions?Prefix=${encodeURIComponent('گو')}`,
        `/api/v2/product/details/${ids.a}`,
        `/api/v2/product/details/${ids.d}`,
        `/api/v2/product/details/${ids.e}`,
      ];
      for (const url of urls) {
        const checked = await t.app.inject({ method: 'GET', url });
        const sent = await production.app.inject({ method: 'GET', url });
        expect(sent.statusCode, url).toBe(checked.statusCode);
        expect(sent.body, url).toBe(checked.body);
      }
    } finally {
      await production.app.close();
    }
  });
});
