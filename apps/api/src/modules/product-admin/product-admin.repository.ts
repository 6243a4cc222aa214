// The product editor's reads and the writes that replace a product's parts; every write takes the caller's
// transaction (product-writes.ts runs it).
import type { Kysely } from 'kysely';
import type { AttributeControlType, Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function findProduct(db: Db, id: number) {
  return db.selectFrom('product').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
}

export type EditedProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

export async function categoryIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_category')
    .select('category_id')
    .where('product_id', '=', productId)
    .orderBy('display_order')
    .orderBy('category_id')
    .execute();
  return rows.map((row) => row.category_id);
}

export async function picturesOf(db: Db, productId: number) {
  return db
    .selectFrom('product_picture as pp')
    .innerJoin('picture as p', 'p.id', 'pp.picture_id')
    .select(['p.id', 'p.alt_text', 'p.seo_filename', 'p.width', 'p.height', 'pp.display_order'])
    .where('pp.product_id', '=', productId)
    .orderBy('pp.display_order')
    .orderBy('pp.id')
    .execute();
}

export async function attributesOf(db: Db, productId: number) {
  const mappings = await db
    .selectFrom('product_attribute_mapping as m')
    .innerJoin('product_attribute as a', 'a.id', 'm.product_attribute_id')
    .select(['m.id', 'a.name', 'm.control_type', 'm.is_required', 'm.display_order'])
    .where('m.product_id', '=', productId)
    .orderBy('m.display_order')
    .orderBy('m.id')
    .execute();
  const values =
    mappings.length === 0
      ? []
      : await db
          .selectFrom('product_attribute_value')
          .selectAll()
          .where(
            'mapping_id',
            'in',
            mappings.map((mapping) => mapping.id),
          )
          .orderBy('display_order')
          .orderBy('id')
          .execute();
  return mappings.map((mapping) => ({ ...mapping, values: values.filter((value) => value.mapping_id === mapping.id) }));
}

export async function combinationsOf(db: Db, productId: number) {
  return db
    .selectFrom('product_attribute_combination')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
}

export async function specificationsOf(db: Db, productId: number) {
  return db
    .selectFrom('product_specification_attribute as psa')
    .innerJoin('specification_attribute_option as o', 'o.id', 'psa.specification_attribute_option_id')
    .innerJoin('specification_attribute as s', 's.id', 'o.specification_attribute_id')
    .select(['s.name as attribute', 'o.name as value', 'psa.custom_value'])
    .where('psa.product_id', '=', productId)
    .orderBy('psa.display_order')
    .orderBy('psa.id')
    .execute();
}

export async function downloadFileOf(db: Db, downloadId: number | null) {
  if (downloadId === null) return undefined;
  return db
    .selectFrom('download')
    .select(['file_name', 'content_type'])
    .where('id', '=', downloadId)
    .executeTakeFirst();
}

export async function categoryTree(db: Db) {
  return db
    .selectFrom('category')
    .select(['id', 'name', 'parent_category_id', 'display_order'])
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

export async function manufacturers(db: Db) {
  return db.selectFrom('manufacturer').select(['id', 'name']).orderBy('display_order').orderBy('id').execute();
}

export async function attributeNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('product_attribute').select('name').orderBy('name').limit(500).execute();
  return rows.map((row) => row.name);
}

export async function specificationNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('specification_attribute').select('name').orderBy('name').limit(500).execute();
  return rows.map((row) => row.name);
}

