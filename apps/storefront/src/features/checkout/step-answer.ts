import { ApiError } from '../../lib/http-error';

/**
 * A checkout answer that says `Success: false` is a refusal like a 4xx: it becomes an ApiError carrying
 * the server's Persian message, so every step shows refusals the same way.
 */
export async function ensureSuccess<T extends { Success: boolean }>(answer: Promise<T>): Promise<T> {
  const settled = await answer;
  if (!settled.Success) throw new ApiError(422, settled);
  return settled;
}
