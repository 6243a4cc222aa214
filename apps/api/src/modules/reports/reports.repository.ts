// The reports' reads. Each walks the orders of a range through customer_order_created_idx (created_at,
// order_status, order_total: ADR 0068) and reaches the lines by order_item_order_idx, so no report needs an
// index of its own; "sales" are orders not cancelled, as the dashboard counts them.
import { sql, type Kysely } from 'kysely';
import { LOW_STOCK_LINE } from '@sabad/contract/admin';
import { ORDER_STATUS } from '@sabad/contract';
import type { Database } from '../../db/schema.js';

export interface InstantRange {
  /** The first instant in the range and the first after it (ISO, as created_at holds them). */
  start: string;
  end: string;
}

const sold = (db: Kysely<Database>, range: InstantRange) =>
  db
    .selectFrom('customer_order as o')
    .where('o.created_at', '>=', range.start)
    .where('o.created_at', '<', range.end)
    .where('o.order_status', '!=', ORDER_STATUS.Cancelled);

/**
 * The range's sales added up per half hour of UTC, oldest first: every Tehran day starts on a half hour
 * (+03:30, and +04:30 in the summers up to 2022), so each slot falls wholly in one period, and a year is
 * at most 17,568 rows to the service instead of one per order.
 */
export async function readSalesBySlot(db: Kysely<Database>, range: InstantRange) {
  // created_at is ISO text ("2026-11-28T20:45:12.345Z"): the hour's prefix and whether the minute is 30 or more.
  const at = sql.ref('o.created_at');
  const slot = sql<string>`substr(${at}, 1, 14) || case when substr(${at}, 15, 2) >= '30' then '30' else '00' end`;
  const rows = await sold(db, range)
    .select((eb) => [
      slot.as('slot'),
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('o.order_total').as('total'),
      eb.fn.sum<number | string>('o.tax').as('tax'),
    ])
    .groupBy(slot)
    .orderBy('slot')
    .execute();
  return rows.map((row) => ({
    start: `${row.slot}:00.000Z`,
    orders: Number(row.orders),
    totalRial: Number(row.total),
    taxRial: Number(row.tax),
  }));
}

export async function readBestsellers(
  db: Kysely<Database>,
  range: InstantRange,
  options: { by: 'quantity' | 'amount'; limit: number },
) {
  const totals = sold(db, range)
    .innerJoin('order_item as i', 'i.order_id', 'o.id')
    .select((eb) => [
      'i.product_id',
      eb.fn.sum<number | string>('i.quantity').as('quantity'),
      eb.fn.sum<number | string>('i.line_total').as('amount'),
      eb.fn.max('i.product_name').as('sold_name'),
      eb.fn.max('i.sku').as('sold_sku'),
    ])
    .groupBy('i.product_id');
  const [first, second] =
    options.by === 'quantity' ? (['quantity', 'amount'] as const) : (['amount', 'quantity'] as const);
  const rows = await db
    .selectFrom(totals.as('t'))
    // The product's name today (it may have been renamed since); the name sold under if it is gone.
    .leftJoin('product as p', 'p.id', 't.product_id')
    .select(['t.product_id', 't.quantity', 't.amount', 't.sold_name', 't.sold_sku', 'p.name', 'p.sku'])
    .orderBy(`t.${first}`, 'desc')
    .orderBy(`t.${second}`, 'desc')
    .orderBy('t.product_id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name ?? row.sold_name,
    sku: row.sku ?? row.sold_sku ?? '',
    quantity: Number(row.quantity),
    amountRial: Number(row.amount),
  }));
}

