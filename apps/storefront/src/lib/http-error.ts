import type { ErrorResponse } from '@sabad/contract';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const envelope = asErrorEnvelope(body);
    super(envelope?.Message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = envelope?.Errors ?? [];
    this.body = body;
  }
}

export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

function asErrorEnvelope(body: unknown): ErrorResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Partial<ErrorResponse>;
  if (typeof candidate.Message !== 'string') return null;
  return {
    Success: false,
    Message: candidate.Message,
    Errors: Array.isArray(candidate.Errors) ? candidate.Errors.filter((e): e is string => typeof e === 'string') : [],
  };
}

/** docs/product.md §8: a 401 whose body says success false is a failed login, not an expired session. */
export function isFailedLoginBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const flags = body as { Success?: unknown; success?: unknown };
  return flags.Success === false || flags.success === false;
}
