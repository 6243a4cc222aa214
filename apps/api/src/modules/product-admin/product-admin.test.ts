/**
 * The product editor through HTTP with real staff sessions: create and save a whole product (attributes,
 * combinations, specifications, categories, brand, pictures, download rules, subscription), what the
 * storefront then shows at once (search by the new name, the new price on its page, with the catalogue's
 * page cache on), the Persian refusals (negative price, taken slug, a file that is not a picture, a combination
 * of unknown values) with nothing half-applied, the stale edit's 409, and the audit row of every write.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail, AdminProductEditorOptions, AdminProductInput } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: StaffCaller;
let catalogueManager: StaffCaller;
let support: StaffCaller;
const db = () => t.database.kysely;
const run = randomUUID().slice(0, 8);
let categoryId: number;
let brandId: number;

beforeAll(async () => {
  // The storefront's page cache on, as in production: a save must drop it, not wait for it to expire. A
  // storefront page to send, so that a product page's head (title, description) can be read.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-product-admin-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><head><title>سبد</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ catalogCacheTtlMs: 600_000, config: { STOREFRONT_DIST: dist } });
  admin = await signInStaff(t.app, (await createStaffMember(db(), ['Administrators'])).email);
  catalogueManager = await signInStaff(t.app, (await createStaffMember(db(), ['CatalogueManagers'])).email);
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email);
  const f = catalogFixture(db());
  categoryId = await f.category({ name: `لوازم‌التحریر ${run}` });
  brandId = await f.manufacturer({ name: `برند ${run}` });
});
afterAll(() => t.close());

const get = (caller: StaffCaller, path: string) =>
  t.app.inject({ method: 'GET', url: adminUrl(path), headers: caller.headers() });
const write = (caller: StaffCaller, method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({ method, url: adminUrl(path), headers: caller.headers(), payload });

async function created(input: AdminProductInput, caller = catalogueManager): Promise<AdminProductDetail> {
  const res = await write(caller, 'POST', '/catalogue/products', input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProductDetail>();
}

/** The detail as a save body: what the editor sends back. */
function asInput(detail: AdminProductDetail) {
  const {
    id: _id,
    rowVersion,
    storefrontUrl: _url,
    createdAt: _c,
    updatedAt: _u,
    download,
    pictures,
    ...rest
  } = detail;
  const { file: _file, ...downloadRules } = download;
  return {
    ...rest,
    attributes: rest.attributes.map((attribute) => ({
      ...attribute,
      controlType: attribute.controlType as 'DropdownList',
    })),
    download: downloadRules,
    pictures: pictures.map((picture) => ({ id: picture.id, altText: picture.altText })),
    expectedVersion: rowVersion,
  };
}

async function storefrontSearch(words: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/product/search?SearchWords=${encodeURIComponent(words)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Items: Array<{ Id: number; Name: string; PriceValue: number }>; TotalCount: number }>();
}

