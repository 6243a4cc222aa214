/** An answer other than 2xx, with the shop's error envelope `{ Success, Message, Errors }` read out of it. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const envelope = readEnvelope(body);
    super(envelope.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = envelope.errors;
    this.body = body;
  }
}

export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

function readEnvelope(body: unknown): { message: string | null; errors: string[] } {
  if (typeof body !== 'object' || body === null) return { message: null, errors: [] };
  const { Message, Errors } = body as { Message?: unknown; Errors?: unknown };
  return {
    message: typeof Message === 'string' ? Message : null,
    errors: Array.isArray(Errors) ? Errors.filter((e): e is string => typeof e === 'string') : [],
  };
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
