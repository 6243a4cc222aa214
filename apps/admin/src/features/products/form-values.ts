import type { z } from 'zod';

// Typed numbers and Toman ↔ Rial are the promotions forms' (one reading of «۴۸٬۰۰۰» for the whole admin).
export { rialToTomanText, tomanToRial, wholeNumber } from '@/features/promotions/form-values';

/**
 * The schema's Persian messages by their whole path (`attributes.0.values.1.name`), the first for each: the
 * product form has lists of rows, each field of each row with its own message.
 */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
