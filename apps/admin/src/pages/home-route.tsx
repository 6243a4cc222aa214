import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellRoute } from '@/app/shell-route';

/** A placeholder until the dashboard (features/dashboard) takes the home address. */
export const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./home-page'), 'HomePage'),
});
