import type { AdminRouteTable } from './route-def.js';

/** The admin API's moderation routes (schemas beside them in ./moderation.ts when there are any). */
export const adminModerationRoutes = {} as const satisfies AdminRouteTable;
