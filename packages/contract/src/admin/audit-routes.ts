import type { AdminRouteTable } from './route-def.js';
import { AdminAuditPage, AdminAuditQuery } from './audit.js';

/** The audit log: who changed what, when, from where, before → after. */
export const adminAuditRoutes = {
  adminAuditLog: {
    method: 'GET',
    path: '/audit-log',
    summary: 'Audit entries filtered by staff member, area, entity and days; newest first, paged',
    tags: ['Admin: audit log'],
    access: 'staff.view',
    query: AdminAuditQuery,
    response: AdminAuditPage,
  },
} as const satisfies AdminRouteTable;
