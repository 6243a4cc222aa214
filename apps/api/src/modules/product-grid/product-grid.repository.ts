// The product grid's reads and the bulk price write. The grid shows every product that is not deleted,
// published or not; the filter is the same for the list, the bulk preview and the bulk apply, so the
// three always speak of one set (ADR 0073).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { foldForSearch, toLatinDigits } from '@sabad/contract';
import { LOW_STOCK_LINE, type AdminProductGridSort } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';

/** The filter once the category is expanded to its subtree and the text folded. */
export interface GridFilter {
  /** Folded (foldForSearch): matched anywhere in `search_name`, which holds the name and the SKU. */
  text?: string;
  categoryIds?: number[];
  manufacturerId?: number;
  published?: boolean;
  stock?: 'low' | 'out';
  minPrice?: number;
  maxPrice?: number;
}

// `\` escapes LIKE's own wildcards in what staff typed; both databases take `escape '\'`.
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function foldGridText(q: string | undefined): string | undefined {
  const folded = q ? foldForSearch(toLatinDigits(q)) : '';
  return folded || undefined;
}

type ProductScope = ExpressionBuilder<Database & { p: Database['product'] }, 'p'>;

function conditions(eb: ProductScope, filter: GridFilter): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [eb('p.deleted', '=', 0)];
  if (filter.text !== undefined)
    all.push(sql<SqlBool>`p.search_name like ${`%${likeEscaped(filter.text)}%`} escape '\\'`);
  if (filter.categoryIds !== undefined) {
    // An empty subtree (an unknown category) matches nothing; `in ()` is not SQL.
    const ids = filter.categoryIds.length > 0 ? filter.categoryIds : [0];
    all.push(
      eb(
        'p.id',
        'in',
        eb.selectFrom('product_category as pc').select('pc.product_id').where('pc.category_id', 'in', ids),
      ),
    );
  }
  if (filter.manufacturerId !== undefined) all.push(eb('p.manufacturer_id', '=', filter.manufacturerId));
  if (filter.published !== undefined) all.push(eb('p.published', '=', filter.published ? 1 : 0));
  if (filter.stock !== undefined) {
    all.push(eb('p.manage_inventory_method', '=', 'product'));
    all.push(eb('p.stock_quantity', '<=', filter.stock === 'out' ? 0 : LOW_STOCK_LINE));
  }
  if (filter.minPrice !== undefined) all.push(eb('p.price', '>=', filter.minPrice));
  if (filter.maxPrice !== undefined) all.push(eb('p.price', '<=', filter.maxPrice));
  return eb.and(all);
}

const ROW_COLUMNS = [
  'p.id',
  'p.name',
  'p.sku',
  'p.price',
  'p.old_price',
  'p.stock_quantity',
  'p.manage_inventory_method',
  'p.published',
  'p.row_version',
] as const;

export type GridRow = Awaited<ReturnType<typeof findGridRow>> & {};

/** Each sort's keys, the id last so equal keys keep one order from page to page. */
const ORDER: Record<
  AdminProductGridSort,
  readonly (readonly ['id' | 'name' | 'price' | 'stock_quantity', 'asc' | 'desc'])[]
> = {
  name: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  price: [
    ['price', 'asc'],
    ['id', 'asc'],
  ],
  '-price': [
    ['price', 'desc'],
    ['id', 'desc'],
  ],
  stock: [
    ['stock_quantity', 'asc'],
    ['id', 'asc'],
  ],
  '-stock': [
    ['stock_quantity', 'desc'],
    ['id', 'desc'],
  ],
  newest: [['id', 'desc']],
};