async function storefrontPage(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${id}` });
  return { status: res.statusCode, body: res.json<{ Name: string; PriceValue: number; FullDescription: string }>() };
}

async function categoryPage(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/search?CategoryId=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Items: Array<{ Id: number; Name: string }> }>();
}

const auditRows = (productId: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', 'product')
    .where('entity_id', '=', String(productId))
    .orderBy('id')
    .execute();

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((bytes) => bytes.toString('base64'));

describe('the product editor', () => {
  it('offers the categories in tree order, the brands and the names in use', async () => {
    const res = await get(catalogueManager, '/catalogue/product-editor/options');
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json<AdminProductEditorOptions>();
    expect(options.categories).toContainEqual({ id: categoryId, name: `لوازم‌التحریر ${run}`, depth: 0 });
    expect(options.manufacturers).toContainEqual({ id: brandId, name: `برند ${run}` });
  });

  it('creates a whole product that the storefront finds at once in search, its category and its page', async () => {
    const product = await created({
      name: `دفتر سیمی ${run}`,
      shortDescription: 'دفتر ۱۰۰ برگ',
      fullDescription: '<p>کاغذ <strong>۸۰ گرمی</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      sku: `NB-${run}`,
      price: 1_250_000,
      oldPrice: 1_500_000,
      published: true,
      metaTitle: 'دفتر سیمی ارزان',
      categoryIds: [categoryId],
      manufacturerId: brandId,
      inventoryMethod: 'combinations',
      allowBackorder: false,
      attributes: [
        {
          name: `رنگ جلد ${run}`,
          values: [{ name: 'آبی' }, { name: 'قرمز', priceAdjustment: 50_000 }],
        },
      ],
      combinations: [
        { values: [{ attribute: `رنگ جلد ${run}`, value: 'آبی' }], stockQuantity: 5 },
        { values: [{ attribute: `رنگ جلد ${run}`, value: 'قرمز' }], stockQuantity: 0, allowOutOfStockOrders: true },
      ],
      specifications: [{ attribute: `جنس ${run}`, value: 'کاغذ' }],
      recurring: { isRecurring: false },
    });
    expect(product.rowVersion).toBe(1);
    expect(product.slug).toBe(`دفتر-سیمی-${run}`);
    // Sanitised as the storefront expects: the script and the handler are gone, the text stays.
    expect(product.fullDescription).toContain('<strong>۸۰ گرمی</strong>');
    expect(product.fullDescription).not.toMatch(/script|onerror/);
    expect(product.attributes[0]?.values.map((value) => value.name)).toEqual(['آبی', 'قرمز']);
    expect(product.combinations).toEqual([
      expect.objectContaining({ values: [{ attribute: `رنگ جلد ${run}`, value: 'آبی' }], stockQuantity: 5 }),
      expect.objectContaining({
        values: [{ attribute: `رنگ جلد ${run}`, value: 'قرمز' }],
        allowOutOfStockOrders: true,
      }),
    ]);
    expect(product.specifications).toEqual([{ attribute: `جنس ${run}`, value: 'کاغذ' }]);

    expect((await storefrontSearch(`دفتر سیمی ${run}`)).Items.map((item) => item.Id)).toContain(product.id);
    expect((await categoryPage(categoryId)).Items.map((item) => item.Id)).toContain(product.id);
    const page = await storefrontPage(product.id);
    expect(page.status).toBe(200);
    expect(page.body.PriceValue).toBe(1_250_000);

    // The storefront's attribute choice finds each combination by the key the editor built.
    const [color] = product.attributes;
    const choose = async (value: string) => {
      const valueId = color?.values.find((v) => v.name === value)?.id;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/cart/ProductDetails_AttributeChange',
        payload: { productId: product.id, attrValues: [{ Key: String(color?.id), Value: String(valueId) }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ PriceValue: number; InStock: boolean; StockAvailability: string }>();
    };
    expect(await choose('آبی')).toMatchObject({ PriceValue: 1_250_000, InStock: true });
    expect(await choose('قرمز')).toMatchObject({ PriceValue: 1_300_000, InStock: true });

    const rows = await auditRows(product.id);
    expect(rows.map((row) => [row.action, row.area, row.entity_version])).toEqual([['product.create', 'catalogue', 1]]);
  });

  it('saves a new name and price that the next search and the cached page show at once', async () => {
    const product = await created({
      name: `خودکار آبی ${run}`,
      price: 90_000,
      published: true,
      categoryIds: [categoryId],
    });
    // The storefront reads (and caches) the page and the search before the change.
    expect((await storefrontPage(product.id)).body.PriceValue).toBe(90_000);
    expect((await storefrontSearch(`خودنویس ${run}`)).Items.map((item) => item.Id)).not.toContain(product.id);

    const res = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(product),
      name: `خودنویس فلزی ${run}`,
      price: 480_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminProductDetail>();
    expect(saved.rowVersion).toBe(2);

    expect((await storefrontSearch(`خودنویس ${run}`)).Items.map((item) => item.Id)).toContain(product.id);
    expect((await storefrontSearch(`خودکار آبی ${run}`)).Items.map((item) => item.Id)).not.toContain(product.id);
    const page = await storefrontPage(product.id);
    expect(page.body).toMatchObject({ Name: `خودنویس فلزی ${run}`, PriceValue: 480_000 });
    const [, update] = await auditRows(product.id);
    expect(update).toMatchObject({ action: 'product.update', entity_version: 2 });
    expect(JSON.parse(update?.before_json ?? '{}')).toMatchObject({ price: 90_000 });
    expect(JSON.parse(update?.after_json ?? '{}')).toMatchObject({ price: 480_000 });
  });

  it('keeps attribute values by id across saves, so carts and orders still point at them', async () => {
    const product = await created({
      name: `تی‌شرت ${run}`,
      price: 300_000,
      attributes: [{ name: `سایز ${run}`, values: [{ name: 'M' }, { name: 'L' }] }],
    });
    const [attribute] = product.attributes;
    if (!attribute) throw new Error('no attribute');
    const input = asInput(product);
    const res = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...input,
      attributes: [{ ...input.attributes[0], values: [...attribute.values.slice(1), { name: 'XL' }] }],
      combinations: [{ values: [{ attribute: `سایز ${run}`, value: 'XL' }], stockQuantity: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminProductDetail>();
    expect(saved.attributes[0]?.id).toBe(attribute.id);
    expect(saved.attributes[0]?.values.map((value) => [value.id, value.name])).toEqual([
      [attribute.values[1]?.id, 'L'],
      [expect.any(Number), 'XL'],
    ]);
    expect(saved.combinations).toEqual([
      expect.objectContaining({ values: [{ attribute: `سایز ${run}`, value: 'XL' }] }),
    ]);
    // A name with a half-space (ZWNJ), as Persian writes it, is found as typed.
    const published = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(saved),
      published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await storefrontSearch(`تی‌شرت ${run}`)).Items.map((item) => item.Id)).toContain(product.id);
  });

  it('adds, orders, describes and deletes pictures; a file that is not a picture is refused in Persian', async () => {
    const product = await created({ name: `کیف ${run}`, price: 700_000, published: true });
    const first = await write(catalogueManager, 'POST', `/catalogue/products/${product.id}/pictures`, {
      expectedVersion: 1,
      dataBase64: await png('#ff0000'),
      altText: 'نمای جلو',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await write(catalogueManager, 'POST', `/catalogue/products/${product.id}/pictures`, {
      expectedVersion: 2,
      dataBase64: await png('#00ff00'),
    });
    expect(second.statusCode, second.body).toBe(200);
    const withTwo = second.json<AdminProductDetail>();
    expect(withTwo.pictures).toHaveLength(2);
    expect(withTwo.pictures[0]).toMatchObject({
      altText: 'نمای جلو',
      thumbUrl: expect.stringMatching(/^\/images\/\d+\/thumb\//),
    });
    const stored = await db()
      .selectFrom('picture')
      .select(['mime_type'])
      .where('id', '=', withTwo.pictures[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.mime_type).toBe('image/webp');

    const notAPicture = await write(catalogueManager, 'POST', `/catalogue/products/${product.id}/pictures`, {
      expectedVersion: withTwo.rowVersion,
      dataBase64: Buffer.from('%PDF-1.4 this is not a picture').toString('base64'),
    });
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json<{ Message: string }>().Message).toMatch(/تصویر نیست/);
    expect(
      (await get(catalogueManager, `/catalogue/products/${product.id}`)).json<AdminProductDetail>().pictures,
    ).toHaveLength(2);

    // Reversed, the second described, the first deleted in the same save.
    const [one, two] = withTwo.pictures;
    const reordered = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(withTwo),
      pictures: [{ id: two?.id, altText: 'نمای پشت' }],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<AdminProductDetail>().pictures.map((picture) => [picture.id, picture.altText])).toEqual([
      [two?.id, 'نمای پشت'],
    ]);
    expect(
      await db()
        .selectFrom('picture')
        .select('id')
        .where('id', '=', one?.id ?? 0)
        .executeTakeFirst(),
    ).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${product.id}` });
    expect(page.json<{ Pictures: Array<{ Url: string }> }>().Pictures.map((picture) => picture.Url)).toEqual([
      expect.stringContaining(`/images/${two?.id}/`),
    ]);
  });

  it('refuses a negative price, a taken slug and an unknown combination value in Persian, changing nothing', async () => {
    const twice = await write(catalogueManager, 'POST', '/catalogue/products', {
      name: `دوبار ${run}`,
      price: 1000,
      categoryIds: [categoryId, categoryId],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('دسته‌ای دو بار انتخاب شده است.');
    const negative = await write(catalogueManager, 'POST', '/catalogue/products', { name: `منفی ${run}`, price: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('قیمت نمی‌تواند منفی باشد.');

    const holder = await created({ name: `نامک‌دار ${run}`, price: 10_000, slug: `namak-${run}` });
    const taken = await write(catalogueManager, 'POST', '/catalogue/products', {
      name: `دیگری ${run}`,
      price: 10_000,
      slug: `namak-${run}`,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ Message: string }>().Message).toBe(
      `نامک «namak-${run}» را محصول «نامک‌دار ${run}» دارد؛ نامک دیگری بنویسید.`,
    );
    const other = await created({ name: `سومی ${run}`, price: 10_000 });
    const takenOnEdit = await write(catalogueManager, 'PUT', `/catalogue/products/${other.id}`, {
      ...asInput(other),
      name: 'نام عوض‌نشده',
      slug: holder.slug,
    });
    expect(takenOnEdit.statusCode).toBe(422);
    const unchanged = (await get(catalogueManager, `/catalogue/products/${other.id}`)).json<AdminProductDetail>();
    expect(unchanged).toMatchObject({ name: `سومی ${run}`, rowVersion: 1 });

    const badCombination = await write(catalogueManager, 'PUT', `/catalogue/products/${other.id}`, {
      ...asInput(other),
      name: 'نیمه‌کاره',
      attributes: [{ name: `رنگ ${run}`, values: [{ name: 'سبز' }] }],
      combinations: [{ values: [{ attribute: `رنگ ${run}`, value: 'بنفش' }] }],
    });
    expect(badCombination.statusCode).toBe(422);
    expect(badCombination.json<{ Message: string }>().Message).toContain('«بنفش»');
    // Nothing half-applied: neither the name nor the attribute was saved.
    const still = (await get(catalogueManager, `/catalogue/products/${other.id}`)).json<AdminProductDetail>();
    expect(still).toMatchObject({ name: `سومی ${run}`, rowVersion: 1, attributes: [] });
    expect(await auditRows(other.id)).toHaveLength(1);
  });

  it('answers a stale save with a Persian 409 naming who changed what', async () => {
    const product = await created({ name: `لیوان ${run}`, price: 150_000 });
    const first = await write(admin, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(product),
      price: 160_000,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(product),
      name: `لیوان سرامیکی ${run}`,
    });
    expect(stale.statusCode).toBe(409);
    const message = stale.json<{ Message: string }>().Message;
    expect(message).toContain(`محصول ${product.id.toLocaleString('fa-IR', { useGrouping: false })}`);
    expect(message).toContain('قیمت');
    expect((await get(admin, `/catalogue/products/${product.id}`)).json<AdminProductDetail>().name).toBe(
      `لیوان ${run}`,
    );
  });

  it('keeps the download rules, the file and the subscription cycle', async () => {
    const product = await created({
      name: `کتاب الکترونیکی ${run}`,
      price: 200_000,
      download: { isDownload: true, unlimitedDownloads: false, maxNumberOfDownloads: 3, activation: 'manual' },
      recurring: { isRecurring: true, cycleLength: 1, cyclePeriod: 'month', totalCycles: 12 },
    });
    expect(product.download).toMatchObject({
      isDownload: true,
      maxNumberOfDownloads: 3,
      activation: 'manual',
      file: null,
    });
    expect(product.recurring).toEqual({ isRecurring: true, cycleLength: 1, cyclePeriod: 'month', totalCycles: 12 });
    const oddName = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}/download`, {
      expectedVersion: 1,
      file: { fileName: 'نسخه.نهایی-بدون-پسوند-درست-و-بلند', dataBase64: Buffer.from('x').toString('base64') },
    });
    expect(oddName.statusCode, oddName.body).toBe(200);
    expect(oddName.json<AdminProductDetail>().download.file?.fileName).toBe('نسخه.نهایی-بدون-پسوند-درست-و-بلند');
    const upload = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}/download`, {
      expectedVersion: 2,
      file: {
        fileName: 'کتاب.pdf',
        contentType: 'application/pdf',
        dataBase64: Buffer.from('%PDF-1.4').toString('base64'),
      },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json<AdminProductDetail>().download.file).toEqual({
      fileName: 'کتاب',
      contentType: 'application/pdf',
    });
    const row = await db()
      .selectFrom('product')
      .select(['is_ship_enabled', 'download_id'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.is_ship_enabled).toBe(0);
    expect(row.download_id).not.toBeNull();
  });

  it('lets catalogue.view read but not write, and others neither', async () => {
    const product = await created({ name: `مداد ${run}`, price: 20_000 });
    expect((await get(support, `/catalogue/products/${product.id}`)).statusCode).toBe(403);
    expect((await write(support, 'POST', '/catalogue/products', { name: 'x', price: 1 })).statusCode).toBe(403);
    expect((await get(catalogueManager, '/catalogue/products/999999999')).statusCode).toBe(404);
  });

  it('gives the shared product page the SEO title and description, and the name again once they are cleared', async () => {
    const product = await created({
      name: `چادر مسافرتی ${run}`,
      price: 5_000_000,
      published: true,
      shortDescription: 'چادر چهار نفره',
      metaTitle: 'خرید چادر مسافرتی چهار نفره',
      metaDescription: 'چادر ضدآب با ارسال رایگان',
    });
    const head = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/product-details/${product.id}` });
      expect(res.statusCode).toBe(200);
      return {
        title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1],
      };
    };
    expect(await head()).toEqual({ title: 'خرید چادر مسافرتی چهار نفره', description: 'چادر ضدآب با ارسال رایگان' });
    const cleared = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(product),
      metaTitle: '',
      metaDescription: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = await head();
    expect(after.title).toContain(`چادر مسافرتی ${run}`);
    expect(after.description).toBe('چادر چهار نفره');
  });

  it('tells the customers waiting for it when a save puts it back in stock', async () => {
    const product = await created({ name: `قمقمه ${run}`, price: 250_000, published: true, stockQuantity: 0 });
    const customerId = await catalogFixture(db()).customer({
      firstName: 'نگار',
      lastName: 'منتظر',
      email: `${randomUUID()}@example.com`,
    });
    await db()
      .insertInto('back_in_stock_subscription')
      .values({ product_id: product.id, customer_id: customerId, created_at: new Date().toISOString() })
      .execute();
    const renamed = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(product),
      shortDescription: 'هنوز ناموجود',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const waiting = () =>
      db()
        .selectFrom('back_in_stock_notification')
        .select('customer_id')
        .where('product_id', '=', product.id)
        .execute();
    expect(await waiting()).toEqual([]);
    const restocked = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(renamed.json<AdminProductDetail>()),
      stockQuantity: 4,
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(await waiting()).toEqual([{ customer_id: customerId }]);
  });

  it('keeps every kind of attribute the storefront knows: several ticks in one combination, a typed text', async () => {
    const product = await created({
      name: `جعبه هدیه ${run}`,
      price: 400_000,
      inventoryMethod: 'combinations',
      attributes: [
        {
          name: `همراه ${run}`,
          controlType: 'Checkboxes',
          isRequired: false,
          values: [{ name: 'کارت' }, { name: 'روبان' }],
        },
        { name: `حکاکی ${run}`, controlType: 'TextBox', isRequired: false },
      ],
      combinations: [
        {
          values: [
            { attribute: `همراه ${run}`, value: 'کارت' },
            { attribute: `همراه ${run}`, value: 'روبان' },
          ],
          stockQuantity: 2,
        },
        { values: [{ attribute: `همراه ${run}`, value: 'کارت' }], stockQuantity: 6 },
      ],
    });
    expect(product.attributes.map((a) => [a.controlType, a.values.length])).toEqual([
      ['Checkboxes', 2],
      ['TextBox', 0],
    ]);
    expect(product.combinations.map((c) => [c.values.map((v) => v.value), c.stockQuantity])).toEqual([
      [['کارت', 'روبان'], 2],
      [['کارت'], 6],
    ]);
    const combinationRows = () =>
      db()
        .selectFrom('product_attribute_combination')
        .select(['id', 'attributes_key'])
        .where('product_id', '=', product.id)
        .orderBy('id')
        .execute();
    const before = await combinationRows();
    // Saved back as loaded: nothing changes but the version; the combinations keep their ids (an order's line
    // puts its stock back through it on a cancellation).
    const again = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, asInput(product));
    expect(again.statusCode, again.body).toBe(200);
    expect(await combinationRows()).toEqual(before);
    expect(again.json<AdminProductDetail>()).toEqual({ ...product, rowVersion: 2, updatedAt: expect.any(String) });

    const textWithValues = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(again.json<AdminProductDetail>()),
      attributes: [{ name: `حکاکی ${run}`, controlType: 'TextBox', values: [{ name: 'علی' }] }],
      combinations: [],
    });
    expect(textWithValues.statusCode).toBe(400);
    expect(textWithValues.body).toContain('مقدار ندارد؛ خریدار آن را می‌نویسد.');
    const twoOfAList = await write(catalogueManager, 'PUT', `/catalogue/products/${product.id}`, {
      ...asInput(again.json<AdminProductDetail>()),
      attributes: [{ name: `اندازه ${run}`, values: [{ name: 'S' }, { name: 'M' }] }],
      combinations: [
        {
          values: [
            { attribute: `اندازه ${run}`, value: 'S' },
            { attribute: `اندازه ${run}`, value: 'M' },
          ],
        },
      ],
    });
    expect(twoOfAList.statusCode).toBe(422);
    expect(twoOfAList.json<{ Message: string }>().Message).toContain('فقط ویژگی چندگزینه‌ای چند مقدار می‌پذیرد');
  });

  it("keeps a product's specifications as they were (own typed value, not filtering) when saved unchanged", async () => {
    const f = catalogFixture(db());
    const id = await f.product({ name: `لپ‌تاپ ${run}`, price: 9_000_000 });
    await f.specification(id, {
      attribute: `جنس بدنه ${run}`,
      option: 'فلز',
      customValue: 'آلومینیوم',
      displayOrder: 0,
    });
    await f.specification(id, { attribute: `رنگ ${run}`, option: 'نقره‌ای', displayOrder: 1 });
    await db()
      .updateTable('product_specification_attribute')
      .set({ allow_filtering: 0 })
      .where('product_id', '=', id)
      .execute();
    const rows = () =>
      db()
        .selectFrom('product_specification_attribute')
        .select(['id', 'specification_attribute_option_id', 'custom_value', 'allow_filtering', 'display_order'])
        .where('product_id', '=', id)
        .orderBy('display_order')
        .execute();
    const before = await rows();
    const loaded = (await get(catalogueManager, `/catalogue/products/${id}`)).json<AdminProductDetail>();
    expect(loaded.specifications).toEqual([
      { attribute: `جنس بدنه ${run}`, value: 'آلومینیوم' },
      { attribute: `رنگ ${run}`, value: 'نقره‌ای' },
    ]);
    const saved = await write(catalogueManager, 'PUT', `/catalogue/products/${id}`, asInput(loaded));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rows()).toEqual(before);
    // Reordered and one added: the kept rows move, the new one filters lists.
    const reordered = await write(catalogueManager, 'PUT', `/catalogue/products/${id}`, {
      ...asInput(saved.json<AdminProductDetail>()),
      specifications: [
        { attribute: `رنگ ${run}`, value: 'نقره‌ای' },
        { attribute: `جنس بدنه ${run}`, value: 'آلومینیوم' },
        { attribute: `وزن ${run}`, value: '۱٫۲ کیلوگرم' },
      ],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = await rows();
    expect(after.map((row) => [row.id, row.allow_filtering])).toEqual([
      [before[1]?.id, 0],
      [before[0]?.id, 0],
      [expect.any(Number), 1],
    ]);
  });
});
