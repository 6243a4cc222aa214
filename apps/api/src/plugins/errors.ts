/**
 * Every error leaves as the envelope `{ Success: false, Message, Errors }` with a Persian message.
 * What a client can send (bad JSON, wrong types, unknown paths, huge bodies) gets a 4xx; a lost
 * database connection or a SQLite file locked by another process is a 503 (try again; nothing was
 * written); only a fault of our own is a 500, logged with its stack and answered with a generic message.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@sabad/contract';
import { isAppError, SessionRequiredError } from '../lib/app-error.js';
import { RateLimitedError } from '../lib/rate-limit-store.js';
import { messagesFa } from '../lib/messages-fa.js';

export function errorEnvelope(message: string, errors: string[] = []): ErrorResponse {
  return { Success: false, Message: message, Errors: errors };
}

interface ValidationIssue {
  message?: string;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return messagesFa.malformedJson;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messagesFa.emptyJsonBody;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messagesFa.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messagesFa.unsupportedMediaType;
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return messagesFa.badUrl;
    default:
      break;
  }
  if (error instanceof SyntaxError) return messagesFa.malformedJson;
  switch (error.statusCode) {
    case 404:
      return messagesFa.apiNotFound;
    case 405:
      return messagesFa.methodNotAllowed;
    case 413:
      return messagesFa.bodyTooLarge;
    case 415:
      return messagesFa.unsupportedMediaType;
    default:
      return messagesFa.invalidRequest;
  }
}

/** PostgreSQL's "data exception" class (SQLSTATE 22xxx): out-of-range numbers, bad text for a type. */
function isDatabaseDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && (error as { severity?: unknown }).severity !== undefined
  );
}

/** node-pg's own errors for a connection that broke or could not be made (they carry no SQLSTATE). */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The database connection was lost, or none could be had (ADR 0028): the server ended it
 * (SQLSTATE 57P01–57P03: an administrator, a crash, a restart), a connection exception (class 08),
 * too many connections (53300), a network failure, or node-pg's own "Connection terminated…". The
 * request's transaction did not commit, so nothing it wrote stays; the shopper may simply try again.
 * (Outgoing calls — the payment gateway, SMS — catch their own network errors and answer in their
 * own words; one that did not would be taken for the database's here.)
 */
export function isDatabaseConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Only the error itself: Kysely passes node-pg's errors on unwrapped, while a failed outgoing
  // call (fetch's "fetch failed") carries its ECONNREFUSED in `cause` and is not the database's.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^(08[0-9A-Z]{3}|57P0[123]|53300)$/.test(code) || NETWORK_ERROR_CODES.has(code)))
    return true;
  return LOST_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * The database had no room for the request: SQLite could not take its write lock within
 * busy_timeout (another process held it: a long CLI command, a second server on the same file) or
 * the transaction's snapshot went stale under another process's write (SQLITE_BUSY_SNAPSHOT); or
 * every pooled PostgreSQL connection stayed busy. Either way nothing of the request was written.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code)) return true;
  // node-pg's pool had no connection free within PG_CONNECT_TIMEOUT_MS (db/client.ts).
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}

/** Seconds a client is asked to wait before trying again after a lost or busy database. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof SessionRequiredError) {
    return reply.code(401).send({ Message: error.message, Errors: error.errors });
  }
  if (isAppError(error)) {
    if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(errorEnvelope(error.message, error.errors));
  }
  if (Array.isArray(error.validation)) {
    const issues = (error.validation as ValidationIssue[]).map((issue) => issue.message ?? messagesFa.invalidRequest);
    const [first, ...others] = issues;
    // One broken field: its own sentence is the clearest message («تعداد» باید …).
    const message = first !== undefined && others.length === 0 ? first : messagesFa.invalidRequest;
    return reply.code(400).send(errorEnvelope(message, issues));
  }
  if (isDatabaseDataError(error)) {
    // A value the database cannot hold (e.g. a number beyond its integer range) came from the request.
    request.log.warn({ err: error }, 'request value rejected by the database');
    return reply.code(400).send(errorEnvelope(messagesFa.invalidRequest));
  }
  if (isDatabaseConnectionLost(error)) {
    request.log.warn({ err: error }, 'database connection lost during the request');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.code(503).send(errorEnvelope(messagesFa.databaseUnavailable));
  }
  if (isDatabaseBusy(error)) {
    request.log.warn({ err: error }, 'database busy: no write lock or pooled connection in time');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.code(503).send(errorEnvelope(messagesFa.databaseBusy));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, statusCode: status }, error.message);
    return reply.code(status).send(errorEnvelope(clientErrorMessage(error)));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply
    .code(status >= 500 && status < 600 && status !== 500 ? status : 500)
    .send(errorEnvelope(messagesFa.internalError));
}

export function isApiPath(url: string): boolean {
  const path = url.toLowerCase();
  return (
    path === '/api' || path.startsWith('/api/') || path.startsWith('/images/') || path.startsWith('/app-version.json')
  );
}

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Installs the error and not-found handlers. Unknown API paths get a JSON 404; anything else is
 * handed to `pageFallback` (the storefront's SPA fallback) when given.
 */
export function registerErrorHandling(app: FastifyInstance, options: { pageFallback?: PageFallback } = {}): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && options.pageFallback) return options.pageFallback(request, reply);
    const message = isApiPath(request.url) ? messagesFa.apiNotFound : messagesFa.pageNotFound;
    return reply.code(404).send(errorEnvelope(message));
  });
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (e.g. a malformed URL). */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(errorEnvelope(clientErrorMessage(error)));
}

/**
 * For Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them
 * — headers or a path beyond its 16 KB, a broken request line or header, a request that never
 * finished arriving. Fastify's default answers those in English outside the envelope; these get
 * the same status with a Persian message in the envelope. The connection is closed afterwards, as
 * Node does, since the rest of what the client sent cannot be read as requests.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messagesFa.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messagesFa.requestTimeout]
        : [400, messagesFa.malformedHttpRequest];
  const body = JSON.stringify(errorEnvelope(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
