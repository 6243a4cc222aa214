import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '@/app/root-route';
import { CHANGE_PASSWORD_PATH, shellRoute } from '@/app/shell-route';
import { safeReturnTo } from '@/lib/return-url';

export interface SignInSearch {
  returnTo?: string;
}

const signInSearch = (search: Record<string, unknown>): SignInSearch =>
  search.returnTo === undefined ? {} : { returnTo: safeReturnTo(search.returnTo) };

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: signInSearch,
  component: lazyRouteComponent(() => import('./sign-in-page'), 'SignInPage'),
});

export const totpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in/code',
  validateSearch: signInSearch,
  component: lazyRouteComponent(() => import('./totp-page'), 'TotpPage'),
});

export const totpSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in/setup',
  validateSearch: signInSearch,
  component: lazyRouteComponent(() => import('./totp-setup-page'), 'TotpSetupPage'),
});

export const sessionsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/sessions',
  component: lazyRouteComponent(() => import('./sessions-page'), 'SessionsPage'),
});

export const passwordRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: CHANGE_PASSWORD_PATH,
  component: lazyRouteComponent(() => import('./password-page'), 'PasswordPage'),
});