/** Published products whose own stock is low, and combinations of products that keep stock per combination. */
export async function readLowStock(db: Kysely<Database>, limit: number) {
  const own = db
    .selectFrom('product as p')
    .select(['p.id as product_id', 'p.name', 'p.sku', sql<string>`''`.as('combination'), 'p.stock_quantity as stock'])
    .where('p.deleted', '=', 0)
    .where('p.published', '=', 1)
    .where('p.manage_inventory_method', '=', 'product')
    .where('p.stock_quantity', '<=', LOW_STOCK_LINE);
  const combinations = db
    .selectFrom('product_attribute_combination as c')
    .innerJoin('product as p', 'p.id', 'c.product_id')
    .select([
      'p.id as product_id',
      'p.name',
      sql<string>`coalesce(${sql.ref('c.sku')}, ${sql.ref('p.sku')})`.as('sku'),
      'c.attributes_key as combination',
      'c.stock_quantity as stock',
    ])
    .where('p.deleted', '=', 0)
    .where('p.published', '=', 1)
    .where('p.manage_inventory_method', '=', 'combinations')
    .where('c.stock_quantity', '<=', LOW_STOCK_LINE);
  const all = own.unionAll(combinations);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(all.as('l'))
      .selectAll()
      .orderBy('l.stock')
      .orderBy('l.name')
      .orderBy('l.product_id')
      .limit(limit)
      .execute(),
    db
      .selectFrom(all.as('l'))
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const names = await valueNames(
    db,
    rows.flatMap((row) => parseKey(row.combination).flatMap((part) => part.valueIds)),
  );
  return {
    rows: rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      sku: row.sku ?? '',
      combination: describeKey(row.combination, names),
      stock: Number(row.stock),
    })),
    total: Number(count.count),
  };
}

// A combination's key is "mappingId:valueId[+valueId]" joined by ";" (catalog's canonical key).
function parseKey(key: string): Array<{ valueIds: number[] }> {
  if (!key) return [];
  return key.split(';').map((part) => ({
    valueIds: (part.split(':')[1] ?? '').split('+').map(Number).filter(Number.isInteger),
  }));
}

async function valueNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_attribute_value as v')
    .innerJoin('product_attribute_mapping as m', 'm.id', 'v.mapping_id')
    .innerJoin('product_attribute as a', 'a.id', 'm.product_attribute_id')
    .select(['v.id', 'v.name', 'a.name as attribute'])
    .where('v.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.attribute}: ${row.name}`]));
}

/** «رنگ: قرمز، اندازه: بزرگ», as the shopper chose it. */
function describeKey(key: string, names: Map<number, string>): string {
  return parseKey(key)
    .flatMap((part) => part.valueIds.map((id) => names.get(id) ?? String(id)))
    .join('، ');
}

// The products sold in the range, read once through the range's orders (a set), rather than a look-up of
// order_item by product for each of 100,000 products, which would need an index order_item does not have.
const neverSold = (db: Kysely<Database>, range: InstantRange) =>
  db
    .selectFrom('product as p')
    .where('p.deleted', '=', 0)
    .where('p.id', 'not in', sold(db, range).innerJoin('order_item as i', 'i.order_id', 'o.id').select('i.product_id'));

/** A page of the never-sold products after `afterId`, by id (the CSV walks them all this way). */
export async function readNeverSold(db: Kysely<Database>, range: InstantRange, afterId: number, limit: number) {
  const rows = await neverSold(db, range)
    .select(['p.id', 'p.name', 'p.sku', 'p.price', 'p.stock_quantity', 'p.published'])
    .where('p.id', '>', afterId)
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    sku: row.sku,
    priceRial: Number(row.price),
    stock: row.stock_quantity,
    published: row.published === 1,
  }));
}

export async function countNeverSold(db: Kysely<Database>, range: InstantRange): Promise<number> {
  const row = await neverSold(db, range)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function readTopCustomers(db: Kysely<Database>, range: InstantRange, limit: number) {
  const totals = sold(db, range)
    .select((eb) => [
      'o.customer_id',
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('o.order_total').as('total'),
    ])
    .groupBy('o.customer_id');
  const rows = await db
    .selectFrom(totals.as('t'))
    .innerJoin('customer as c', 'c.id', 't.customer_id')
    .select([
      't.customer_id',
      't.orders',
      't.total',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.mobile',
      'c.is_guest',
    ])
    .orderBy('t.total', 'desc')
    .orderBy('t.customer_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    customerId: row.customer_id,
    name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    email: row.email,
    mobile: row.mobile,
    isGuest: row.is_guest === 1,
    orders: Number(row.orders),
    totalRial: Number(row.total),
  }));
}
