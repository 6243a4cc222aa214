import type {
  AdminRouteBody,
  AdminRouteName,
  AdminRouteParams,
  AdminRouteQuery,
  AdminRouteResponse,
  AdminRoutes,
} from '@sabad/contract/admin';
import { adminRoutePaths } from 'virtual:admin-route-paths';
import { ApiError, NetworkError } from './http-error';

export const CSRF_HEADER = 'X-CSRF-Token';

type Has<R, K extends string> = R extends Record<K, unknown> ? true : false;
type Part<N extends AdminRouteName, K extends 'params' | 'query' | 'body', V> =
  Has<AdminRoutes[N], K> extends true
    ? K extends 'query'
      ? { [P in K]?: V }
      : { [P in K]: V }
    : { [P in K]?: undefined };

export type CallOptions<N extends AdminRouteName> = Part<N, 'params', AdminRouteParams<N>> &
  Part<N, 'query', AdminRouteQuery<N>> &
  Part<N, 'body', AdminRouteBody<N>> & { signal?: AbortSignal };

type CallArgs<N extends AdminRouteName> =
  Partial<CallOptions<N>> extends CallOptions<N> ? [CallOptions<N>?] : [CallOptions<N>];

export interface HttpClientDeps {
  fetch: typeof fetch;
  /** The CSRF token of this session: the sign-in steps and `/staff/me` answer it. */
  csrfToken: () => string | null;
  /** A 401 on anything but the sign-in steps: the session is gone or was never there. */
  onUnauthorized: () => void;
}

export interface HttpClient {
  call<N extends AdminRouteName>(name: N, ...options: CallArgs<N>): Promise<AdminRouteResponse<N>>;
}

export function buildUrl(path: string, params?: object, query?: object): string {
  const filled = path.replace(/:(\w+)/g, (_, key: string) => {
    const value = (params as Record<string, string | number | undefined> | undefined)?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
      search.append(key, String(item as string | number | boolean));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

const SIGN_IN_STEPS = new Set<AdminRouteName>([
  'adminSignIn',
  'adminVerifyTotp',
  'adminUseRecoveryCode',
  'adminStartTotpSetup',
  'adminConfirmTotpSetup',
] as AdminRouteName[]);

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  async function call(name: AdminRouteName, options: Record<string, unknown> = {}): Promise<unknown> {
    const route = adminRoutePaths[name];
    const headers: Record<string, string> = { Accept: 'application/json' };
    const hasBody = options.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (route.method !== 'GET') {
      const token = deps.csrfToken();
      if (token) headers[CSRF_HEADER] = token;
    }
    let response: Response;
    try {
      response = await deps.fetch(buildUrl(route.path, options.params as object, options.query as object), {
        method: route.method,
        headers,
        credentials: 'same-origin',
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal as AbortSignal | undefined,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!response.ok) {
      if (response.status === 401 && !SIGN_IN_STEPS.has(name)) deps.onUnauthorized();
      throw new ApiError(response.status, body);
    }
    return body;
  }
  return { call: call as HttpClient['call'] };
}
