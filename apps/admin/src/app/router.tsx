import type { QueryClient } from '@tanstack/react-query';
import { createRoute, createRouter } from '@tanstack/react-router';
import { passwordRoute, sessionsRoute, signInRoute, totpRoute, totpSetupRoute } from '@/features/auth/auth-routes';
import { whenUnauthorized } from '@/lib/api';
import { ME_QUERY_KEY } from '@/lib/session';
import { NotFoundPage } from '@/pages/not-found-page';
import { RouteError } from '@/pages/route-error';
import { featureRoutes } from './feature-routes';
import { rootRoute } from './root-route';
import { shellRoute } from './shell-route';

// Any other address, for signed-in staff: the 404 page inside the shell, with the menu to go on from.
const unknownAddressRoute = createRoute({ getParentRoute: () => shellRoute, path: '$', component: NotFoundPage });

const routeTree = rootRoute.addChildren([
  signInRoute,
  totpRoute,
  totpSetupRoute,
  shellRoute.addChildren([sessionsRoute, passwordRoute, ...featureRoutes, unknownAddressRoute]),
]);

export function createAdminRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    basepath: '/admin',
    context: { queryClient },
    defaultPreload: 'intent',
    // The shell's guard reads the session from the query cache; the router keeps no copy of its own.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    // A page that fails (403 above all) fails inside the shell: the menu stays.
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
  whenUnauthorized(() => {
    const here = router.state.location;
    if (here.pathname.startsWith('/sign-in')) return;
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    void router.navigate({ to: '/sign-in', search: { returnTo: here.href } });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAdminRouter>;
  }
}
