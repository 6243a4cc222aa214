import { expressionBuilder, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import { fixedQuery } from '../../db/fixed-query.js';
import type { CategoryListingTable, Database, ProductTable } from '../../db/schema.js';
import {
  productOrderTerms,
  productOrderTermsSorted,
  productSortKey,
  type ProductOrder,
} from '../../lib/product-order.js';
import type { ProductMatches } from '../search/index.js';

const publishedCategories = fixedQuery((db) =>
  db
    .selectFrom('category as c')
    .leftJoin('picture as pic', 'pic.id', 'c.picture_id')
    .select([
      'c.id',
      'c.name',
      'c.parent_category_id',
      'c.display_order',
      'c.show_on_home_page',
      'c.picture_id',
      'pic.seo_filename',
    ])
    .where('c.published', '=', 1)
    .orderBy('c.display_order')
    .orderBy('c.id'),
);
export function listPublishedCategories(db: Kysely<Database>) {
  return publishedCategories(db);
}
export type CategoryListRow = Awaited<ReturnType<typeof listPublishedCategories>>[number];

export function listPublishedManufacturers(db: Kysely<Database>) {
  return db
    .selectFrom('manufacturer as m')
    .leftJoin('picture as pic', 'pic.id', 'm.picture_id')
    .select(['m.id', 'm.name', 'm.picture_id', 'pic.seo_filename'])
    .where('m.published', '=', 1)
    .orderBy('m.display_order')
    .orderBy('m.id')
    .execute();
}

export interface SpecificationSelection {
  attributeId: number;
  optionIds: number[];
}

export interface ProductFilter {
  ids?: number[];
  matches?: ProductMatches;
  categoryIds?: number[];
  /** When set, category_listing can answer the list (ADR 0017); search ignores it and filters by `categoryIds`. */
  listedIn?: { categoryId: number; subcategories: boolean };
  manufacturerIds?: number[];
  brandIds?: number[];
  minPrice?: number | null;
  maxPrice?: number | null;
  specifications?: SpecificationSelection[];
  featuredOnly?: boolean;
  markedNewOnly?: boolean;
  soldOnly?: boolean;
}

export type { ProductOrder };

export function productConditions(filter: ProductFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database & { p: ProductTable }, 'p'>();
  const conditions = [eb('p.published', '=', 1), eb('p.deleted', '=', 0)];
  if (filter.ids) conditions.push(filter.ids.length ? eb('p.id', 'in', filter.ids) : eb.lit(false));
  if (filter.matches) conditions.push(eb('p.id', 'in', eb.selectFrom(filter.matches.as('m')).select('m.product_id')));
  if (filter.manufacturerIds) {
    conditions.push(
      filter.manufacturerIds.length ? eb('p.manufacturer_id', 'in', filter.manufacturerIds) : eb.lit(false),
    );
  }
  if (filter.brandIds) {
    conditions.push(filter.brandIds.length ? eb('p.manufacturer_id', 'in', filter.brandIds) : eb.lit(false));
  }
  // A category's list read from the product table needs its categories' ids (catalog.service
  // resolves them from the tree only when category_listing cannot answer the list alone).
  if (filter.listedIn && !filter.categoryIds) throw new Error('a category list read from products needs categoryIds');
  if (filter.categoryIds) {
    const categoryIds = filter.categoryIds;
    // Not a correlated `exists`: SQLite would test every published product in sort order.
    conditions.push(
      categoryIds.length
        ? eb(
            'p.id',
            'in',
            eb.selectFrom('product_category as pc').select('pc.product_id').where('pc.category_id', 'in', categoryIds),
          )
        : eb.lit(false),
    );
  }
  for (const selection of filter.specifications ?? [])
    conditions.push(eb('p.id', 'in', productsWithAnyOption(selection.optionIds)));
  if (filter.minPrice != null) conditions.push(eb('p.price', '>=', filter.minPrice));
  if (filter.maxPrice != null) conditions.push(eb('p.price', '<=', filter.maxPrice));
  if (filter.featuredOnly) conditions.push(eb('p.show_on_home_page', '=', 1));
  if (filter.markedNewOnly) conditions.push(eb('p.mark_as_new', '=', 1));
  if (filter.soldOnly) conditions.push(eb('p.sold_count', '>', 0));
  return eb.and(conditions);
}

function productsWithAnyOption(optionIds: number[]) {
  return expressionBuilder<Database, never>()
    .selectFrom('product_specification_attribute as psa')
    .select('psa.product_id')
    .where('psa.specification_attribute_option_id', 'in', optionIds)
    .where('psa.allow_filtering', '=', 1);
}

const UNLISTED_FILTERS = ['ids', 'matches', 'featuredOnly', 'markedNewOnly', 'soldOnly'] as const;

function isListingFilter(filter: ProductFilter): filter is ProductFilter & Required<Pick<ProductFilter, 'listedIn'>> {
  return (
    filter.listedIn !== undefined && !UNLISTED_FILTERS.some((key) => filter[key] !== undefined && filter[key] !== false)
  );
}

export function isAnsweredByCategoryListing(filter: ProductFilter, order?: ProductOrder): boolean {
  return isListingFilter(filter) && (order === undefined || categoryListingOrderTerms(order) !== null);
}

/** The listing's rows are listed products only, so published and deleted need no test. */
export function categoryListingConditions(filter: ProductFilter): Expression<SqlBool> | null {
  if (!isListingFilter(filter)) return null;
  const { listedIn } = filter;
  const eb = expressionBuilder<Database & { cl: CategoryListingTable }, 'cl'>();
  const conditions = [eb('cl.category_id', '=', listedIn.categoryId)];
  if (!listedIn.subcategories) conditions.push(eb('cl.direct', '=', 1));
  for (const brands of [filter.manufacturerIds, filter.brandIds]) {
    if (brands) conditions.push(brands.length ? eb('cl.manufacturer_id', 'in', brands) : eb.lit(false));
  }
  for (const selection of filter.specifications ?? [])
    conditions.push(eb('cl.product_id', 'in', productsWithAnyOption(selection.optionIds)));
  if (filter.minPrice != null) conditions.push(eb('cl.price', '>=', filter.minPrice));
  if (filter.maxPrice != null) conditions.push(eb('cl.price', '<=', filter.maxPrice));
  return eb.and(conditions);
}

/** category_listing's copy of each product sort key (best-selling has none: sales move it all day). */
const listingSortColumns: Partial<Record<string, string>> = {
  'p.display_order': 'cl.display_order',
  'p.name': 'cl.name',
  'p.price': 'cl.price',
  'p.created_at': 'cl.created_at',
};

function categoryListingOrderTerms(order: ProductOrder): Array<[Expression<unknown>, 'asc' | 'desc']> | null {
  const { column, direction, idDirection } = productSortKey(order);
  const listed = listingSortColumns[column];
  return listed
    ? [
        [sql.ref(listed), direction],
        [sql.ref('cl.product_id'), idDirection],
      ]
    : null;
}

function isWholeCatalogue(filter: ProductFilter): boolean {
  return Object.values(filter).every((value) => value === undefined || value === null || value === false);
}

function listingPageQuery(
  db: Kysely<Database>,
  listing: Expression<SqlBool>,
  terms: Array<[Expression<unknown>, 'asc' | 'desc']>,
) {
  let query = db.selectFrom('category_listing as cl').select('cl.product_id').where(listing);
  for (const [term, direction] of terms) query = query.orderBy(term, direction);
  return query;
}

const LISTING_NARROWING = ['manufacturerIds', 'brandIds', 'specifications', 'minPrice', 'maxPrice'] as const;

function isPlainListing(filter: ProductFilter): filter is ProductFilter & Required<Pick<ProductFilter, 'listedIn'>> {
  return isListingFilter(filter) && LISTING_NARROWING.every((key) => filter[key] === undefined || filter[key] === null);
}

type ListingPage = (
  db: Kysely<Database>,
  categoryId: number,
  limit: number,
  offset: number,
) => Promise<Array<{ product_id: number }>>;
const plainListingPages = new Map<string, ListingPage>();

function plainListingPage(order: ProductOrder, subcategories: boolean): ListingPage {
  const key = `${order}:${subcategories}`;
  let page = plainListingPages.get(key);
  if (!page) {
    page = fixedQuery((db, categoryId: number, limit: number, offset: number) => {
      const listing = categoryListingConditions({ listedIn: { categoryId, subcategories } });
      const terms = categoryListingOrderTerms(order);
      if (!listing || !terms) throw new Error(`category_listing has no order ${order}`);
      return listingPageQuery(db, listing, terms).limit(limit).offset(offset);
    });
    plainListingPages.set(key, page);
  }
  return page;
}

const plainListingOverviewPages = new Map<string, ReturnType<typeof listingOverviewPage>>();

function listingOverviewPage(order: ProductOrder, subcategories: boolean) {
  return fixedQuery((db, categoryId: number, limit: number, offset: number) => {
    const listing = categoryListingConditions({ listedIn: { categoryId, subcategories } });
    const terms = categoryListingOrderTerms(order);
    if (!listing || !terms) throw new Error(`category_listing has no order ${order}`);
    let query = db
      .selectFrom('category_listing as cl')
      .innerJoin('product as p', 'p.id', 'cl.product_id')
      .leftJoin('product_picture as pp', (join) => join.on((eb) => eb('pp.id', '=', firstPictureIdOfProduct())))
      .leftJoin('picture as pic', 'pic.id', 'pp.picture_id')
      .select([...OVERVIEW_PRODUCT_COLUMNS, 'pic.id as picture_id', 'pic.seo_filename as picture_seo_filename'])
      .select(orderableCombinationsOfProduct())
      .where(listing)
      .where('p.published', '=', 1)
      .where('p.deleted', '=', 0);
    for (const [term, direction] of terms) query = query.orderBy(term, direction);
    return query.limit(limit).offset(offset);
  });
}

export function listPlainListingOverviews(
  db: Kysely<Database>,
  options: { filter: ProductFilter; order: ProductOrder; limit: number; offset: number },
): Promise<ListedOverviewRow[]> | null {
  const { filter, order, limit, offset } = options;
  if (!isPlainListing(filter) || !categoryListingOrderTerms(order)) return null;
  const key = `${order}:${filter.listedIn.subcategories}`;
  let page = plainListingOverviewPages.get(key);
  if (!page) {
    page = listingOverviewPage(order, filter.listedIn.subcategories);
    plainListingOverviewPages.set(key, page);
  }
  return page(db, filter.listedIn.categoryId, limit, offset);
}

const plainListingCounts = {
  withSubcategories: fixedQuery((db, categoryId: number) =>
    db
      .selectFrom('category_listing as cl')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('cl.category_id', '=', categoryId),
  ),
  direct: fixedQuery((db, categoryId: number) =>
    db
      .selectFrom('category_listing as cl')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('cl.category_id', '=', categoryId)
      .where('cl.direct', '=', 1),
  ),
};

/**
 * Other lists than a category's or the whole catalogue sort their own products by expressions no index matches:
 * walking the catalogue in sort order stops early only when a list's products are spread evenly through it.
 */
export async function listProductIds(
  db: Kysely<Database>,
  options: { filter: ProductFilter; order: ProductOrder; limit: number; offset: number },
): Promise<number[]> {
  const { filter, order, limit, offset } = options;
  if (isPlainListing(filter) && categoryListingOrderTerms(order)) {
    const rows = await plainListingPage(order, filter.listedIn.subcategories)(
      db,
      filter.listedIn.categoryId,
      limit,
      offset,
    );
    return rows.map((row) => row.product_id);
  }
  const listing = categoryListingConditions(filter);
  const listingTerms = categoryListingOrderTerms(order);
  if (listing && listingTerms) {
    const rows = await listingPageQuery(db, listing, listingTerms).limit(limit).offset(offset).execute();
    return rows.map((row) => row.product_id);
  }
  const terms = isWholeCatalogue(filter) ? productOrderTerms(order) : productOrderTermsSorted(order);
  let query = db.selectFrom('product as p').select('p.id').where(productConditions(filter));
  for (const [term, direction] of terms) query = query.orderBy(term, direction);
  const rows = await query.limit(limit).offset(offset).execute();
  return rows.map((row) => row.id);
}

export function firstPictureIdOfProduct() {
  return expressionBuilder<Database & { p: ProductTable }, 'p'>()
    .selectFrom('product_picture as first')
    .select('first.id')
    .whereRef('first.product_id', '=', 'p.id')
    .orderBy('first.display_order')
    .orderBy('first.id')
    .limit(1);
}

function orderableCombinationsOfProduct() {
  const eb = expressionBuilder<Database & { p: ProductTable }, 'p'>();
  return eb
    .case()
    .when('p.manage_inventory_method', '=', 'combinations')
    .then(
      eb
        .selectFrom('product_attribute_combination as pac')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('pac.product_id', '=', 'p.id')
        .where((inner) =>
          inner.or([inner('pac.stock_quantity', '>', 0), inner('pac.allow_out_of_stock_orders', '=', 1)]),
        ),
    )
    .else(0)
    .end()
    .as('orderable_combinations');
}

const OVERVIEW_PRODUCT_COLUMNS = [
  'p.id',
  'p.name',
  'p.short_description',
  'p.price',
  'p.old_price',
  'p.manage_inventory_method',
  'p.stock_quantity',
  'p.backorder_mode',
  'p.approved_rating_sum',
  'p.approved_total_reviews',
] as const;

function productOverviewQuery(db: Kysely<Database>) {
  return db
    .selectFrom('product as p')
    .leftJoin('manufacturer as m', (join) => join.onRef('m.id', '=', 'p.manufacturer_id').on('m.published', '=', 1))
    .leftJoin('product_picture as pp', (join) => join.on((eb) => eb('pp.id', '=', firstPictureIdOfProduct())))
    .leftJoin('picture as pic', 'pic.id', 'pp.picture_id')
    .select([
      ...OVERVIEW_PRODUCT_COLUMNS,
      'm.name as brand_name',
      'pic.id as picture_id',
      'pic.seo_filename as picture_seo_filename',
    ])
    .select(orderableCombinationsOfProduct());
}

export function listProductOverviews(
  db: Kysely<Database>,
  options: { filter: ProductFilter; order: ProductOrder; limit: number; offset: number },
) {
  let query = productOverviewQuery(db).where(productConditions(options.filter));
  for (const [term, direction] of productOrderTerms(options.order)) query = query.orderBy(term, direction);
  return query.limit(options.limit).offset(options.offset).execute();
}
export type ProductOverviewRow = Awaited<ReturnType<typeof listProductOverviews>>[number];
export type ListedOverviewRow = Omit<ProductOverviewRow, 'brand_name'>;

export async function findProductOverviews(
  db: Kysely<Database>,
  ids: readonly number[],
  options: { unpublished?: boolean } = {},
): Promise<ProductOverviewRow[]> {
  if (ids.length === 0) return [];
  return (options.unpublished ? overviewsOfAnyProducts : overviewsOfPublishedProducts)(db, ids);
}
const overviewsOfPublishedProducts = fixedQuery((db, ids: readonly number[]) =>
  productOverviewQuery(db).where('p.id', 'in', ids).where('p.deleted', '=', 0).where('p.published', '=', 1),
);
const overviewsOfAnyProducts = fixedQuery((db, ids: readonly number[]) =>
  productOverviewQuery(db).where('p.id', 'in', ids).where('p.deleted', '=', 0),
);

export function listedProducts(db: Kysely<Database>, filter: ProductFilter) {
  const listing = categoryListingConditions(filter);
  return listing
    ? db
        .selectFrom('category_listing as cl')
        .select(['cl.product_id as id', 'cl.price', 'cl.manufacturer_id'])
        .where(listing)
    : db.selectFrom('product as p').select(['p.id', 'p.price', 'p.manufacturer_id']).where(productConditions(filter));
}

export async function countProducts(db: Kysely<Database>, filter: ProductFilter): Promise<number> {
  if (isPlainListing(filter)) {
    const { categoryId, subcategories } = filter.listedIn;
    const [counted] = await plainListingCounts[subcategories ? 'withSubcategories' : 'direct'](db, categoryId);
    return Number(counted?.count ?? 0);
  }
  const row = await db
    .selectFrom(listedProducts(db, filter).as('lp'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Only the columns the product page shows: every column read is a value built in JavaScript. */
function publishedProductQuery(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('product as p')
    .leftJoin('manufacturer as m', (join) => join.onRef('m.id', '=', 'p.manufacturer_id').on('m.published', '=', 1))
    .leftJoin('picture as mpic', 'mpic.id', 'm.picture_id')
    .select([
      'p.id',
      'p.name',
      'p.sku',
      'p.short_description',
      'p.full_description',
      'p.price',
      'p.old_price',
      'p.manage_inventory_method',
      'p.stock_quantity',
      'p.backorder_mode',
      'p.order_minimum_quantity',
      'p.order_maximum_quantity',
      'p.allowed_quantities',
      'p.disable_buy_button',
      'p.disable_wishlist_button',
      'p.approved_rating_sum',
      'p.approved_total_reviews',
    ])
    .select([
      'm.id as brand_id',
      'm.name as brand_name',
      'm.picture_id as brand_picture_id',
      'mpic.seo_filename as brand_picture_seo',
    ])
    .where('p.id', '=', id)
    .where('p.published', '=', 1)
    .where('p.deleted', '=', 0);
}

const publishedProduct = fixedQuery(publishedProductQuery);
export async function findPublishedProduct(db: Kysely<Database>, id: number) {
  return (await publishedProduct(db, id))[0];
}
export type ProductDetailsRow = NonNullable<Awaited<ReturnType<typeof findPublishedProduct>>>;

/** A JSON row list's aggregate: SQLite's JSON text, or PostgreSQL's json as node-pg parses it (null for no rows). */
export type JsonRows = string | unknown[][] | null;

interface JsonRowList<Row> {
  columns: readonly string[];
  /** The aggregate's own ORDER BY: a list aggregated from an ordered subquery has no guaranteed order. */
  orderBy: readonly string[];
  toRow: (values: unknown[]) => Row;
}

/** PostgreSQL writes bigint (money) as JSON numbers, so both databases give numbers back. */
function jsonAggregate(db: Kysely<Database>, list: JsonRowList<unknown>): RawBuilder<JsonRows> {
  const values = sql.join(list.columns.map((column) => sql.ref(column)));
  const order = sql.join(list.orderBy.map((column) => sql.ref(column)));
  return isPostgres(db)
    ? sql<JsonRows>`json_agg(json_build_array(${values}) order by ${order})`
    : sql<JsonRows>`json_group_array(json_array(${values}) order by ${order})`;
}

function jsonRows<Row>(list: JsonRowList<Row>, value: JsonRows): Row[] {
  if (value === null) return [];
  const tuples = typeof value === 'string' ? (JSON.parse(value) as unknown[][]) : value;
  return tuples.map(list.toRow);
}

export interface ProductPictureRow {
  id: number;
  seo_filename: string;
  alt_text: string;
}
export interface ProductCategoryRow {
  id: number;
  name: string;
}
export interface ProductSpecificationRow {
  attribute_name: string;
  option_name: string;
  custom_value: string | null;
}

export const MAX_RELATED_PRODUCTS = 10;

/** Aliased `p` for the overview's expressions: it hides the page's product, which this subquery does not use. */
function relatedOverviewsQuery(db: Kysely<Database>, id: number) {
  let query = db
    .selectFrom('related_product as rp')
    .innerJoin('product as p', 'p.id', 'rp.related_product_id')
    .leftJoin('product_picture as pp', (join) => join.on((eb) => eb('pp.id', '=', firstPictureIdOfProduct())))
    .leftJoin('picture as pic', 'pic.id', 'pp.picture_id')
    .select([...OVERVIEW_PRODUCT_COLUMNS, 'pic.id as picture_id', 'pic.seo_filename as picture_seo_filename'])
    .select(orderableCombinationsOfProduct())
    .select('rp.display_order as related_order')
    .where('rp.product_id', '=', id)
    .where('p.published', '=', 1)
    .where('p.deleted', '=', 0);
  // Not the position index: SQLite would walk the whole catalogue to find a few related products.
  for (const [term, direction] of productOrderTermsSorted('position')) query = query.orderBy(term, direction);
  return query.limit(MAX_RELATED_PRODUCTS);
}

const pictureList: JsonRowList<ProductPictureRow> = {
  columns: ['pic.id', 'pic.seo_filename', 'pic.alt_text'],
  orderBy: ['pp.display_order', 'pp.id'],
  toRow: (v) => ({ id: v[0], seo_filename: v[1], alt_text: v[2] }) as ProductPictureRow,
};
const categoryList: JsonRowList<ProductCategoryRow> = {
  columns: ['c.id', 'c.name'],
  orderBy: ['pc.display_order', 'c.id'],
  toRow: (v) => ({ id: v[0], name: v[1] }) as ProductCategoryRow,
};
const specificationList: JsonRowList<ProductSpecificationRow> = {
  columns: ['sa.name', 'o.name', 'psa.custom_value'],
  orderBy: ['psa.display_order', 'sa.display_order', 'psa.id'],
  toRow: (v) => ({ attribute_name: v[0], option_name: v[1], custom_value: v[2] }) as ProductSpecificationRow,
};
const attributeMappingList: JsonRowList<AttributeMappingRow> = {
  columns: ['pam.id', 'pa.name', 'pam.text_prompt', 'pam.is_required', 'pam.control_type'],
  orderBy: ['pam.display_order', 'pam.id'],
  toRow: (v) =>
    ({ id: v[0], name: v[1], text_prompt: v[2], is_required: v[3], control_type: v[4] }) as AttributeMappingRow,
};
const attributeValueList: JsonRowList<AttributeValueRow> = {
  columns: [
    'v.id',
    'v.mapping_id',
    'v.name',
    'v.color_squares_rgb',
    'v.price_adjustment',
    'v.is_pre_selected',
    'v.picture_id',
    'pic.seo_filename',
  ],
  orderBy: ['v.display_order', 'v.id'],
  toRow: (v) =>
    ({
      id: v[0],
      mapping_id: v[1],
      name: v[2],
      color_squares_rgb: v[3],
      price_adjustment: v[4],
      is_pre_selected: v[5],
      picture_id: v[6],
      picture_seo_filename: v[7],
    }) as AttributeValueRow,
};
export function attributeMappingsOfProduct(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('product_attribute_mapping as pam')
    .innerJoin('product_attribute as pa', 'pa.id', 'pam.product_attribute_id')
    .select(jsonAggregate(db, attributeMappingList).as('list'))
    .where('pam.product_id', '=', id)
    .as('attribute_mappings');
}

export function attributeValuesOfProduct(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('product_attribute_value as v')
    .innerJoin('product_attribute_mapping as pam', 'pam.id', 'v.mapping_id')
    .leftJoin('picture as pic', 'pic.id', 'v.picture_id')
    .select(jsonAggregate(db, attributeValueList).as('list'))
    .where('pam.product_id', '=', id)
    .as('attribute_values');
}

export function readAttributeMappings(value: JsonRows): AttributeMappingRow[] {
  return jsonRows(attributeMappingList, value);
}

export function readAttributeValues(value: JsonRows): AttributeValueRow[] {
  return jsonRows(attributeValueList, value);
}

const relatedOverviewList: JsonRowList<ListedOverviewRow> = {
  columns: [
    ...OVERVIEW_PRODUCT_COLUMNS.map((column) => `r.${column.slice('p.'.length)}`),
    'r.picture_id',
    'r.picture_seo_filename',
    'r.orderable_combinations',
  ],
  orderBy: ['r.related_order', 'r.id'],
  toRow: (v) =>
    ({
      id: v[0],
      name: v[1],
      short_description: v[2],
      price: v[3],
      old_price: v[4],
      manage_inventory_method: v[5],
      stock_quantity: v[6],
      backorder_mode: v[7],
      approved_rating_sum: v[8],
      approved_total_reviews: v[9],
      picture_id: v[10],
      picture_seo_filename: v[11],
      orderable_combinations: v[12],
    }) as ListedOverviewRow,
};

/** Each list an uncorrelated subquery (ADR 0055). */
const productPage = fixedQuery((db, id: number) =>
  publishedProductQuery(db, id)
    .select(orderableCombinationsOfProduct())
    .select(
      db
        .selectFrom('product_picture as pp')
        .innerJoin('picture as pic', 'pic.id', 'pp.picture_id')
        .select(jsonAggregate(db, pictureList).as('list'))
        .where('pp.product_id', '=', id)
        .as('pictures'),
    )
    .select(
      db
        .selectFrom('product_category as pc')
        .innerJoin('category as c', 'c.id', 'pc.category_id')
        .select(jsonAggregate(db, categoryList).as('list'))
        .where('pc.product_id', '=', id)
        .where('c.published', '=', 1)
        .as('categories'),
    )
    .select(
      db
        .selectFrom('product_specification_attribute as psa')
        .innerJoin('specification_attribute_option as o', 'o.id', 'psa.specification_attribute_option_id')
        .innerJoin('specification_attribute as sa', 'sa.id', 'o.specification_attribute_id')
        .select(jsonAggregate(db, specificationList).as('list'))
        .where('psa.product_id', '=', id)
        .where('psa.show_on_product_page', '=', 1)
        .as('specifications'),
    )
    .select(attributeMappingsOfProduct(db, id))
    .select(attributeValuesOfProduct(db, id))
    .select(
      db
        .selectFrom(relatedOverviewsQuery(db, id).as('r'))
        .select(jsonAggregate(db, relatedOverviewList).as('list'))
        .as('related'),
    ),
);

export interface ProductPage {
  product: ProductDetailsRow;
  orderableCombinations: number;
  pictures: ProductPictureRow[];
  categories: ProductCategoryRow[];
  specifications: ProductSpecificationRow[];
  attributeMappings: AttributeMappingRow[];
  attributeValues: AttributeValueRow[];
  related: ListedOverviewRow[];
}

export async function findProductPage(db: Kysely<Database>, id: number): Promise<ProductPage | undefined> {
  const [row] = await productPage(db, id);
  if (!row) return undefined;
  const {
    orderable_combinations,
    pictures,
    categories,
    specifications,
    attribute_mappings,
    attribute_values,
    related,
    ...product
  } = row;
  return {
    product,
    orderableCombinations: Number(orderable_combinations ?? 0),
    pictures: jsonRows(pictureList, pictures),
    categories: jsonRows(categoryList, categories),
    specifications: jsonRows(specificationList, specifications),
    attributeMappings: readAttributeMappings(attribute_mappings),
    attributeValues: readAttributeValues(attribute_values),
    related: jsonRows(relatedOverviewList, related),
  };
}

const productAttributeMappings = fixedQuery((db, productId: number) =>
  db
    .selectFrom('product_attribute_mapping as pam')
    .innerJoin('product_attribute as pa', 'pa.id', 'pam.product_attribute_id')
    .select(['pam.id', 'pa.name', 'pam.text_prompt', 'pam.is_required', 'pam.control_type'])
    .where('pam.product_id', '=', productId)
    .orderBy('pam.display_order')
    .orderBy('pam.id'),
);
export function listProductAttributeMappings(db: Kysely<Database>, productId: number) {
  return productAttributeMappings(db, productId);
}
export type AttributeMappingRow = Awaited<ReturnType<typeof listProductAttributeMappings>>[number];

const productAttributeValues = fixedQuery((db, productId: number) =>
  db
    .selectFrom('product_attribute_value as v')
    .innerJoin('product_attribute_mapping as pam', 'pam.id', 'v.mapping_id')
    .leftJoin('picture as pic', 'pic.id', 'v.picture_id')
    .select([
      'v.id',
      'v.mapping_id',
      'v.name',
      'v.color_squares_rgb',
      'v.price_adjustment',
      'v.is_pre_selected',
      'v.picture_id',
      'pic.seo_filename as picture_seo_filename',
    ])
    .where('pam.product_id', '=', productId)
    .orderBy('v.display_order')
    .orderBy('v.id'),
);
export function listProductAttributeValues(db: Kysely<Database>, productId: number) {
  return productAttributeValues(db, productId);
}
export type AttributeValueRow = Awaited<ReturnType<typeof listProductAttributeValues>>[number];

const attributeCombination = fixedQuery((db, productId: number, attributesKey: string) =>
  db
    .selectFrom('product_attribute_combination as pac')
    .leftJoin('picture as pic', 'pic.id', 'pac.picture_id')
    .select([
      'pac.id',
      'pac.sku',
      'pac.stock_quantity',
      'pac.allow_out_of_stock_orders',
      'pac.overridden_price',
      'pac.picture_id',
      'pic.seo_filename as picture_seo_filename',
    ])
    .where('pac.product_id', '=', productId)
    .where('pac.attributes_key', '=', attributesKey),
);
export async function findAttributeCombination(db: Kysely<Database>, productId: number, attributesKey: string) {
  return (await attributeCombination(db, productId, attributesKey))[0];
}

const orderableCombinations = fixedQuery((db, productId: number) =>
  db
    .selectFrom('product_attribute_combination')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('product_id', '=', productId)
    .where((eb) => eb.or([eb('stock_quantity', '>', 0), eb('allow_out_of_stock_orders', '=', 1)])),
);
export async function countOrderableCombinations(db: Kysely<Database>, productId: number): Promise<number> {
  const [row] = await orderableCombinations(db, productId);
  return Number(row?.count ?? 0);
}

const productStockRow = fixedQuery((db, id: number) =>
  db
    .selectFrom('product')
    .select(['id', 'name', 'stock_quantity', 'manage_inventory_method'])
    .where('id', '=', id)
    .where('deleted', '=', 0),
);
export async function findProductStock(db: Kysely<Database>, id: number) {
  return (await productStockRow(db, id))[0];
}

export async function updateProductStock(
  db: Kysely<Database>,
  id: number,
  quantity: number,
  now: string,
): Promise<void> {
  await db.updateTable('product').set({ stock_quantity: quantity, updated_at: now }).where('id', '=', id).execute();
}
