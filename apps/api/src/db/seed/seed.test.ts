import { createHash } from 'node:crypto';
import { foldForSearch } from '@sabad/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductRules } from '../../modules/catalog/index.js';
import { createSearchIndex } from '../../modules/search/index.js';
import { createStoreSettingsReader } from '../../modules/settings/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { DEMO_GIFT_CARD, seedDemoStore } from './index.js';
import { stripTags } from './plan.js';
import { REVIEWERS } from './reviews.js';

const searchIndex = createSearchIndex();

const productRules = createProductRules();

const SEED_TIMEOUT = 180_000;

let db: TestDatabase;
let firstResult: { seeded: boolean };
const logLines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  firstResult = await seedDemoStore(db.kysely, { log: (line) => logLines.push(line) });
}, SEED_TIMEOUT);

afterAll(async () => {
  await db?.close();
});

async function tableCounts(target: TestDatabase): Promise<Record<string, number>> {
  const tables = [
    'picture',
    'category',
    'manufacturer',
    'product',
    'product_category',
    'product_picture',
    'related_product',
    'product_attribute',
    'product_attribute_mapping',
    'product_attribute_value',
    'product_attribute_combination',
    'specification_attribute',
    'specification_attribute_option',
    'product_specification_attribute',
    'topic',
    'blog_post',
    'setting',
    'customer',
    'product_review',
    'product_review_helpfulness',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await target.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

describe('seedDemoStore', () => {
  it('seeds an empty store and says what it seeded', () => {
    expect(firstResult).toEqual({ seeded: true });
    expect(logLines.join('\n')).toMatch(/136 products/);
  });

  it('builds at least 8 top categories, each with 2–4 subcategories, every one with a picture', async () => {
    const categories = await db.kysely.selectFrom('category').selectAll().execute();
    const tops = categories.filter((c) => c.parent_category_id === 0);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) {
      const children = categories.filter((c) => c.parent_category_id === top.id);
      expect(children.length, top.name).toBeGreaterThanOrEqual(2);
      expect(children.length, top.name).toBeLessThanOrEqual(4);
    }
    expect(categories.every((c) => c.picture_id !== null && c.published === 1)).toBe(true);
    expect(tops.filter((c) => c.show_on_home_page === 1).length).toBeGreaterThanOrEqual(3);
    expect(new Set(tops.map((c) => c.display_order)).size).toBe(tops.length);
    expect(tops.map((c) => c.name)).toEqual(
      expect.arrayContaining(['موبایل و تبلت', 'لوازم خانگی', 'کتاب و لوازم تحریر']),
    );
  });

  it('puts at least 120 Persian products in subcategories, each with 1–4 pictures', async () => {
    const products = await db.kysely.selectFrom('product').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(120);

    const placements = await db.kysely
      .selectFrom('product_category')
      .innerJoin('category', 'category.id', 'product_category.category_id')
      .select(['product_category.product_id', 'category.parent_category_id'])
      .execute();
    const pictures = await db.kysely.selectFrom('product_picture').select(['product_id']).execute();
    for (const product of products) {
      expect(
        placements.some((p) => p.product_id === product.id && p.parent_category_id !== 0),
        product.name,
      ).toBe(true);
      const count = pictures.filter((p) => p.product_id === product.id).length;
      expect(count, product.name).toBeGreaterThanOrEqual(1);
      expect(count, product.name).toBeLessThanOrEqual(4);
      expect(product.name).toMatch(/[\u0600-\u06FF]/);
      expect(product.short_description.length).toBeGreaterThan(10);
      expect(product.full_description).toMatch(/^<p>[^]*<ul>[^]*<\/ul>/);
      expect(product.full_description).not.toMatch(/href=/);
    }
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
  });

  it('prices products in whole Rial, with higher old prices on about a third of them', async () => {
    const products = await db.kysely.selectFrom('product').select(['name', 'price', 'old_price']).execute();
    for (const product of products) {
      expect(Number.isInteger(product.price) && product.price > 0, product.name).toBe(true);
      if (product.old_price !== null) expect(product.old_price, product.name).toBeGreaterThan(product.price);
    }
    const withOldPrice = products.filter((p) => p.old_price !== null).length / products.length;
    expect(withOldPrice).toBeGreaterThan(0.2);
    expect(withOldPrice).toBeLessThan(0.45);
    const phone = products.find((p) => p.name.includes('Galaxy S24 Ultra'))!;
    expect(phone.price).toBeGreaterThanOrEqual(350_000_000);
    expect(phone.price).toBeLessThanOrEqual(900_000_000);
  });

  it('has stock levels with out-of-stock and untracked products, quantity limits, featured and new products', async () => {
    const products = await db.kysely.selectFrom('product').selectAll().execute();
    const outOfStock = products.filter((p) => p.manage_inventory_method === 'product' && p.stock_quantity === 0);
    expect(outOfStock.length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.manage_inventory_method === 'none').length).toBeGreaterThanOrEqual(2);
    expect(
      products.filter((p) => p.manage_inventory_method === 'product' && p.stock_quantity > 0).length,
    ).toBeGreaterThan(100);
    expect(products.some((p) => p.allowed_quantities !== '')).toBe(true);
    expect(products.some((p) => p.order_minimum_quantity > 1)).toBe(true);
    expect(products.some((p) => p.order_maximum_quantity < 10_000)).toBe(true);
    expect(products.filter((p) => p.show_on_home_page === 1).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.mark_as_new === 1).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.sold_count >= 300).length).toBeGreaterThanOrEqual(5);
    expect(new Set(products.map((p) => p.created_at.slice(0, 10))).size).toBeGreaterThan(50);
    for (const p of products) {
      expect(p.approved_rating_sum).toBeLessThanOrEqual(p.approved_total_reviews * 5);
      expect(p.approved_rating_sum).toBeGreaterThanOrEqual(p.approved_total_reviews);
      expect(p.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it('fills the search columns with the folded name, SKU and tag-free descriptions', async () => {
    const products = await db.kysely.selectFrom('product').selectAll().execute();
    for (const p of products) {
      expect(p.search_name).toBe(foldForSearch(`${p.name} ${p.sku}`));
      expect(p.search_description).toBe(foldForSearch(`${p.short_description} ${stripTags(p.full_description)}`));
      expect(p.search_description).not.toMatch(/[<>]/);
    }
  });

  it('indexes the seeded products for search', async () => {
    const search = (words: string) =>
      searchIndex.searchProductIds(db.kysely, { words, sort: 'position', limit: 50, offset: 0 });
    const phones = await db.kysely.selectFrom('product').select('id').where('name', 'like', 'گوشی موبایل%').execute();
    const found = await search('گوشي موبايل');
    expect(found.totalCount).toBe(phones.length);
    expect(new Set(found.ids)).toEqual(new Set(phones.map((p) => p.id)));
    const book = await db.kysely
      .selectFrom('product')
      .select('id')
      .where('name', 'like', '%شازده کوچولو%')
      .executeTakeFirstOrThrow();
    expect((await search('شازده کوچولو')).ids).toContain(book.id);
  });

  it('offers attributes of every control type, with price adjustments, required and pre-selected values', async () => {
    const mappings = await db.kysely.selectFrom('product_attribute_mapping').selectAll().execute();
    const values = await db.kysely.selectFrom('product_attribute_value').selectAll().execute();
    expect(new Set(mappings.map((m) => m.control_type))).toEqual(
      new Set(['DropdownList', 'RadioList', 'Checkboxes', 'TextBox', 'ColorSquares']),
    );
    expect(mappings.some((m) => m.is_required === 1)).toBe(true);
    expect(mappings.some((m) => m.is_required === 0)).toBe(true);
    expect(values.some((v) => v.is_pre_selected === 1)).toBe(true);
    expect(values.some((v) => v.price_adjustment > 0)).toBe(true);
    for (const mapping of mappings) {
      const own = values.filter((v) => v.mapping_id === mapping.id);
      if (mapping.control_type === 'TextBox') expect(own).toHaveLength(0);
      else expect(own.length).toBeGreaterThanOrEqual(2);
      if (mapping.control_type === 'ColorSquares')
        expect(own.every((v) => /^#[0-9a-f]{6}$/.test(v.color_squares_rgb ?? ''))).toBe(true);
      if (mapping.control_type === 'RadioList' || mapping.control_type === 'DropdownList') {
        expect(own.filter((v) => v.is_pre_selected === 1).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('tracks at least one product by attribute combinations, each with its own stock and canonical key', async () => {
    const tracked = await db.kysely
      .selectFrom('product')
      .selectAll()
      .where('manage_inventory_method', '=', 'combinations')
      .execute();
    expect(tracked.length).toBeGreaterThanOrEqual(1);
    for (const product of tracked) {
      const combinations = await db.kysely
        .selectFrom('product_attribute_combination')
        .selectAll()
        .where('product_id', '=', product.id)
        .execute();
      expect(combinations.length).toBeGreaterThanOrEqual(4);
      expect(combinations.some((c) => c.stock_quantity === 0)).toBe(true);
      expect(combinations.some((c) => c.stock_quantity > 0)).toBe(true);
      expect(combinations.some((c) => c.overridden_price !== null)).toBe(true);
      expect(product.stock_quantity).toBe(combinations.reduce((sum, c) => sum + c.stock_quantity, 0));

      const mappings = await db.kysely
        .selectFrom('product_attribute_mapping')
        .selectAll()
        .where('product_id', '=', product.id)
        .execute();
      const values = await db.kysely
        .selectFrom('product_attribute_value')
        .selectAll()
        .where(
          'mapping_id',
          'in',
          mappings.map((m) => m.id),
        )
        .execute();
      // Every combination of one value per mapping is present exactly once, keyed canonically.
      const expectedKeys = mappings.reduce<Array<Array<{ mappingId: number; valueIds: number[] }>>>(
        (acc, mapping) =>
          acc.flatMap((prefix) =>
            values
              .filter((v) => v.mapping_id === mapping.id)
              .map((v) => [...prefix, { mappingId: mapping.id, valueIds: [v.id] }]),
          ),
        [[]],
      );
      expect(combinations.map((c) => c.attributes_key).sort()).toEqual(
        expectedKeys.map((choice) => productRules.attributesKey(choice)).sort(),
      );
    }
  });

  it('has brands and filterable specification attributes with pictures and options', async () => {
    const brands = await db.kysely.selectFrom('manufacturer').selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(10);
    expect(brands.every((b) => b.picture_id !== null)).toBe(true);
    expect(brands.map((b) => b.name)).toEqual(expect.arrayContaining(['سامسونگ', 'شیائومی', 'اپل', 'ال‌جی', 'اسنوا']));
    const withBrand = await db.kysely
      .selectFrom('product')
      .select('id')
      .where('manufacturer_id', 'is not', null)
      .execute();
    expect(withBrand.length).toBeGreaterThan(100);

    const specs = await db.kysely.selectFrom('specification_attribute').select('name').execute();
    expect(specs.map((s) => s.name)).toEqual(expect.arrayContaining(['سیستم عامل', 'رنگ', 'جنس', 'اندازه صفحه نمایش']));
    const mapped = await db.kysely.selectFrom('product_specification_attribute').selectAll().execute();
    expect(mapped.filter((m) => m.allow_filtering === 1).length / mapped.length).toBeGreaterThan(0.8);
    expect(mapped.some((m) => m.custom_value !== null)).toBe(true);
    const colourOptions = await db.kysely
      .selectFrom('specification_attribute_option as o')
      .innerJoin('specification_attribute as a', 'a.id', 'o.specification_attribute_id')
      .select(['o.id', 'o.name', 'o.color_rgb'])
      .where('a.name', '=', 'رنگ')
      .execute();
    expect(colourOptions.every((o) => /^#[0-9a-f]{6}$/.test(o.color_rgb ?? ''))).toBe(true);
    const preselectedColours = await db.kysely
      .selectFrom('product_attribute_value as v')
      .innerJoin('product_attribute_mapping as m', 'm.id', 'v.mapping_id')
      .select(['m.product_id', 'v.name'])
      .where('m.control_type', '=', 'ColorSquares')
      .where('v.is_pre_selected', '=', 1)
      .execute();
    expect(preselectedColours.length).toBeGreaterThan(20);
    for (const { product_id, name } of preselectedColours) {
      const colourSpecs = mapped.filter(
        (m) => m.product_id === product_id && colourOptions.some((o) => o.id === m.specification_attribute_option_id),
      );
      expect(
        colourSpecs.map((m) => colourOptions.find((o) => o.id === m.specification_attribute_option_id)!.name),
      ).toEqual([name]);
    }
    const related = await db.kysely.selectFrom('related_product').selectAll().execute();
    expect(related.length).toBeGreaterThan(30);
    expect(related.every((r) => r.product_id !== r.related_product_id)).toBe(true);
  });

  it('writes the topics, blog posts, store name and logo', async () => {
    const topics = await db.kysely.selectFrom('topic').selectAll().execute();
    expect(topics.map((t) => t.system_name)).toEqual(
      expect.arrayContaining(['about-us', 'terms-conditions', 'privacy', 'shipping', 'contact-info']),
    );
    expect(topics.find((t) => t.system_name === 'about-us')!.title).toBe('درباره ما');
    expect(topics.filter((t) => t.accessible_when_store_closed === 1).length).toBeGreaterThanOrEqual(2);
    expect(topics.filter((t) => t.include_in_side_menu === 1).length).toBeGreaterThanOrEqual(5);
    expect(topics.every((t) => t.body.startsWith('<'))).toBe(true);

    const posts = await db.kysely.selectFrom('blog_post').selectAll().execute();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((p) => p.picture_id !== null && p.published_at < '2026-11-22')).toBe(true);

    const settings = createStoreSettingsReader().parse(await db.kysely.selectFrom('setting').selectAll().execute());
    expect(settings.StoreName).toBe('سبد');
    const logo = await db.kysely
      .selectFrom('picture')
      .selectAll()
      .where('id', '=', settings.LogoPictureId)
      .executeTakeFirstOrThrow();
    expect(logo.mime_type).toBe('image/png');
    expect((await sharp(logo.data).metadata()).format).toBe('png');
    // The only customers are the named reviewers (demo-store-truth.test.ts checks their reviews).
    expect(await db.kysely.selectFrom('customer').select('id').execute()).toHaveLength(REVIEWERS.length);
  });

  it('stores real image files whose format and size match their rows', async () => {
    const pictures = await db.kysely.selectFrom('picture').selectAll().execute();
    for (const picture of pictures) {
      const meta = await sharp(picture.data).metadata();
      expect(`image/${meta.format}`, picture.seo_filename).toBe(picture.mime_type);
      expect([meta.width, meta.height]).toEqual([picture.width, picture.height]);
      expect(picture.seo_filename).toMatch(/^[a-z0-9-]+$/);
      expect(picture.alt_text).not.toBe('');
    }
    const productPictures = pictures.filter((p) => p.seo_filename.startsWith('product-'));
    expect(productPictures.every((p) => p.width === 800 && p.height === 800 && p.mime_type === 'image/webp')).toBe(
      true,
    );
    const averageBytes = productPictures.reduce((sum, p) => sum + p.data.length, 0) / productPictures.length;
    expect(averageBytes).toBeGreaterThan(4_000);
    expect(averageBytes).toBeLessThan(40_000);
  });

  it('offers the demo gift card and discount code the README names', async () => {
    expect(
      await db.kysely
        .selectFrom('gift_card')
        .select(['code', 'amount'])
        .where('code', '=', DEMO_GIFT_CARD.code)
        .execute(),
    ).toEqual([{ code: 'SABAD-HEDIEH-1405', amount: 2_000_000 }]);
    expect(
      await db.kysely
        .selectFrom('discount')
        .select(['coupon_code', 'percentage', 'maximum_amount', 'minimum_subtotal', 'is_active'])
        .execute(),
    ).toEqual([
      { coupon_code: 'SABAD10', percentage: 10, maximum_amount: 5_000_000, minimum_subtotal: 10_000_000, is_active: 1 },
    ]);
  });

  it('seeds nothing the second time and leaves every table as it was', async () => {
    const before = await tableCounts(db);
    expect(await seedDemoStore(db.kysely)).toEqual({ seeded: false });
    expect(await tableCounts(db)).toEqual(before);
  });

  it(
    'gives identical rows and picture bytes in a second fresh database',
    async () => {
      const other = await createTestDatabase();
      try {
        expect(await seedDemoStore(other.kysely)).toEqual({ seeded: true });
        const products = (target: TestDatabase) =>
          target.kysely.selectFrom('product').selectAll().orderBy('id').execute();
        expect(await products(other)).toEqual(await products(db));
        const combinations = (target: TestDatabase) =>
          target.kysely.selectFrom('product_attribute_combination').selectAll().orderBy('id').execute();
        expect(await combinations(other)).toEqual(await combinations(db));
        const reviews = (target: TestDatabase) =>
          target.kysely.selectFrom('product_review').selectAll().orderBy('id').execute();
        expect(await reviews(other)).toEqual(await reviews(db));
        const votes = (target: TestDatabase) =>
          target.kysely.selectFrom('product_review_helpfulness').selectAll().orderBy('id').execute();
        expect(await votes(other)).toEqual(await votes(db));
        const customers = (target: TestDatabase) =>
          target.kysely.selectFrom('customer').selectAll().orderBy('id').execute();
        expect(await customers(other)).toEqual(await customers(db));
        const pictureHashes = async (target: TestDatabase) =>
          (
            await target.kysely.selectFrom('picture').select(['id', 'seo_filename', 'data']).orderBy('id').execute()
          ).map((p) => `${p.id} ${p.seo_filename} ${createHash('sha256').update(p.data).digest('hex')}`);
        expect(await pictureHashes(other)).toEqual(await pictureHashes(db));
        expect(await tableCounts(other)).toEqual(await tableCounts(db));
      } finally {
        await other.close();
      }
    },
    SEED_TIMEOUT,
  );
});
