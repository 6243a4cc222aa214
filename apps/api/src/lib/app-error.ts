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

/**
 * 401 for a call that needs a signed-in customer when there is none. Answered without `Success`
 * (see SessionRequiredResponse in the contract), so the app sends the shopper to log in.
 */
export class SessionRequiredError extends AppError {
  constructor(message: string) {
    super(401, message);
    this.name = 'SessionRequiredError';
  }
}
