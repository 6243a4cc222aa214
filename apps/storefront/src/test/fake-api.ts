import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (request: RecordedRequest) => { status?: number; body: unknown } | undefined;

/**
 * A fake `fetch` at the edge of the app: answers by method and path with contract-shaped bodies,
 * records every request, and 404s (with the error envelope) anything it does not know.
 */
export function installFakeApi(routes: Record<string, Handler | unknown>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer =
      typeof route === 'function' ? (route as Handler)(request) : route === undefined ? undefined : { body: route };
    if (!answer) {
      return new Response(JSON.stringify({ Success: false, Message: 'یافت نشد.', Errors: [] }), { status: 404 });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
