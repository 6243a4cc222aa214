import { storeConfig } from '../../config/store-config';
import { isNativePlatform } from '../../lib/platform';

/**
 * The store's web address: product links in QR codes start with it. On the web it is the page's
 * own origin; the native app (capacitor://localhost) uses the server it talks to.
 */
export function storeWebOrigin(): string {
  return isNativePlatform() ? new URL(storeConfig.apiBaseUrl).origin : window.location.origin;
}

/** Origins whose product links the scanner opens. */
export function storeOrigins(): string[] {
  return [...new Set([window.location.origin, new URL(storeConfig.apiBaseUrl).origin, storeWebOrigin()])];
}
