import { ApiError } from '@/lib/http-error';

/** docs/product.md §8 ignores other cart failures, so only a refusal is worth telling the shopper. */
export function cartRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const body = error.body as { Success?: unknown; Message?: unknown } | null;
  if (body === null || typeof body !== 'object' || body.Success !== false) return null;
  return typeof body.Message === 'string' && body.Message !== '' ? body.Message : null;
}
