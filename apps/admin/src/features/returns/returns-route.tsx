import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AdminReturnStatus } from '@sabad/contract/admin';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';
import { RETURN_STATUSES } from './strings';

/** The queue's filter lives in the address: the dashboard's tile links to `/returns?status=Pending`. */
export interface ReturnsSearch {
  page?: number;
  status?: AdminReturnStatus;
}

export function parseReturnsSearch(search: Record<string, unknown>): ReturnsSearch {
  const page = Number(search.page);
  const parsed: ReturnsSearch = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: RETURN_STATUSES.find((status) => status === search.status),
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

export const returnsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/returns',
  validateSearch: parseReturnsSearch,
  beforeLoad: requirePermission('returns.view'),
  component: lazyRouteComponent(() => import('./returns-page'), 'ReturnsPage'),
});

export const returnRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/returns/$returnId',
  params: {
    parse: (params: { returnId: string }) => ({ returnId: Number(params.returnId) }),
    stringify: (params: { returnId: number }) => ({ returnId: String(params.returnId) }),
  },
  beforeLoad: requirePermission('returns.view'),
  component: lazyRouteComponent(() => import('./return-page'), 'ReturnPage'),
});
