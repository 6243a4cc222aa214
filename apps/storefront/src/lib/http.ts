import type { AUTHORIZATION_HEADER, GUEST_ID_HEADER, RouteResponse, Routes } from '@sabad/contract';
// The schema-free half of the route table: the app's bundle gets the addresses, not zod.
import { API_BASE_PATH, buildPath, routePaths, type RouteName, type RoutePath } from '@sabad/contract/route-paths';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { connectionErrorLink } from './connectivity';
import { ApiError, NetworkError, isFailedLoginBody } from './http-error';
import { leavesForConnectionError } from './offline-policy';
import type { InFlightCounter } from './in-flight';
import { buildQueryString } from './query-string';
import { sameAppPath } from './return-url';

export interface TransportRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob' for a call that answers a file: a successful answer's body is then a Blob (errors stay JSON). */
  responseType?: 'json' | 'blob';
}
export interface TransportResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export interface Identity {
  guestId: string | null;
  accessToken: string | null;
}

export interface HttpClientDeps {
  transport: Transport;
  baseUrl: string;
  identity: () => Identity;
  counter: InFlightCounter;
  isOnline: () => boolean;
  /** Calls are still sent offline when a service worker may answer; only failures leave for connection-error. */
  cacheAnswersOffline?: () => boolean;
  navigate: (path: string) => void;
  currentLocation: () => string;
  log: (message: string) => void;
}

type Input<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;
type Part<R, K extends string> = R extends Record<K, z.ZodType> ? { [P in K]: Input<R, K> } : { [P in K]?: undefined };

export type CallOptions<N extends RouteName> = Part<Routes[N], 'params'> &
  Partial<Part<Routes[N], 'query'>> &
  Part<Routes[N], 'body'> & {
    signal?: AbortSignal;
    cacheBust?: boolean;
    formData?: FormData;
    /** The identity headers always win over these. */
    headers?: Record<string, string>;
  };

export interface DownloadedFile {
  blob: Blob;
  disposition: string | null;
}

export interface HttpClient {
  call<N extends RouteName>(
    name: N,
    ...options: Partial<CallOptions<N>> extends CallOptions<N> ? [CallOptions<N>?] : [CallOptions<N>]
  ): Promise<RouteResponse<N>>;
  download<N extends RouteName>(
    name: N,
    ...options: Partial<CallOptions<N>> extends CallOptions<N> ? [CallOptions<N>?] : [CallOptions<N>]
  ): Promise<DownloadedFile>;
}

const guestIdHeader: typeof GUEST_ID_HEADER = 'Guest-Customer-Id';
const authorizationHeader: typeof AUTHORIZATION_HEADER = 'Authorization';

export function buildHeaders(identity: Identity, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (identity.guestId) headers[guestIdHeader] = identity.guestId;
  if (identity.accessToken) headers[authorizationHeader] = `Basic ${identity.accessToken}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  function goToLogin() {
    const here = deps.currentLocation();
    if (here.split('?')[0] === paths.login.pattern) return;
    deps.navigate(paths.login.link(sameAppPath(here)));
  }

  function goToConnectionError() {
    const link = connectionErrorLink(deps.currentLocation());
    if (link) deps.navigate(link);
  }

  async function send(
    name: RouteName,
    options: Record<string, unknown>,
    responseType: 'json' | 'blob',
  ): Promise<TransportResponse> {
    const route: RoutePath = routePaths[name];
    const params = options.params as Record<string, string | number> | undefined;
    const query = {
      ...(options.query as object | undefined),
      ...(options.cacheBust ? { _: Math.random().toString(36).slice(2) } : {}),
    };
    const prefix = route.absolute ? '' : API_BASE_PATH;
    const url = `${deps.baseUrl}${prefix}${buildPath(route.path, params)}${buildQueryString(query)}`;
    const hasBody = options.body !== undefined;
    const formData = options.formData as FormData | undefined;

    const cacheAnswersOffline = deps.cacheAnswersOffline?.() ?? false;
    if (!deps.isOnline() && !cacheAnswersOffline) {
      goToConnectionError();
      throw new NetworkError();
    }

    deps.counter.begin();
    let response: TransportResponse;
    try {
      response = await deps.transport({
        url,
        method: route.method,
        headers: {
          ...(options.headers as Record<string, string> | undefined),
          ...buildHeaders(deps.identity(), hasBody),
        },
        body: formData ?? options.body,
        signal: options.signal as AbortSignal | undefined,
        ...(responseType === 'blob' ? { responseType } : {}),
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      if (!deps.isOnline() && leavesForConnectionError(name, cacheAnswersOffline)) goToConnectionError();
      throw new NetworkError(error);
    } finally {
      deps.counter.end();
    }

    if (response.status >= 200 && response.status < 300) return response;
    if (response.status === 401) {
      if (isFailedLoginBody(response.body)) deps.log('Login failed');
      else goToLogin();
    }
    throw new ApiError(response.status, response.body);
  }

  async function call(name: RouteName, options: Record<string, unknown> = {}): Promise<unknown> {
    return (await send(name, options, 'json')).body;
  }

  async function download(name: RouteName, options: Record<string, unknown> = {}): Promise<DownloadedFile> {
    const response = await send(name, options, 'blob');
    return {
      blob: response.body as Blob,
      disposition: response.headers?.['content-disposition'] ?? null,
    };
  }
  return { call, download } as HttpClient;
}

export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    // fetch writes the multipart Content-Type with its boundary itself.
    body:
      request.body === undefined
        ? undefined
        : request.body instanceof FormData
          ? request.body
          : JSON.stringify(request.body),
    signal: request.signal,
  });
  if (request.responseType === 'blob' && response.ok) {
    const headers: Record<string, string> = {};
    const disposition = response.headers.get('content-disposition');
    if (disposition) headers['content-disposition'] = disposition;
    return { status: response.status, body: await response.blob(), headers };
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
  return { status: response.status, body };
};
