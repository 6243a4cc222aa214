import { storeConfig } from '@/config/store-config';
import { isNativePlatform } from '@/lib/platform';

/** The native app (capacitor://localhost) uses the server it talks to. */
export function storeWebOrigin(): string {
  return isNativePlatform() ? new URL(storeConfig.apiBaseUrl).origin : window.location.origin;
}

export function storeOrigins(): string[] {
  return [...new Set([window.location.origin, new URL(storeConfig.apiBaseUrl).origin, storeWebOrigin()])];
}
