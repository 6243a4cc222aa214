/**
 * How product lists are ordered, in one place for the catalogue and the search ranking: the
 * requested sort, then the product id (newest first for 'newest') so that paging is stable.
 * Expects the product table aliased `p`.
 */
import { sql, type Expression } from 'kysely';

export type ProductOrder =
  'position' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc' | 'newest' | 'best-selling';

const sortKeys: Record<ProductOrder, [column: string, direction: 'asc' | 'desc']> = {
  position: ['p.display_order', 'asc'],
  'name-asc': ['p.name', 'asc'],
  'name-desc': ['p.name', 'desc'],
  'price-asc': ['p.price', 'asc'],
  'price-desc': ['p.price', 'desc'],
  newest: ['p.created_at', 'desc'],
  'best-selling': ['p.sold_count', 'desc'],
};

/** The ORDER BY terms of a product list, in order. */
export function productOrderTerms(order: ProductOrder): Array<[Expression<unknown>, 'asc' | 'desc']> {
  const [column, direction] = sortKeys[order];
  return [
    [sql.ref(column), direction],
    [sql.ref('p.id'), order === 'newest' ? 'desc' : 'asc'],
  ];
}

/** The sort column of an order (`p.…`) and its direction, and the direction of the id tie-break. */
export function productSortKey(order: ProductOrder): {
  column: string;
  direction: 'asc' | 'desc';
  idDirection: 'asc' | 'desc';
} {
  const [column, direction] = sortKeys[order];
  return { column, direction, idDirection: order === 'newest' ? 'desc' : 'asc' };
}

/**
 * The same order as productOrderTerms through expressions no index matches (`price + 0`,
 * `name || ''`): the database then sorts the list's own products instead of walking the whole
 * catalogue in sort order. A walk stops early only when the list's products are spread evenly
 * through the order, and they seldom are: a category's names share words and its prices a range.
 */
export function productOrderTermsSorted(order: ProductOrder): Array<[Expression<unknown>, 'asc' | 'desc']> {
  const { column, direction, idDirection } = productSortKey(order);
  const textual = column === 'p.name' || column === 'p.created_at';
  const unindexed = textual ? sql`${sql.ref(column)} || ''` : sql`${sql.ref(column)} + 0`;
  return [
    [unindexed, direction],
    [sql.ref('p.id'), idDirection],
  ];
}
