import type { AdminRouteTable } from './route-def.js';

/** The admin API's returns routes (schemas beside them in ./returns.ts when there are any). */
export const adminReturnRoutes = {} as const satisfies AdminRouteTable;
