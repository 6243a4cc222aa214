import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const PERSONAL_QUERY_PARAMETER = /^(email|mobile|emailmobile|phone|username|password|token|code|ticket)$/i;

export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return PERSONAL_QUERY_PARAMETER.test(decodeQueryName(name)) ? `${name}=…` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function decodeQueryName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'guest-customer-id',
  'awscustomerid',
  // The back office's CSRF token is derived from its session token (ADR 0064).
  'x-csrf-token',
]);

const MAX_DEPTH = 8;

function isSearched(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value) || value instanceof Error) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function copyOf(value: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(value)) return [...(value as unknown[])] as unknown as Record<string, unknown>;
  if (value instanceof Error) {
    const prototype = Object.getPrototypeOf(value) as object;
    const copy = Object.assign(Object.create(prototype) as Record<string, unknown>, value);
    copy.message = value.message;
    copy.stack = value.stack;
    return copy;
  }
  return { ...value };
}

function withoutSecretHeaders(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || !isSearched(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const cleaned =
      SECRET_HEADERS.has(key.toLowerCase()) && item !== undefined
        ? '[redacted]'
        : withoutSecretHeaders(item, depth + 1);
    if (cleaned === item) continue;
    copy ??= copyOf(value);
    copy[key] = cleaned;
  }
  return copy ?? value;
}

// Searches every logged object, since libraries log headers under names of their own; copies, never mutates.
export function redactSecretHeaders(object: Record<string, unknown>): Record<string, unknown> {
  return withoutSecretHeaders(object, 0) as Record<string, unknown>;
}
