import type { z } from 'zod';
import type { AdminRouteDef } from './route-def.js';
import { adminAuthRoutes } from './auth-routes.js';
import { adminStaffRoutes } from './staff-routes.js';
import { adminAuditRoutes } from './audit-routes.js';
import { adminOrderRoutes } from './orders-routes.js';
import { adminDashboardRoutes } from './dashboard-routes.js';
import { adminCustomerRoutes } from './customers-routes.js';
import { adminReturnRoutes } from './returns-routes.js';
import { adminModerationRoutes } from './moderation-routes.js';
import { adminProductRoutes } from './products-routes.js';
import { adminProductGridRoutes } from './product-grid-routes.js';
import { adminCategoryRoutes } from './categories-routes.js';
import { adminImportRoutes } from './imports-routes.js';
import { adminContentRoutes } from './content-routes.js';
import { adminSettingsRoutes } from './settings-routes.js';
import { adminReportRoutes } from './reports-routes.js';
import { adminExportRoutes } from './exports-routes.js';
import { adminPromotionRoutes } from './promotions-routes.js';

/**
 * The admin API's route table: each area keeps its routes in its own file; this joins them. The
 * server registers exactly these, the OpenAPI document lists them, and the access-matrix and audit
 * tests are generated from them.
 */
export const adminRoutes = {
  ...adminAuthRoutes,
  ...adminStaffRoutes,
  ...adminAuditRoutes,
  ...adminOrderRoutes,
  ...adminDashboardRoutes,
  ...adminCustomerRoutes,
  ...adminReturnRoutes,
  ...adminModerationRoutes,
  ...adminProductRoutes,
  ...adminProductGridRoutes,
  ...adminCategoryRoutes,
  ...adminImportRoutes,
  ...adminContentRoutes,
  ...adminSettingsRoutes,
  ...adminReportRoutes,
  ...adminExportRoutes,
  ...adminPromotionRoutes,
} as const satisfies Record<string, AdminRouteDef>;

export type AdminRoutes = typeof adminRoutes;
export type AdminRouteName = keyof AdminRoutes;

type Schema<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? S : never;
/** What an admin route answers, as the client receives it. */
export type AdminRouteResponse<N extends AdminRouteName> = z.output<AdminRoutes[N]['response']>;
export type AdminRouteQuery<N extends AdminRouteName> = z.input<Schema<AdminRoutes[N], 'query'>>;
export type AdminRouteBody<N extends AdminRouteName> = z.input<Schema<AdminRoutes[N], 'body'>>;
export type AdminRouteParams<N extends AdminRouteName> = z.input<Schema<AdminRoutes[N], 'params'>>;
