import type { AdminRouteTable } from './route-def.js';

/** The admin API's customers routes (schemas beside them in ./customers.ts when there are any). */
export const adminCustomerRoutes = {} as const satisfies AdminRouteTable;
