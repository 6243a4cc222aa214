import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';
import { parseReportsSearch } from './reports-search';

export const reportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/reports',
  validateSearch: parseReportsSearch,
  beforeLoad: requirePermission('reports.view'),
  component: lazyRouteComponent(() => import('./reports-page'), 'ReportsPage'),
});
