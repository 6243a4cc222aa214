// A client's mistake is a 4xx, a lost or busy database a 503 (nothing was written), only our own fault a 500.
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

function isDatabaseDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && (error as { severity?: unknown }).severity !== undefined
  );
}

// node-pg's own errors for a broken connection carry no SQLSTATE.
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

export function isDatabaseConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Not `cause`: a failed outgoing fetch carries ECONNREFUSED there and is not the database's.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^(08[0-9A-Z]{3}|57P0[123]|53300)$/.test(code) || NETWORK_ERROR_CODES.has(code)))
    return true;
  return LOST_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message));
}

export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code)) return true;
  return error instanceof Error && error.message === 'timeout exceeded when trying to connect';
}

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
    const message = first !== undefined && others.length === 0 ? first : messagesFa.invalidRequest;
    return reply.code(400).send(errorEnvelope(message, issues));
  }
  if (isDatabaseDataError(error)) {
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

export function registerErrorHandling(app: FastifyInstance, options: { pageFallback?: PageFallback } = {}): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && options.pageFallback) return options.pageFallback(request, reply);
    const message = isApiPath(request.url) ? messagesFa.apiNotFound : messagesFa.pageNotFound;
    return reply.code(404).send(errorEnvelope(message));
  });
}

export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(errorEnvelope(clientErrorMessage(error)));
}

// The socket is closed afterwards, as Node does: the rest of what the client sent cannot be parsed.
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
