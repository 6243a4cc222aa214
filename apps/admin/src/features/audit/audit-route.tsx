import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { STAFF_AREAS, type StaffArea } from '@sabad/contract/admin/permissions';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

/** The audit log's filter lives in the address, so a link (an order's trail, a bookmark) opens the same list. */
export interface AuditSearch {
  page?: number;
  staffId?: number;
  area?: StaffArea;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim()
    ? value.trim().slice(0, 50)
    : typeof value === 'number'
      ? String(value)
      : undefined;
}

export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  const area = STAFF_AREAS.find((a) => a === search.area);
  const parsed: AuditSearch = {
    page: positive(search.page),
    staffId: positive(search.staffId),
    area,
    entityType: text(search.entityType),
    entityId: text(search.entityId),
    from: typeof search.from === 'string' && DAY.test(search.from) ? search.from : undefined,
    to: typeof search.to === 'string' && DAY.test(search.to) ? search.to : undefined,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

export const auditLogRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/audit-log',
  validateSearch: parseAuditSearch,
  beforeLoad: requirePermission('staff.view'),
  component: lazyRouteComponent(() => import('./audit-log-page'), 'AuditLogPage'),
});