function countRows(db: Kysely<Database>, filter: GridFilter) {
  return db
    .selectFrom('product as p')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => conditions(eb, filter))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export async function pageGridRows(
  db: Kysely<Database>,
  filter: GridFilter,
  sort: AdminProductGridSort,
  page: { offset: number; limit: number },
) {
  if (filter.text === undefined && filter.categoryIds === undefined) {
    // The other lists read an index in the sort's order and stop at the page; their count reads a
    // narrow index on its own.
    let rows = db
      .selectFrom('product as p')
      .select(ROW_COLUMNS)
      .where((eb) => conditions(eb, filter));
    for (const [column, direction] of ORDER[sort]) rows = rows.orderBy(`p.${column}`, direction);
    const [items, total] = await Promise.all([
      rows.offset(page.offset).limit(page.limit).execute(),
      countRows(db, filter),
    ]);
    return { rows: items, total };
  }
  // A category's subtree or a text search must look at every product it matches (no index gives their
  // order), so its page's ids and the total are read in one pass: the matches' ids and sort keys once
  // (materialized: PostgreSQL would otherwise walk a sort index over every product for the window), from
  // the narrow product_grid_cover_idx where the database reads it (migration 0047), then the page's rows
  // by key (ADR 0073).
  let matches = db
    .with(
      (cte) => cte('grid_match').materialized(),
      (qb) =>
        qb
          .selectFrom('product as p')
          .select(['p.id', 'p.name', 'p.price', 'p.stock_quantity'])
          .where((eb) => conditions(eb, filter)),
    )
    .selectFrom('grid_match as p')
    .select(['p.id', sql<number | string>`count(*) over ()`.as('total')]);
  for (const [column, direction] of ORDER[sort]) matches = matches.orderBy(`p.${column}`, direction);
  const ids = await matches.offset(page.offset).limit(page.limit).execute();
  // Past the last page no row carries the total: counted on its own (rare: a page link gone stale).
  if (ids.length === 0) return { rows: [], total: page.offset === 0 ? 0 : await countRows(db, filter) };
  const found = await db
    .selectFrom('product as p')
    .select(ROW_COLUMNS)
    .where(
      'p.id',
      'in',
      ids.map((row) => row.id),
    )
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  // A row deleted between the two reads is left out of the page; the total stays as counted.
  const rows = ids.flatMap((row) => byId.get(row.id) ?? []);
  return { rows, total: Number(ids[0]?.total ?? 0) };
}

export function findGridRow(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('product as p')
    .select(ROW_COLUMNS)
    .where('p.id', '=', id)
    .where('p.deleted', '=', 0)
    .executeTakeFirst();
}

/** Every product of the set, by id: what the bulk change's preview shows and its apply rewrites. */
export function listPriceSet(db: Kysely<Database>, filter: GridFilter) {
  return db
    .selectFrom('product as p')
    .select(['p.id', 'p.name', 'p.price', 'p.row_version'])
    .where((eb) => conditions(eb, filter))
    .orderBy('p.id')
    .execute();
}

export function listCategories(db: Kysely<Database>) {
  return db
    .selectFrom('category')
    .select(['id', 'name', 'parent_category_id', 'display_order'])
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

export function listManufacturers(db: Kysely<Database>) {
  return db.selectFrom('manufacturer').select(['id', 'name']).orderBy('display_order').orderBy('id').execute();
}

// 3 parameters a row: far under SQLite's and PostgreSQL's limits, few enough round trips for 10,000 rows.
const CHUNK = 1_000;

/**
 * New prices for many products in chunks of one statement each, each row only while its version is
 * the one read; answers how many rows changed (fewer than given: someone saved one in between). The
 * category listing's copy of the price follows in the same statement's chunk.
 */
export async function updatePrices(
  trx: Kysely<Database>,
  rows: readonly { id: number; price: number; version: number }[],
  now: string,
): Promise<number> {
  let changed = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    // Casts give the VALUES columns a type PostgreSQL can compare with (SQLite reads them as integers).
    const values = sql.join(
      chunk.map(
        (row) => sql`(cast(${row.id} as bigint), cast(${row.price} as bigint), cast(${row.version} as bigint))`,
      ),
    );
    // A named CTE: SQLite does not take column names on a VALUES alias, both take them on a CTE. The `in`
    // makes SQLite look each product up by its key instead of scanning the table once per chunk (4× faster
    // at 100,000 products); PostgreSQL plans the same join either way.
    const result = await sql`
      with v(id, new_price, version) as (values ${values})
      update product set price = v.new_price, row_version = product.row_version + 1, updated_at = ${now}
      from v
      where product.id in (select id from v) and product.id = v.id and product.row_version = v.version
        and product.deleted = 0
    `.execute(trx);
    changed += Number(result.numAffectedRows ?? 0);
    await sql`
      with v(id, new_price, version) as (values ${values})
      update category_listing set price = v.new_price
      from v
      where category_listing.product_id in (select id from v) and category_listing.product_id = v.id
    `.execute(trx);
  }
  return changed;
}
