import type { AdminRouteTable } from './route-def.js';

/** The admin API's dashboard routes (schemas beside them in ./dashboard.ts when there are any). */
export const adminDashboardRoutes = {} as const satisfies AdminRouteTable;
