import type { AdminRouteTable } from './route-def.js';

/** The admin API's orders routes (schemas beside them in ./orders.ts when there are any). */
export const adminOrderRoutes = {} as const satisfies AdminRouteTable;
