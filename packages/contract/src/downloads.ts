/**
 * Downloadable products (DESIGN §2b; nopCommerce's DownloadableProducts and GetDownload): the
 * order lines of downloadable products a customer bought, and the file of one of them.
 */
import { z } from 'zod';
import { CustomProperties, queryBool } from './common.js';

/** One bought downloadable product: its order line and whether (and until when) it can be downloaded. */
export const DownloadableProduct = z
  .object({
    /** What `GET download/getdownload/{orderItemGuid}` takes. */
    OrderItemGuid: z.string(),
    OrderId: z.number().int(),
    /** Persian digits: "۱۴۰۵-۰۰۰۱۲۳". */
    CustomOrderNumber: z.string(),
    ProductId: z.number().int(),
    ProductName: z.string(),
    /** ISO date-time the order was placed; the app shows it in the Jalali calendar. */
    CreatedOn: z.string(),
    /** Downloads still allowed; null when unlimited. */
    DownloadsLeft: z.number().int().nullable(),
    /** ISO date-time after which the file can no longer be downloaded; null when it never expires (or is not yet available). */
    ExpiresOn: z.string().nullable(),
    IsDownloadAllowed: z.boolean(),
    /** Why the file cannot be downloaded now (Persian); null when it can. */
    UnavailableReason: z.string().nullable(),
    /** The customer must accept `UserAgreementText` first: the download is then asked with `agree=true`. */
    HasUserAgreement: z.boolean(),
    UserAgreementText: z.string(),
  })
  .meta({ id: 'DownloadableProduct' });
export type DownloadableProduct = z.infer<typeof DownloadableProduct>;

export const DownloadableProductList = z
  .object({ Items: z.array(DownloadableProduct), CustomProperties })
  .meta({ id: 'DownloadableProductList' });
export type DownloadableProductList = z.infer<typeof DownloadableProductList>;

export const GetDownloadParams = z.object({ orderItemGuid: z.string().min(1).max(64) });
export const GetDownloadQuery = z.object({
  /** The customer accepted the product's user agreement. */
  agree: queryBool().optional(),
});

/**
 * The file itself (not JSON): its bytes with its own Content-Type, `Content-Disposition: attachment`
 * naming it (an ASCII `filename` and the Persian `filename*`), and `Cache-Control: no-store`.
 */
export const DownloadFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });
