import { ApiError } from '@/lib/http-error';

/** A `Success: false` answer becomes an ApiError like a 4xx, so every step shows refusals the same way. */
export async function ensureSuccess<T extends { Success: boolean }>(answer: Promise<T>): Promise<T> {
  const settled = await answer;
  if (!settled.Success) throw new ApiError(422, settled);
  return settled;
}
