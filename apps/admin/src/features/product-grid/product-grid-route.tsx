import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AdminProductGridSort } from '@sabad/contract/admin';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

/** The grid's filter lives in the address: a link or the back button opens the same list. Prices in Rial. */
export interface ProductGridSearch {
  page?: number;
  q?: string;
  categoryId?: number;
  manufacturerId?: number;
  published?: 'yes' | 'no';
  stock?: 'low' | 'out';
  minPrice?: number;
  maxPrice?: number;
  sort?: AdminProductGridSort;
}

const SORTS: readonly AdminProductGridSort[] = ['newest', 'name', 'price', '-price', 'stock', '-stock'];

const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};
const nonNegative = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

export function parseProductGridSearch(search: Record<string, unknown>): ProductGridSearch {
  const page = positive(search.page);
  const q =
    typeof search.q === 'string' ? search.q.trim().slice(0, 100) : typeof search.q === 'number' ? String(search.q) : '';
  const parsed: ProductGridSearch = {
    page: page !== undefined && page > 1 ? page : undefined,
    q: q || undefined,
    categoryId: positive(search.categoryId),
    manufacturerId: positive(search.manufacturerId),
    published: search.published === 'yes' || search.published === 'no' ? search.published : undefined,
    stock: search.stock === 'low' || search.stock === 'out' ? search.stock : undefined,
    minPrice: nonNegative(search.minPrice),
    maxPrice: nonNegative(search.maxPrice),
    sort:
      SORTS.includes(search.sort as AdminProductGridSort) && search.sort !== 'newest'
        ? (search.sort as AdminProductGridSort)
        : undefined,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

export const productGridRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/catalogue/products',
  validateSearch: parseProductGridSearch,
  beforeLoad: requirePermission('catalogue.view'),
  component: lazyRouteComponent(() => import('./product-grid-page'), 'ProductGridPage'),
});
