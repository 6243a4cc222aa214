import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listedProducts, type ProductFilter } from './catalog.repository.js';

export async function findPublishedBrandIds(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('manufacturer')
    .select('id')
    .where('id', 'in', ids)
    .where('published', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

export function findSpecificationOptions(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('specification_attribute_option')
    .select(['id', 'specification_attribute_id as attribute_id'])
    .where('id', 'in', ids)
    .execute();
}

export function countProductsPerBrand(db: Kysely<Database>, filter: ProductFilter) {
  return db
    .selectFrom(listedProducts(db, filter).as('lp'))
    .innerJoin('manufacturer as m', 'm.id', 'lp.manufacturer_id')
    .select((eb) => ['m.id', 'm.name', eb.fn.countAll<number | string>().as('count')])
    .where('m.published', '=', 1)
    .groupBy(['m.id', 'm.name', 'm.display_order'])
    .orderBy('m.display_order')
    .orderBy('m.id')
    .execute();
}

export function listBrandNames(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('manufacturer').select(['id', 'name', 'display_order']).where('id', 'in', ids).execute();
}

export async function findPriceRange(db: Kysely<Database>, filter: ProductFilter) {
  const row = await db
    .selectFrom(listedProducts(db, filter).as('lp'))
    .select((eb) => [
      eb.fn.min<number | string | null>('lp.price').as('min'),
      eb.fn.max<number | string | null>('lp.price').as('max'),
    ])
    .executeTakeFirst();
  return { min: row?.min == null ? null : Number(row.min), max: row?.max == null ? null : Number(row.max) };
}

/** Counted per option id and named afterwards, so names are joined once per option, not once per product. */
export function countProductsPerOption(
  db: Kysely<Database>,
  filter: ProductFilter,
  attributes: { only?: number[]; except?: number[] },
) {
  const optionsOf = (attributeIds: number[]) =>
    db
      .selectFrom('specification_attribute_option')
      .select('id')
      .where('specification_attribute_id', 'in', attributeIds);
  let counts = db
    .selectFrom('product_specification_attribute as psa')
    .innerJoin(listedProducts(db, filter).as('lp'), 'lp.id', 'psa.product_id')
    .select((eb) => [
      'psa.specification_attribute_option_id as option_id',
      eb.fn.count<number | string>('psa.product_id').distinct().as('count'),
    ])
    .where('psa.allow_filtering', '=', 1)
    .groupBy('psa.specification_attribute_option_id');
  if (attributes.only) counts = counts.where('psa.specification_attribute_option_id', 'in', optionsOf(attributes.only));
  if (attributes.except?.length)
    counts = counts.where('psa.specification_attribute_option_id', 'not in', optionsOf(attributes.except));
  return db
    .selectFrom(counts.as('c'))
    .innerJoin('specification_attribute_option as o', 'o.id', 'c.option_id')
    .innerJoin('specification_attribute as sa', 'sa.id', 'o.specification_attribute_id')
    .select([
      'sa.id as attribute_id',
      'sa.name as attribute_name',
      'sa.display_order as attribute_order',
      'o.id as option_id',
      'o.name as option_name',
      'o.color_rgb',
      'o.display_order as option_order',
      'c.count',
    ])
    .execute();
}
export type OptionCountRow = Awaited<ReturnType<typeof countProductsPerOption>>[number];

export function listOptionNames(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('specification_attribute_option as o')
    .innerJoin('specification_attribute as sa', 'sa.id', 'o.specification_attribute_id')
    .select([
      'sa.id as attribute_id',
      'sa.name as attribute_name',
      'sa.display_order as attribute_order',
      'o.id as option_id',
      'o.name as option_name',
      'o.color_rgb',
      'o.display_order as option_order',
    ])
    .where('o.id', 'in', ids)
    .execute();
}
