/**
 * An error a service throws to answer the client: an HTTP status with a Persian message.
 * The errors plugin turns it into the envelope `{ Success: false, Message, Errors }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
