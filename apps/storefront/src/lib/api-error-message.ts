import * as fa from '@/strings/fa';
import { ApiError } from './http-error';

export function apiErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status < 500 &&
    error.body !== null &&
    typeof error.body === 'object' &&
    'Message' in error.body
  ) {
    return error.message;
  }
  return fa.validation.failed;
}

/** Every field-level message of a refusal (`Errors`), or its one message: a form names all that is wrong at once. */
export function apiErrorMessages(error: unknown): string[] {
  const body = error instanceof ApiError ? error.body : null;
  const listed =
    error instanceof ApiError && error.status < 500 && body !== null && typeof body === 'object' && 'Errors' in body
      ? body.Errors
      : null;
  return Array.isArray(listed) && listed.length > 0 && listed.every((item) => typeof item === 'string')
    ? listed
    : [apiErrorMessage(error)];
}
