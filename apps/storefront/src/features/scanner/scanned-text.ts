import { toLatinDigits } from '@sabad/contract';
import { SKU_PATTERN } from '@sabad/contract/constants';
import { paths } from '../../config/paths';

/** Where a scanned or typed text leads: a product by id (its link), a SKU to look up, or nowhere. */
export type ScanTarget = { kind: 'product'; productId: number } | { kind: 'sku'; sku: string } | { kind: 'invalid' };

const MAX_ID = 2_147_483_647;
/** The product page's route with its id captured ("/product-details/12", a trailing slash allowed). */
const PRODUCT_PATH = new RegExp(`^${paths.productDetails.pattern.replace(':id', '(\\d{1,10})')}/?$`);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LOOKS_LIKE_HOST_PATH = /^[\w-]+(\.[\w-]+)+(:\d+)?\//;

function productIn(url: URL): ScanTarget {
  const match = PRODUCT_PATH.exec(url.pathname);
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? { kind: 'product', productId: id } : { kind: 'invalid' };
}

/**
 * Reads a QR code's text or what the shopper typed. A link counts only when it is this store's
 * product page (`storeOrigins`: the web app's origin and, in the native app, the store's web
 * address); a link elsewhere is refused rather than followed. Anything else that could be a SKU is
 * one; Persian and Arabic digits read as Latin.
 */
export function parseScannedText(raw: string, storeOrigins: readonly string[]): ScanTarget {
  const text = toLatinDigits(raw).trim();
  if (!text) return { kind: 'invalid' };
  if (text.startsWith('/')) return productIn(new URL(text, 'http://store.invalid'));
  const absolute = HAS_SCHEME.test(text) ? text : LOOKS_LIKE_HOST_PATH.test(text) ? `https://${text}` : null;
  if (absolute !== null) {
    let url: URL;
    try {
      url = new URL(absolute);
    } catch {
      return { kind: 'invalid' };
    }
    const sameStore = storeOrigins.some((origin) => {
      try {
        // http and https of one host are the same store (a printed code may carry either).
        return new URL(origin).host === url.host && /^https?:$/.test(url.protocol);
      } catch {
        return false;
      }
    });
    return sameStore ? productIn(url) : { kind: 'invalid' };
  }
  return SKU_PATTERN.test(text) ? { kind: 'sku', sku: text } : { kind: 'invalid' };
}
