/**
 * How product lists are ordered, in one place for the catalogue and the search ranking: the
 * requested sort, then the product id (newest first for 'newest') so that paging is stable.
 * Expects the product table aliased `p`.
 */
import { sql, type Expression } from 'kysely';

export type ProductOrder = 'position' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc' | 'newest' | 'best-selling';

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
