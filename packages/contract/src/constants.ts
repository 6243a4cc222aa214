/**
 * Plain values the storefront needs at run time, in a file without zod (`@sabad/contract/constants`).
 * Loading a schema file builds its schemas and registers them (`.meta()` writes zod's global
 * registry), so a page that imported one constant from it carried zod and every schema of that file:
 * the product page loaded 25 KB gzip of them for MAX_LINE_QUANTITY. The schema files take these
 * from here and re-export them, so `@sabad/contract` still offers them. Nothing here may import zod
 * or a schema file.
 */

/**
 * The largest quantity one line may hold, whatever the product allows: a bound for the
 * arithmetic (quantity × price stays an exact integer) and for typing mistakes.
 */
export const MAX_LINE_QUANTITY = 10_000;

/** What a SKU may hold: letters, digits and the usual separators (the app checks a scanned text with it too). */
export const SKU_PATTERN = /^[\p{L}\p{N}._-]{1,64}$/u;

/** The spec's attribute value separator (§9). */
export const ATTRIBUTE_VALUE_SEPARATOR = ',';

export const BLOG_COMMENT_MAX = 2000;

/** The multipart field that carries the avatar file, and the file types the API takes. */
export const AVATAR_FIELD = 'Picture';
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The multipart field that carries the return photo (`POST returnrequest/uploadfile`). */
export const RETURN_REQUEST_PICTURE_FIELD = 'Picture';
/** The most characters a shopper's return comment may have. */
export const RETURN_REQUEST_COMMENT_MAX = 1000;

/** A person's first or last name (profile, address), and one line of an address: the API's limits, the forms' counters. */
export const PERSON_NAME_MAX = 100;
export const ADDRESS_LINE_MAX = 400;

/** Contact us: the limits the storefront checks before sending, as the server does. */
export const CONTACT_FULL_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_ENQUIRY_MIN = 10;
export const CONTACT_ENQUIRY_MAX = 4000;

/** nopCommerce's payment status values (docs/product.md §3). */
export const PAYMENT_STATUS = {
  Pending: 10,
  Authorized: 20,
  Paid: 30,
  PartiallyRefunded: 35,
  Refunded: 40,
  Voided: 50,
} as const;
