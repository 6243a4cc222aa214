import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const onSale = { published: 1, deleted: 0 } as const;

export async function findProductIdBySku(db: Kysely<Database>, sku: string): Promise<number | null> {
  const exact = await db
    .selectFrom('product')
    .select('id')
    .where('sku', '=', sku)
    .where('published', '=', onSale.published)
    .where('deleted', '=', onSale.deleted)
    .orderBy('id')
    .executeTakeFirst();
  if (exact) return exact.id;
  // A typed SKU may differ in letter case; this reads past the index, so only after the exact miss.
  const folded = await db
    .selectFrom('product')
    .select('id')
    .where(sql<string>`lower(sku)`, '=', sku.toLowerCase())
    .where('published', '=', onSale.published)
    .where('deleted', '=', onSale.deleted)
    .orderBy('id')
    .executeTakeFirst();
  if (folded) return folded.id;
  const combination = await db
    .selectFrom('product_attribute_combination as pac')
    .innerJoin('product as p', 'p.id', 'pac.product_id')
    .select('p.id')
    .where(sql<string>`lower(pac.sku)`, '=', sku.toLowerCase())
    .where('p.published', '=', onSale.published)
    .where('p.deleted', '=', onSale.deleted)
    .orderBy('p.id')
    .executeTakeFirst();
  return combination?.id ?? null;
}

export async function findProductFullDescription(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('product').select('full_description').where('id', '=', id).executeTakeFirst();
  return row?.full_description;
}

/** The SEO title and description the back office's product editor sets (ADR 0072); empty when not set. */
export async function findProductSeo(db: Kysely<Database>, id: number) {
  return db.selectFrom('product').select(['meta_title', 'meta_description']).where('id', '=', id).executeTakeFirst();
}

export function findCategoryForLink(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('category as c')
    .leftJoin('picture as pic', 'pic.id', 'c.picture_id')
    .select(['c.id', 'c.name', 'c.description', 'pic.id as picture_id', 'pic.seo_filename'])
    .where('c.id', '=', id)
    .where('c.published', '=', 1)
    .executeTakeFirst();
}

export function findBrandForLink(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('manufacturer as m')
    .leftJoin('picture as pic', 'pic.id', 'm.picture_id')
    .select(['m.id', 'm.name', 'm.description', 'pic.id as picture_id', 'pic.seo_filename'])
    .where('m.id', '=', id)
    .where('m.published', '=', 1)
    .executeTakeFirst();
}

export async function countLinkedProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('published', '=', onSale.published)
    .where('deleted', '=', onSale.deleted)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listLinkedProducts(db: Kysely<Database>, options: { limit: number; offset: number }) {
  return db
    .selectFrom('product')
    .select(['id', 'updated_at'])
    .where('published', '=', onSale.published)
    .where('deleted', '=', onSale.deleted)
    .orderBy('id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export function listLinkedCategories(db: Kysely<Database>) {
  return db
    .selectFrom('category')
    .select(['id', 'parent_category_id', 'updated_at'])
    .where('published', '=', 1)
    .orderBy('id')
    .execute();
}

export function listLinkedTopics(db: Kysely<Database>) {
  return db
    .selectFrom('topic')
    .select('system_name')
    .where('published', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}
