import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

/** The list's search lives in the address: a link or the back button opens the same list. */
export interface CustomersSearch {
  page?: number;
  q?: string;
  status?: 'active' | 'blocked';
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseCustomersSearch(search: Record<string, unknown>): CustomersSearch {
  const page = Number(search.page);
  const q =
    typeof search.q === 'string' ? search.q.trim().slice(0, 100) : typeof search.q === 'number' ? String(search.q) : '';
  const parsed: CustomersSearch = {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: q || undefined,
    status: search.status === 'active' || search.status === 'blocked' ? search.status : undefined,
    from: typeof search.from === 'string' && DAY.test(search.from) ? search.from : undefined,
    to: typeof search.to === 'string' && DAY.test(search.to) ? search.to : undefined,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

export const customersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/customers',
  validateSearch: parseCustomersSearch,
  beforeLoad: requirePermission('customers.view'),
  component: lazyRouteComponent(() => import('./customers-page'), 'CustomersPage'),
});

export const customerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/customers/$customerId',
  params: {
    parse: (params: { customerId: string }) => ({ customerId: Number(params.customerId) }),
    stringify: (params: { customerId: number }) => ({ customerId: String(params.customerId) }),
  },
  beforeLoad: requirePermission('customers.view'),
  component: lazyRouteComponent(() => import('./customer-page'), 'CustomerPage'),
});
