import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requirePermission } from '@/app/require-permission';
import { shellRoute } from '@/app/shell-route';

export const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/settings',
  beforeLoad: requirePermission('settings.view'),
  component: lazyRouteComponent(() => import('./settings-page'), 'SettingsPage'),
});

/** One group's form; `shipping` and `courier` also hold the methods' rates and the time ranges. */
export const settingsGroupRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/settings/$group',
  beforeLoad: requirePermission('settings.view'),
  component: lazyRouteComponent(() => import('./settings-page'), 'SettingsGroupPage'),
});