export async function existingIds(db: Db, table: 'category' | 'manufacturer', ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function slugHolder(db: Db, slug: string, exceptId: number | null) {
  let query = db.selectFrom('product').select(['id', 'name']).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((row) => row.slug ?? '');
}

export async function replaceCategories(db: Db, productId: number, categoryIds: readonly number[]): Promise<void> {
  await db.deleteFrom('product_category').where('product_id', '=', productId).execute();
  if (categoryIds.length === 0) return;
  await db
    .insertInto('product_category')
    .values(
      categoryIds.map((categoryId, index) => ({
        product_id: productId,
        category_id: categoryId,
        display_order: index,
      })),
    )
    .execute();
}

/** The shared attribute of that name (attributes are shared between products, as in nopCommerce), made if new. */
export async function attributeIdNamed(db: Db, name: string): Promise<number> {
  const found = await db.selectFrom('product_attribute').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const made = await db
    .insertInto('product_attribute')
    .values({ name, description: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

export async function insertMapping(
  db: Db,
  mapping: {
    productId: number;
    attributeId: number;
    controlType: AttributeControlType;
    isRequired: boolean;
    order: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('product_attribute_mapping')
    .values({
      product_id: mapping.productId,
      product_attribute_id: mapping.attributeId,
      text_prompt: null,
      is_required: mapping.isRequired ? 1 : 0,
      control_type: mapping.controlType,
      display_order: mapping.order,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMapping(
  db: Db,
  id: number,
  mapping: { attributeId: number; controlType: AttributeControlType; isRequired: boolean; order: number },
): Promise<void> {
  await db
    .updateTable('product_attribute_mapping')
    .set({
      product_attribute_id: mapping.attributeId,
      control_type: mapping.controlType,
      is_required: mapping.isRequired ? 1 : 0,
      display_order: mapping.order,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteMappings(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('product_attribute_value')
    .where('mapping_id', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('product_attribute_mapping')
    .where('id', 'in', [...ids])
    .execute();
}

export interface ValueColumns {
  name: string;
  priceAdjustment: number;
  isPreSelected: boolean;
  colorRgb: string | null;
  order: number;
}

export async function insertValue(db: Db, mappingId: number, value: ValueColumns): Promise<number> {
  const row = await db
    .insertInto('product_attribute_value')
    .values({
      mapping_id: mappingId,
      name: value.name,
      color_squares_rgb: value.colorRgb,
      price_adjustment: value.priceAdjustment,
      is_pre_selected: value.isPreSelected ? 1 : 0,
      display_order: value.order,
      picture_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateValue(db: Db, id: number, value: ValueColumns): Promise<void> {
  await db
    .updateTable('product_attribute_value')
    .set({
      name: value.name,
      color_squares_rgb: value.colorRgb,
      price_adjustment: value.priceAdjustment,
      is_pre_selected: value.isPreSelected ? 1 : 0,
      display_order: value.order,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteValues(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('product_attribute_value')
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * The product's combinations as given, each kept by its key: an order's line keeps the combination's id to put
 * its stock back on a cancellation, and a combination's picture is not the editor's to drop. Others are deleted.
 */
export async function saveCombinations(
  db: Db,
  productId: number,
  rows: ReadonlyArray<{
    attributesKey: string;
    sku: string;
    stockQuantity: number;
    allowOutOfStockOrders: boolean;
    overriddenPrice: number | null;
  }>,
): Promise<void> {
  const existing = await db
    .selectFrom('product_attribute_combination')
    .select(['id', 'attributes_key'])
    .where('product_id', '=', productId)
    .execute();
  const byKey = new Map(existing.map((row) => [row.attributes_key, row.id]));
  const kept = new Set<number>();
  for (const row of rows) {
    const columns = {
      sku: row.sku || null,
      stock_quantity: row.stockQuantity,
      allow_out_of_stock_orders: row.allowOutOfStockOrders ? 1 : 0,
      overridden_price: row.overriddenPrice,
    };
    const id = byKey.get(row.attributesKey);
    if (id !== undefined) {
      kept.add(id);
      await db.updateTable('product_attribute_combination').set(columns).where('id', '=', id).execute();
    } else {
      await db
        .insertInto('product_attribute_combination')
        .values({ product_id: productId, attributes_key: row.attributesKey, picture_id: null, ...columns })
        .execute();
    }
  }
  const gone = existing.map((row) => row.id).filter((id) => !kept.has(id));
  if (gone.length > 0) await db.deleteFrom('product_attribute_combination').where('id', 'in', gone).execute();
}

/** The option `value` of the specification `attribute`, both made if new. */
async function specificationOptionId(db: Db, attribute: string, value: string): Promise<number> {
  let spec = await db
    .selectFrom('specification_attribute')
    .select('id')
    .where('name', '=', attribute)
    .executeTakeFirst();
  spec ??= await db
    .insertInto('specification_attribute')
    .values({ name: attribute, display_order: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const option = await db
    .selectFrom('specification_attribute_option')
    .select('id')
    .where('specification_attribute_id', '=', spec.id)
    .where('name', '=', value)
    .executeTakeFirst();
  if (option) return option.id;
  const made = await db
    .insertInto('specification_attribute_option')
    .values({ specification_attribute_id: spec.id, name: value, color_rgb: null, display_order: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

/**
 * The product's specifications as given, in order. A row the product already has (same specification, same
 * shown value) is kept as it is — its option, its own typed value, whether it filters lists — and only moved;
 * a new one is filterable and shown; one no longer given is deleted.
 */
export async function saveSpecifications(
  db: Db,
  productId: number,
  specifications: ReadonlyArray<{ attribute: string; value: string }>,
): Promise<void> {
  const existing = await db
    .selectFrom('product_specification_attribute as psa')
    .innerJoin('specification_attribute_option as o', 'o.id', 'psa.specification_attribute_option_id')
    .innerJoin('specification_attribute as s', 's.id', 'o.specification_attribute_id')
    .select(['psa.id', 's.name as attribute', 'o.name as value', 'psa.custom_value'])
    .where('psa.product_id', '=', productId)
    .execute();
  const keyOf = (attribute: string, value: string) => `${attribute}\u0000${value}`;
  const unclaimed = new Map<string, number[]>();
  for (const row of existing) {
    const key = keyOf(row.attribute, row.custom_value ?? row.value);
    unclaimed.set(key, [...(unclaimed.get(key) ?? []), row.id]);
  }
  const kept = new Set<number>();
  for (const [index, specification] of specifications.entries()) {
    const id = unclaimed.get(keyOf(specification.attribute, specification.value))?.shift();
    if (id !== undefined) {
      kept.add(id);
      await db
        .updateTable('product_specification_attribute')
        .set({ display_order: index })
        .where('id', '=', id)
        .execute();
      continue;
    }
    const optionId = await specificationOptionId(db, specification.attribute, specification.value);
    await db
      .insertInto('product_specification_attribute')
      .values({
        product_id: productId,
        specification_attribute_option_id: optionId,
        custom_value: null,
        allow_filtering: 1,
        show_on_product_page: 1,
        display_order: index,
      })
      .execute();
  }
  const gone = existing.map((row) => row.id).filter((id) => !kept.has(id));
  if (gone.length > 0) await db.deleteFrom('product_specification_attribute').where('id', 'in', gone).execute();
}

export async function nextPictureOrder(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_picture')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
