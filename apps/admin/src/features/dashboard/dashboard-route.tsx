import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellRoute } from '@/app/shell-route';

/** The home address: the dashboard (its tiles need orders.view; without it the page says so). */
export const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./dashboard-page'), 'DashboardPage'),
});
