import { queryOptions } from '@tanstack/react-query';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import type { HttpClient } from './http';

export type Me = AdminRouteResponse<'adminMe'>;

let csrfToken: string | null = null;

/**
 * The CSRF token of this browser's staff session. It lives in memory only: the session cookie is httpOnly,
 * and after a reload `/staff/me` answers the token again (ADR 0064).
 */
export const csrf = {
  get: () => csrfToken,
  set: (token: string | null) => {
    csrfToken = token;
  },
};

export const ME_QUERY_KEY = ['admin', 'me'] as const;

export function meQueryOptions(api: HttpClient) {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const me = await api.call('adminMe', { signal });
      csrf.set(me.csrfToken);
      return me;
    },
    staleTime: 60_000,
    retry: false,
  });
}
