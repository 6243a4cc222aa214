import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

/** Which item the page edits, in the address: `id` an existing one, `parent` a new one under it (0: top). */
export interface ItemSearch {
  id?: number;
  parent?: number;
}

export function parseItemSearch(search: Record<string, unknown>): ItemSearch {
  const id = Number(search.id);
  const parent = Number(search.parent);
  if (Number.isInteger(id) && id > 0) return { id };
  if (Number.isInteger(parent) && parent >= 0 && search.parent !== undefined) return { parent };
  return {};
}

export const categoriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/catalogue/categories',
  validateSearch: parseItemSearch,
  beforeLoad: requirePermission('catalogue.view'),
  component: lazyRouteComponent(() => import('./categories-page'), 'CategoriesPage'),
});

export const brandsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/catalogue/brands',
  validateSearch: parseItemSearch,
  beforeLoad: requirePermission('catalogue.view'),
  component: lazyRouteComponent(() => import('./brands-page'), 'BrandsPage'),
});
