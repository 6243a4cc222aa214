import { z } from 'zod';
import { normalizePersianText } from './persian.js';

/** Every model may carry free-form string properties (docs/product.md §3: "Every model also carries a CustomProperties map"). */
export const CustomProperties = z.record(z.string(), z.string()).describe('Free-form string properties');
export type CustomProperties = z.infer<typeof CustomProperties>;

/**
 * The error envelope: every 4xx/5xx answer has this body.
 * `Message` is a Persian sentence for the shopper; `Errors` lists field-level Persian messages.
 */
export const ErrorResponse = z
  .object({
    Success: z.literal(false),
    Message: z.string(),
    Errors: z.array(z.string()),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * 401 for a call that needs a signed-in customer when there is none (no token, or an expired or
 * revoked one). It has no `Success` field on purpose: the app (docs/product.md §8) goes to the login page on
 * a 401 unless the body says `success: false`, which is kept for failed logins.
 */
export const SessionRequiredResponse = z
  .object({
    Message: z.string(),
    Errors: z.array(z.string()),
  })
  .meta({ id: 'SessionRequiredResponse' });
export type SessionRequiredResponse = z.infer<typeof SessionRequiredResponse>;

/** A plain acknowledgement. */
export const SuccessResponse = z.object({
  Success: z.boolean(),
  Message: z.string().optional(),
});
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/**
 * Free text a shopper types (names, addresses, comments, reviews, messages): trimmed, then Arabic ي/ك and
 * digits made Persian (normalizePersianText) before any limit is checked and before the API sees it, so every
 * route that takes such a field stores the same letters (ADR 0071). `error` is the message for a non-string.
 */
export const shopperText = (error?: string) =>
  (error === undefined ? z.string() : z.string(error)).trim().overwrite(normalizePersianText);

/** Sort orders a list accepts (DESIGN §2). */
export const SortOrder = z.enum(['position', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest']);
export type SortOrder = z.infer<typeof SortOrder>;

/** docs/product.md §9: default page size 10, offset 0, sort by position. DESIGN §2: at most 100. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** Query-string integer: accepts "12", rejects "1.5", "abc", negatives are left to the caller's bounds. */
export const queryInt = () => z.coerce.number().int();

/** Query-string boolean: "true"/"false"/"1"/"0". */
export const queryBool = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** Paging and sorting query (docs/product.md §3: Limit default 10, Offset default 0, Sort default position). */
export const PagingQuery = z.object({
  Limit: queryInt().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  Offset: queryInt().min(0).default(0),
  Sort: SortOrder.default('position'),
});
export type PagingQuery = z.infer<typeof PagingQuery>;

/** Path parameter holding a positive integer id. */
export const IdParams = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof IdParams>;

/**
 * Money on the wire: the integer amount in Rial (`…Value`) beside a Persian display string
 * in the store's display currency (Toman), e.g. "۱۲۵٬۰۰۰ تومان".
 */
export const MoneyValue = z.number().int().describe('Amount in Rial (integer)');
