import type { AdminRouteTable } from './route-def.js';

/** The admin API's auth routes (schemas beside them in ./auth.ts when there are any). */
export const adminAuthRoutes = {} as const satisfies AdminRouteTable;
