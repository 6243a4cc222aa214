/**
 * The product page's lists read in one statement (catalog.repository.ts findProductPage, ADR
 * 0055): each list comes out in its display order with ties broken as before, whatever order the
 * rows were written in (each aggregate's own ORDER BY, not the plan), hidden rows stay out, and
 * with more related products than the page shows, the first by position are shown in the related
 * list's order. Display orders here run against the ids, so a list read in id order fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { MAX_RELATED_PRODUCTS } from './catalog.repository.js';

let t: TestApp;
let productId: number;
let emptyProductId: number;
const pictureIds: number[] = [];
const categoryIds: Record<'first' | 'second' | 'hidden', number> = { first: 0, second: 0, hidden: 0 };
const mappings: Array<{ mappingId: number; valueIds: number[] }> = [];
/** The related products in the related list's order. */
const relatedIds: number[] = [];
/** Related products the page does not show: beyond the first MAX_RELATED_PRODUCTS by position, hidden, deleted. */
const notShown = new Set<number>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.kysely;
  const f = catalogFixture(db);
  for (const seo of ['one', 'two', 'three']) pictureIds.push(await f.picture({ seo }));
  categoryIds.first = await f.category({ name: 'اول' });
  categoryIds.second = await f.category({ name: 'دوم' });
  categoryIds.hidden = await f.category({ name: 'پنهان', published: false });
  productId = await f.product({
    name: 'محصول با فهرست‌های بسیار',
    price: 1_000_000,
    stock: 5,
    pictureIds,
    categoryIds: [categoryIds.first, categoryIds.hidden, categoryIds.second],
  });
  emptyProductId = await f.product({ name: 'محصول تنها', price: 2_000_000, stock: 1 });

  // Pictures: the third first, then the first and the second on the same display order (by id).
  await db.updateTable('product_picture').set({ display_order: 1 }).where('product_id', '=', productId).execute();
  await db
    .updateTable('product_picture')
    .set({ display_order: 0 })
    .where('product_id', '=', productId)
    .where('picture_id', '=', pictureIds[2]!)
    .execute();
  // Categories: the second before the first.
  await db
    .updateTable('product_category')
    .set({ display_order: 5 })
    .where('product_id', '=', productId)
    .where('category_id', '=', categoryIds.first)
    .execute();

  await f.specification(productId, { attribute: 'وزن', option: '۲ کیلوگرم', displayOrder: 2 });
  await f.specification(productId, { attribute: 'رنگ بدنه', option: 'مشکی', displayOrder: 0 });
  await f.specification(productId, { attribute: 'جنس', option: 'فلز', customValue: 'آلومینیوم', displayOrder: 1 });
  await f.specification(productId, { attribute: 'کد انبار', option: 'الف', displayOrder: -1 });
  await db
    .updateTable('product_specification_attribute')
    .set({ show_on_product_page: 0 })
    .where('product_id', '=', productId)
    .where('display_order', '=', -1)
    .execute();

  for (const name of ['اندازه', 'رنگ']) {
    mappings.push(
      await f.attribute(productId, {
        name,
        values: [{ name: `${name} ۱` }, { name: `${name} ۲`, priceAdjustment: 50_000 }, { name: `${name} ۳` }],
      }),
    );
  }
  // Attributes: the second first; values: the last first, then the other two by id.
  await db
    .updateTable('product_attribute_mapping')
    .set({ display_order: 1 })
    .where('id', '=', mappings[0]!.mappingId)
    .execute();
  for (const { valueIds } of mappings) {
    await db.updateTable('product_attribute_value').set({ display_order: 3 }).where('id', 'in', valueIds).execute();
    await db.updateTable('product_attribute_value').set({ display_order: 1 }).where('id', '=', valueIds[2]!).execute();
  }

  // Related: more than the page shows, with positions (the product's display order) running
  // against the related list's order; the two last by position are left out, as are a hidden
  // and a deleted product.
  const count = MAX_RELATED_PRODUCTS + 2;
  const candidates: number[] = [];
  for (let index = 0; index < count; index++) {
    candidates.push(await f.product({ name: `مرتبط ${index}`, price: 100_000 + index, displayOrder: index }));
  }
  notShown.add(candidates[count - 1]!).add(candidates[count - 2]!);
  const hidden = await f.product({ name: 'مرتبط پنهان', price: 1, published: false });
  const deleted = await f.product({ name: 'مرتبط حذف‌شده', price: 1, deleted: true });
  notShown.add(hidden).add(deleted);
  relatedIds.push(hidden, ...candidates.reverse(), deleted);
  await f.related(productId, relatedIds);
});

afterAll(() => t.close());

const details = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('product page lists', () => {
  it('lists pictures, categories, specifications and attributes in display order, ties by id', async () => {
    const body = await details(productId);
    expect(body.Pictures.map((picture: { Url: string }) => picture.Url)).toEqual([
      `/images/${pictureIds[2]}/full/three.webp`,
      `/images/${pictureIds[0]}/full/one.webp`,
      `/images/${pictureIds[1]}/full/two.webp`,
    ]);
    expect(body.Categories).toEqual([
      { Id: categoryIds.second, Name: 'دوم' },
      { Id: categoryIds.first, Name: 'اول' },
    ]);
    expect(body.Specifications).toEqual([
      { Name: 'رنگ بدنه', Value: 'مشکی' },
      { Name: 'جنس', Value: 'آلومینیوم' },
      { Name: 'وزن', Value: '۲ کیلوگرم' },
    ]);
    expect(body.ProductAttributes.map((attribute: { Id: number }) => attribute.Id)).toEqual([
      mappings[1]!.mappingId,
      mappings[0]!.mappingId,
    ]);
    const [color, size] = body.ProductAttributes;
    for (const [attribute, mapping] of [
      [color, mappings[1]!],
      [size, mappings[0]!],
    ] as const) {
      expect(attribute.Values.map((value: { Id: number }) => value.Id)).toEqual([
        mapping.valueIds[2],
        mapping.valueIds[0],
        mapping.valueIds[1],
      ]);
      expect(attribute.Values[2].PriceAdjustmentValue).toBe(50_000);
    }
  });

  it('shows the first related products by position, in the related list order', async () => {
    const body = await details(productId);
    const shown = relatedIds.filter((id) => !notShown.has(id));
    expect(shown).toHaveLength(MAX_RELATED_PRODUCTS);
    expect(body.RelatedProducts.map((product: { Id: number }) => product.Id)).toEqual(shown);
    expect(body.RelatedProducts[0]).toMatchObject({ Name: `مرتبط ${MAX_RELATED_PRODUCTS - 1}`, PriceValue: 100_009 });
  });

  it('answers empty lists for a product without pictures, categories, attributes or related products', async () => {
    expect(await details(emptyProductId)).toMatchObject({
      Pictures: [],
      Categories: [],
      Specifications: [],
      ProductAttributes: [],
      RelatedProducts: [],
    });
  });
});
