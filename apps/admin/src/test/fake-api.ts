import type { AdminRouteName, AdminRouteResponse } from '@sabad/contract/admin';
import { adminRoutePaths } from 'virtual:admin-route-paths';

type Handler = (request: { params: Record<string, string>; query: URLSearchParams; body: unknown }) => {
  status?: number;
  body: unknown;
};

/**
 * The admin API as the page tests need it: each route answered by name with a body of the contract's
 * type (or an error envelope), everything else a 404 envelope. Calls are kept for assertions.
 */
export function fakeAdminApi() {
  const handlers = new Map<string, Handler>();
  const calls: { name: string; method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const routes = Object.entries(adminRoutePaths).map(([name, route]) => ({
    name,
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`),
  }));

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), 'http://admin.test');
    const method = init.method ?? 'GET';
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      name: route?.name ?? '?',
      method,
      url: url.pathname + url.search,
      headers: (init.headers ?? {}) as Record<string, string>,
      body,
    });
    const handler = route && handlers.get(route.name);
    if (!route || !handler) {
      return new Response(JSON.stringify({ Success: false, Message: 'یافت نشد.', Errors: [] }), { status: 404 });
    }
    const params = (route.pattern.exec(url.pathname)?.groups ?? {}) as Record<string, string>;
    const answer = handler({ params, query: url.searchParams, body });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };

  return {
    fetch,
    calls,
    on<N extends AdminRouteName>(
      name: N,
      answer: (request: Parameters<Handler>[0]) => AdminRouteResponse<N> | { status: number; body: unknown },
    ) {
      handlers.set(name, (request) => {
        const result = answer(request) as { status?: number; body?: unknown };
        return typeof result.status === 'number' && 'body' in result
          ? { status: result.status, body: result.body }
          : { body: result };
      });
    },
    fail(name: AdminRouteName, status: number, message: string) {
      handlers.set(name, () => ({ status, body: { Success: false, Message: message, Errors: [] } }));
    },
  };
}

export type FakeAdminApi = ReturnType<typeof fakeAdminApi>;
