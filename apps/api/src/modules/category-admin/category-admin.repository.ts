import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

const productCount = (db: Db, column: 'pc.category_id' | 'p.manufacturer_id') =>
  column === 'pc.category_id'
    ? db
        .selectFrom('product_category as pc')
        .innerJoin('product as p', 'p.id', 'pc.product_id')
        .select(['pc.category_id as owner_id', sql<number | string>`count(*)`.as('n')])
        .where('p.deleted', '=', 0)
        .groupBy('pc.category_id')
    : db
        .selectFrom('product as p')
        .select(['p.manufacturer_id as owner_id', sql<number | string>`count(*)`.as('n')])
        .where('p.deleted', '=', 0)
        .where('p.manufacturer_id', 'is not', null)
        .groupBy('p.manufacturer_id');

export async function listCategories(db: Db) {
  return db
    .selectFrom('category as c')
    .leftJoin('picture as pic', 'pic.id', 'c.picture_id')
    .leftJoin(productCount(db, 'pc.category_id').as('counts'), 'counts.owner_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.parent_category_id',
      'c.display_order',
      'c.published',
      'c.picture_id',
      'c.row_version',
      'pic.seo_filename',
      'counts.n as product_count',
    ])
    .orderBy('c.display_order')
    .orderBy('c.id')
    .execute();
}
export type CategoryListRow = Awaited<ReturnType<typeof listCategories>>[number];

export async function findCategory(db: Db, id: number) {
  return db
    .selectFrom('category as c')
    .leftJoin('picture as pic', 'pic.id', 'c.picture_id')
    .selectAll('c')
    .select(['pic.seo_filename', 'pic.alt_text'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export async function countCategoryContents(db: Db, id: number): Promise<{ products: number; subcategories: number }> {
  const [products, subcategories] = await Promise.all([
    db
      .selectFrom('product_category as pc')
      .innerJoin('product as p', 'p.id', 'pc.product_id')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('pc.category_id', '=', id)
      .where('p.deleted', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('category')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('parent_category_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.n), subcategories: Number(subcategories.n) };
}

export async function listBrands(db: Db) {
  return db
    .selectFrom('manufacturer as m')
    .leftJoin('picture as pic', 'pic.id', 'm.picture_id')
    .leftJoin(productCount(db, 'p.manufacturer_id').as('counts'), 'counts.owner_id', 'm.id')
    .select([
      'm.id',
      'm.name',
      'm.slug',
      'm.display_order',
      'm.published',
      'm.picture_id',
      'm.row_version',
      'pic.seo_filename',
      'counts.n as product_count',
    ])
    .orderBy('m.display_order')
    .orderBy('m.id')
    .execute();
}
export type BrandListRow = Awaited<ReturnType<typeof listBrands>>[number];

export async function findBrand(db: Db, id: number) {
  return db
    .selectFrom('manufacturer as m')
    .leftJoin('picture as pic', 'pic.id', 'm.picture_id')
    .selectAll('m')
    .select(['pic.seo_filename', 'pic.alt_text'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}
export type BrandRow = NonNullable<Awaited<ReturnType<typeof findBrand>>>;

export async function countBrandProducts(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('manufacturer_id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who holds a slug (other than `exceptId`), for the refusal's message. */
export async function slugHolder(
  db: Db,
  table: 'category' | 'manufacturer',
  slug: string,
  exceptId: number | null,
): Promise<{ id: number; name: string } | undefined> {
  let query = db.selectFrom(table).select(['id', 'name']).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** Slugs equal to `base` or `base-<n>`, so a made-up slug can take the next free number. */
export async function slugsLike(db: Db, table: 'category' | 'manufacturer', base: string): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((row) => row.slug ?? '');
}

export async function categoryChildrenIds(db: Db, parentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('category')
    .select('id')
    .where('parent_category_id', '=', parentId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function brandIdsInOrder(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('manufacturer').select('id').orderBy('display_order').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Numbers the rows 0, 1, 2… in the given order; only rows whose number changes are written. */
export async function renumber(
  trx: Db,
  table: 'category' | 'manufacturer',
  ids: readonly number[],
  current: ReadonlyMap<number, number>,
): Promise<void> {
  for (const [index, id] of ids.entries()) {
    if (current.get(id) === index) continue;
    await trx.updateTable(table).set({ display_order: index }).where('id', '=', id).execute();
  }
}

export async function displayOrders(
  db: Db,
  table: 'category' | 'manufacturer',
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['id', 'display_order'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.display_order]));
}

/** Raises the row version from the one the editor loaded; false when someone else saved first. */
export async function claimVersion(
  trx: Db,
  table: 'category' | 'manufacturer',
  id: number,
  expectedVersion: number,
): Promise<boolean> {
  const result = await trx
    .updateTable(table)
    .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Products placed in any of these categories (not deleted), for refreshing their listing rows. */
export async function productIdsInCategories(db: Db, categoryIds: readonly number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_category')
    .select('product_id')
    .distinct()
    .where('category_id', 'in', [...categoryIds])
    .execute();
  return rows.map((row) => row.product_id);
}
