import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { firstPictureIdOfProduct } from '../catalog/catalog.repository.js';

export function findGuestCustomerId(db: Kysely<Database>, guid: string) {
  return db
    .selectFrom('customer')
    .select('id')
    .where('customer_guid', '=', guid)
    .where('is_guest', '=', 1)
    .executeTakeFirst()
    .then((row) => row?.id ?? null);
}

/** Creates the guest's row unless it exists (two first writes at once both end with the one row). */
export async function ensureGuestCustomer(db: Kysely<Database>, guid: string, now: string): Promise<number | null> {
  await db
    .insertInto('customer')
    .values({
      customer_guid: guid,
      email: null,
      mobile: null,
      first_name: '',
      last_name: '',
      password_hash: null,
      is_guest: 1,
      active: 1,
      deleted: 0,
      avatar_picture_id: null,
      created_at: now,
      last_activity_at: now,
    })
    .onConflict((oc) => oc.column('customer_guid').doNothing())
    .execute();
  return findGuestCustomerId(db, guid);
}

export function findComparableProduct(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product')
    .select(['id', 'name'])
    .where('id', '=', productId)
    .where('published', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** The customer's listed products that are still on sale, oldest first. */
export function listCompareProducts(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('compare_item as ci')
    .innerJoin('product as p', 'p.id', 'ci.product_id')
    .leftJoin('manufacturer as m', (join) => join.onRef('m.id', '=', 'p.manufacturer_id').on('m.published', '=', 1))
    .leftJoin('product_picture as pp', (join) => join.on((eb) => eb('pp.id', '=', firstPictureIdOfProduct())))
    .leftJoin('picture as pic', 'pic.id', 'pp.picture_id')
    .select([
      'ci.id as item_id',
      'p.id',
      'p.name',
      'p.price',
      'p.old_price',
      'p.manage_inventory_method',
      'p.stock_quantity',
      'p.backorder_mode',
      'p.approved_rating_sum',
      'p.approved_total_reviews',
      'm.name as brand_name',
      'pic.id as picture_id',
      'pic.seo_filename as picture_seo_filename',
    ])
    .select((eb) =>
      eb
        .selectFrom('product_attribute_combination as pac')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('pac.product_id', '=', 'p.id')
        .where((inner) =>
          inner.or([inner('pac.stock_quantity', '>', 0), inner('pac.allow_out_of_stock_orders', '=', 1)]),
        )
        .as('orderable_combinations'),
    )
    .where('ci.customer_id', '=', customerId)
    .where('p.published', '=', 1)
    .where('p.deleted', '=', 0)
    .orderBy('ci.id')
    .execute();
}
export type CompareProductRow = Awaited<ReturnType<typeof listCompareProducts>>[number];

/** Specifications of the given products, in the store's order of specification attributes. */
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

/** Adds the product unless listed; answers whether a row was added. */
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

/** Every listed item of the customer, oldest first (unpublished products included: they take no room, see the service). */
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

/** Moves a guest's items to a customer (items the customer already has stay once), oldest first. */
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
