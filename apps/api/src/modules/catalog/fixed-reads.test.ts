/**
 * The catalogue's fixed reads (the product list's and the product page's, the product quote's) give
 * the same rows run straight on SQLite, through Kysely and on the test database (ADR 0054,
 * testing/direct-read-check.ts).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import type { ProductOrder } from '../../lib/product-order.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import {
  expectSameRowsEveryWay,
  openTwoDatabases,
  type FixedReads,
  type TwoDatabases,
} from '../../testing/direct-read-check.js';
import {
  countOrderableCombinations,
  countProducts,
  findAttributeCombination,
  findProductOverviews,
  findProductPage,
  findProductStock,
  findPublishedProduct,
  listPlainListingOverviews,
  listProductAttributeMappings,
  listProductAttributeValues,
  listProductIds,
  listPublishedCategories,
  type ProductFilter,
} from './catalog.repository.js';
import { quoteProduct } from './product-quote.js';

/** The same store on any database: ids come out equal on freshly migrated databases. */
async function fill(db: Kysely<Database>) {
  const f = catalogFixture(db);
  const pictures = [await f.picture({ seo: 'yek', alt: 'نخست' }), await f.picture({ seo: 'do' })];
  const brand = await f.manufacturer({ name: 'برند روشن' });
  const parent = await f.category({ name: 'لوازم خانه', displayOrder: 2 });
  const child = await f.category({ name: 'آشپزخانه', parentId: parent, displayOrder: 1 });
  await f.category({ name: 'پنهان', published: false });
  const products: number[] = [];
  for (const [index, name] of ['کتری', 'قوری', 'سماور', 'لیوان', 'بشقاب'].entries()) {
    products.push(
      await f.product({
        name,
        price: 100_000 * (5 - index) + 3_000_000_000,
        oldPrice: index % 2 ? null : 9_000_000_000,
        categoryIds: [index % 2 ? parent : child],
        manufacturerId: index < 3 ? brand : null,
        displayOrder: index % 3,
        createdAt: `2026-11-2${index}T08:00:00.000Z`,
        pictureIds: index === 0 ? pictures : [],
        stock: index * 2,
      }),
    );
  }
  const hidden = await f.product({ name: 'پنهان', price: 1, categoryIds: [child], published: false });
  const main = products[0]!;
  await f.specification(main, { attribute: 'جنس', option: 'فولاد', customValue: 'ضدزنگ', displayOrder: 1 });
  await f.specification(main, { attribute: 'گنجایش', option: '۲ لیتر', displayOrder: 0 });
  const size = await f.attribute(main, {
    name: 'اندازه',
    values: [{ name: 'کوچک' }, { name: 'بزرگ', priceAdjustment: 50_000 }],
  });
  const color = await f.attribute(main, {
    name: 'رنگ',
    required: false,
    controlType: 'ColorSquares',
    values: [{ name: 'سرخ', color: '#c0392b', pictureId: pictures[1] }],
  });
  await db.updateTable('product').set({ manage_inventory_method: 'combinations' }).where('id', '=', main).execute();
  const key = await f.combination(main, { choices: [[size.mappingId, [size.valueIds[1]!]]], stock: 3, sku: 'K-B' });
  await f.combination(main, { choices: [[size.mappingId, [size.valueIds[0]!]]], stock: 0 });
  await f.related(main, [products[3]!, hidden, products[1]!, products[2]!]);
  return { parent, child, products, hidden, main, size, color, key };
}

type Store = Awaited<ReturnType<typeof fill>>;

const ORDERS: ProductOrder[] = ['position', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'];

const byId = <Row extends { id: number }>(rows: Row[]) => rows.sort((a, b) => a.id - b.id);

function fixedReads(s: Store): FixedReads {
  const reads: FixedReads = {
    categories: (db) => listPublishedCategories(db),
    // Overviews come in no particular order: compared in id order.
    overviews: (db) => findProductOverviews(db, [...s.products, s.hidden]).then(byId),
    overviewsWithHidden: (db) => findProductOverviews(db, [...s.products, s.hidden], { unpublished: true }).then(byId),
    publishedProduct: (db) => findPublishedProduct(db, s.main),
    productPage: (db) => findProductPage(db, s.main),
    attributeMappings: (db) => listProductAttributeMappings(db, s.main),
    attributeValues: (db) => listProductAttributeValues(db, s.main),
    combination: (db) => findAttributeCombination(db, s.main, s.key),
    orderableCombinations: (db) => countOrderableCombinations(db, s.main),
    stock: (db) => findProductStock(db, s.products[2]!),
    quote: (db) => quoteProduct(db, s.main, [{ Key: String(s.size.mappingId), Value: String(s.size.valueIds[1]) }]),
  };
  for (const subcategories of [true, false]) {
    const filter: ProductFilter = {
      categoryIds: [s.parent, s.child],
      listedIn: { categoryId: s.parent, subcategories },
    };
    reads[`count:${subcategories}`] = (db) => countProducts(db, filter);
    for (const order of ORDERS) {
      const page = { filter, order, limit: 3, offset: subcategories ? 1 : 0 };
      reads[`ids:${order}:${subcategories}`] = (db) => listProductIds(db, page);
      reads[`list:${order}:${subcategories}`] = (db) => listPlainListingOverviews(db, page) ?? Promise.reject();
    }
  }
  return reads;
}

let databases: TwoDatabases<Store>;

beforeAll(async () => {
  databases = await openTwoDatabases(fill);
});
afterAll(async () => {
  await databases?.close();
});

describe("the catalogue's fixed reads", () => {
  it('answer the same straight on SQLite, through Kysely and on the test database', async () => {
    await expectSameRowsEveryWay(databases, fixedReads(databases.store));
  });
});
