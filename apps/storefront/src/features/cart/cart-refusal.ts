import { ApiError } from '../../lib/http-error';

/**
 * The server's Persian reason when it refused a cart or wishlist action (a 4xx whose body says
 * `Success: false`), or null for any other failure: docs/product.md §8 has cart and wishlist failures
 * (the network, a server fault) silently ignored, so only a refusal is worth telling the shopper.
 */
export function cartRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const body = error.body as { Success?: unknown; Message?: unknown } | null;
  if (body === null || typeof body !== 'object' || body.Success !== false) return null;
  return typeof body.Message === 'string' && body.Message !== '' ? body.Message : null;
}
