import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findComparableProduct(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product')
    .select(['id', 'name'])
    .where('id', '=', productId)
    .where('published', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function listComparedProductIds(db: Kysely<Database>, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('compare_item as ci')
    .innerJoin('product as p', 'p.id', 'ci.product_id')
    .select('p.id')
    .where('ci.customer_id', '=', customerId)
    .where('p.published', '=', 1)
    .where('p.deleted', '=', 0)
    .orderBy('ci.id')
    .execute();
  return rows.map((row) => row.id);
}

export function listSpecificationsOf(db: Kysely<Database>, productIds: number[]) {
  return db
    .selectFrom('product_specification_attribute as psa')
    .innerJoin('specification_attribute_option as o', 'o.id', 'psa.specification_attribute_option_id')
    .innerJoin('specification_attribute as sa', 'sa.id', 'o.specification_attribute_id')
    .select([
      'psa.product_id',
      'sa.id as attribute_id',
      'sa.name as attribute_name',
      'o.name as option_name',
      'psa.custom_value',
    ])
    .where('psa.product_id', 'in', productIds)
    .where('psa.show_on_product_page', '=', 1)
    .orderBy('sa.display_order')
    .orderBy('sa.id')
    .orderBy('psa.display_order')
    .orderBy('psa.id')
    .execute();
}

export async function insertCompareItem(
  db: Kysely<Database>,
  customerId: number,
  productId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('compare_item')
    .values({ customer_id: customerId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function listCompareItems(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('compare_item as ci')
    .innerJoin('product as p', 'p.id', 'ci.product_id')
    .select(['ci.id', 'ci.product_id', 'p.name', 'p.published', 'p.deleted'])
    .where('ci.customer_id', '=', customerId)
    .orderBy('ci.id')
    .execute();
}

export async function deleteCompareItems(db: Kysely<Database>, customerId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.deleteFrom('compare_item').where('customer_id', '=', customerId).where('id', 'in', itemIds).execute();
}

export async function deleteCompareProduct(db: Kysely<Database>, customerId: number, productId: number): Promise<void> {
  await db
    .deleteFrom('compare_item')
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .execute();
}

export async function clearCompareItems(db: Kysely<Database>, customerId: number): Promise<void> {
  await db.deleteFrom('compare_item').where('customer_id', '=', customerId).execute();
}

export async function moveCompareItems(
  db: Kysely<Database>,
  fromCustomerId: number,
  toCustomerId: number,
): Promise<void> {
  const guestItems = await db
    .selectFrom('compare_item')
    .select(['product_id', 'created_at'])
    .where('customer_id', '=', fromCustomerId)
    .orderBy('id')
    .execute();
  for (const item of guestItems) {
    await db
      .insertInto('compare_item')
      .values({ customer_id: toCustomerId, product_id: item.product_id, created_at: item.created_at })
      .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
      .execute();
  }
  await db.deleteFrom('compare_item').where('customer_id', '=', fromCustomerId).execute();
}
