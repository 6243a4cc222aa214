import type { AdminRouteTable } from './route-def.js';

/** The admin API's staff routes (schemas beside them in ./staff.ts when there are any). */
export const adminStaffRoutes = {} as const satisfies AdminRouteTable;
