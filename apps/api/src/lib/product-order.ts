// The id tie-break keeps paging stable. Expects the product table aliased `p`.
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

export function productOrderTerms(order: ProductOrder): Array<[Expression<unknown>, 'asc' | 'desc']> {
  const [column, direction] = sortKeys[order];
  return [
    [sql.ref(column), direction],
    [sql.ref('p.id'), order === 'newest' ? 'desc' : 'asc'],
  ];
}

export function productSortKey(order: ProductOrder): {
  column: string;
  direction: 'asc' | 'desc';
  idDirection: 'asc' | 'desc';
} {
  const [column, direction] = sortKeys[order];
  return { column, direction, idDirection: order === 'newest' ? 'desc' : 'asc' };
}

// Expressions no index matches make the database sort the list's own products instead of walking the catalogue.
export function productOrderTermsSorted(order: ProductOrder): Array<[Expression<unknown>, 'asc' | 'desc']> {
  const { column, direction, idDirection } = productSortKey(order);
  const textual = column === 'p.name' || column === 'p.created_at';
  const unindexed = textual ? sql`${sql.ref(column)} || ''` : sql`${sql.ref(column)} + 0`;
  return [
    [unindexed, direction],
    [sql.ref('p.id'), idDirection],
  ];
}
