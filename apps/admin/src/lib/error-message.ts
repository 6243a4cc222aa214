import { fa } from '@/strings/fa';
import { ApiError, NetworkError } from './http-error';

/** What staff read when a call fails: the server's Persian message, or ours when there is none. */
export function errorMessage(error: unknown): string {
  if (error instanceof NetworkError) return fa.errors.network;
  if (error instanceof ApiError) {
    if (error.status === 403) return fa.errors.forbidden;
    if (/[\u0600-\u06FF]/.test(error.message)) return error.message;
  }
  return fa.errors.unknown;
}
