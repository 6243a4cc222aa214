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
