import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import { ME_QUERY_KEY, csrf } from '@/lib/session';
import { safeReturnTo } from '@/lib/return-url';

type SignInState = AdminRouteResponse<'adminSignIn'>;

/** After each sign-in step: keep the session's CSRF token and go to the step the server asks for next. */
export function useSignInStep(returnTo: string | undefined) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return async (state: SignInState) => {
    csrf.set(state.csrfToken);
    const search = returnTo ? { returnTo } : {};
    if (state.next === 'totp') return router.navigate({ to: '/sign-in/code', search });
    if (state.next === 'totpSetup') return router.navigate({ to: '/sign-in/setup', search });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    return router.navigate({ href: safeReturnTo(returnTo) });
  };
}
