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

/** Answered without `Success` (SessionRequiredResponse), so the app sends the shopper to log in. */
export class SessionRequiredError extends AppError {
  constructor(message: string) {
    super(401, message);
    this.name = 'SessionRequiredError';
  }
}

// `errors` (the list a form shows) defaults to the message; pass `[]` where the answer carries none.
const answer =
  (statusCode: number) =>
  (message: string, errors: string[] = [message]): AppError =>
    new AppError(statusCode, message, errors);

export const badRequest = answer(400);
export const unauthorized = answer(401);
export const forbidden = answer(403);
export const notFound = answer(404);
export const conflict = answer(409);
export const unprocessable = answer(422);
