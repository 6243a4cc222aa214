import { auditLogRoute } from '@/features/audit/audit-route';
import { brandsRoute, categoriesRoute } from '@/features/categories/categories-route';
import { customerRoute, customersRoute } from '@/features/customers/customers-route';
import { importsRoute } from '@/features/imports/imports-route';
import { moderationRoute } from '@/features/moderation/moderation-route';
import {
  blogPostRoute,
  blogRoute,
  contactRoute,
  newBlogPostRoute,
  topicRoute,
  topicsRoute,
} from '@/features/content/content-route';
import { settingsGroupRoute, settingsRoute } from '@/features/settings/settings-route';
import { productEditorRoutes } from '@/features/products/products-route';
import { productGridRoute } from '@/features/product-grid/product-grid-route';
import { returnRoute, returnsRoute } from '@/features/returns/returns-route';
import { dashboardRoute } from '@/features/dashboard/dashboard-route';
import { orderPrintRoute, orderRoute, ordersRoute } from '@/features/orders/orders-route';
import { reportsRoute } from '@/features/reports/reports-route';
import { promotionRoutes } from '@/features/promotions/promotions-route';

/**
 * The pages inside the shell, one line per feature: each feature makes its routes with
 * `getParentRoute: () => shellRoute` (app/shell-route.tsx), loads its page lazily and adds its menu
 * line to app/menu.ts. The dashboard replaces `homeRoute`.
 */
export const featureRoutes = [
  dashboardRoute,
  ordersRoute,
  orderRoute,
  orderPrintRoute,
  auditLogRoute,
  customersRoute,
  customerRoute,
  returnsRoute,
  returnRoute,
  moderationRoute,
  blogRoute,
  newBlogPostRoute,
  blogPostRoute,
  topicsRoute,
  topicRoute,
  contactRoute,
  settingsRoute,
  settingsGroupRoute,
  productGridRoute,
  ...productEditorRoutes,
  importsRoute,
  categoriesRoute,
  brandsRoute,
  reportsRoute,
  ...promotionRoutes,
] as const;
