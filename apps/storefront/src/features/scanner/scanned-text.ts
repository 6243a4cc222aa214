import { toLatinDigits } from '@sabad/contract';
import { SKU_PATTERN } from '@sabad/contract/constants';
import { paths } from '@/config/paths';

export type ScanTarget = { kind: 'product'; productId: number } | { kind: 'sku'; sku: string } | { kind: 'invalid' };

const MAX_ID = 2_147_483_647;
const PRODUCT_PATH = new RegExp(`^${paths.productDetails.pattern.replace(':id', '(\\d{1,10})')}/?$`);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LOOKS_LIKE_HOST_PATH = /^[\w-]+(\.[\w-]+)+(:\d+)?\//;

function productIn(url: URL): ScanTarget {
  const match = PRODUCT_PATH.exec(url.pathname);
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? { kind: 'product', productId: id } : { kind: 'invalid' };
}

/** A link counts only as this store's product page; a link elsewhere is refused rather than followed. */
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
