import { createRoute, isRedirect, redirect } from '@tanstack/react-router';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { NotFoundPage } from '@/pages/not-found-page';
import { RouteError } from '@/pages/route-error';
import { rootRoute } from './root-route';
import { Shell } from './shell/shell';

export const CHANGE_PASSWORD_PATH = '/password';

/**
 * Every signed-in page's parent: the menu and header around an outlet. Without a complete staff session
 * it sends to sign-in with the address to come back to. A feature's routes take this as their parent
 * (app/feature-routes.tsx).
 */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: async ({ context, location }) => {
    try {
      const me = await context.queryClient.ensureQueryData(meQueryOptions(api));
      // A one-time password (`staff create`, a reset) opens nothing until it is replaced.
      if (me.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
        throw redirect({ to: CHANGE_PASSWORD_PATH });
      }
      return { me };
    } catch (error) {
      if (isRedirect(error)) throw error;
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
      if (isApiError(error, 401)) throw redirect({ to: '/sign-in', search: { returnTo: location.href } });
      throw error;
    }
  },
  component: Shell,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
