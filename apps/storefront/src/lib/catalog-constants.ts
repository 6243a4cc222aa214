import type { PAGE_SIZE_DEFAULT, SortOrder } from '@sabad/contract';

export const PRODUCT_PAGE_SIZE: typeof PAGE_SIZE_DEFAULT = 10;

export const SORT_ORDERS = [
  'position',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'newest',
] as const satisfies readonly SortOrder[];

type MissingSortOrder = Exclude<SortOrder, (typeof SORT_ORDERS)[number]>;
const everySortOrderListed: MissingSortOrder extends never ? true : false = true;
void everySortOrderListed;

export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value);
}
