import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

/** The import being looked at lives in the address: a reload or a link comes back to its progress. */
export interface ImportsSearch {
  id?: number;
}

export function parseImportsSearch(search: Record<string, unknown>): ImportsSearch {
  const id = Number(search.id);
  return Number.isInteger(id) && id > 0 ? { id } : {};
}

export const importsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/catalogue/import',
  validateSearch: parseImportsSearch,
  beforeLoad: requirePermission('catalogue.importExport'),
  component: lazyRouteComponent(() => import('./imports-page'), 'ImportsPage'),
});
