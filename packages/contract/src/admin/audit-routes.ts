import type { AdminRouteTable } from './route-def.js';

/** The admin API's audit routes (schemas beside them in ./audit.ts when there are any). */
export const adminAuditRoutes = {} as const satisfies AdminRouteTable;
