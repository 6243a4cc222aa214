import { paths } from '../config/paths';
import { isNativePlatform } from './platform';
import { sameAppPath } from './return-url';

/** Whether the device is online, kept up to date by the connection guard (docs/product.md §2, §8). */
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<(online: boolean) => void>();

export function isOnline(): boolean {
  return online;
}

export function setOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  listeners.forEach((listener) => listener(value));
}

export function onConnectivityChange(listener: (online: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the platform again, e.g. when the shopper taps retry. */
export async function refreshConnectivity(): Promise<boolean> {
  const value = isNativePlatform()
    ? (await (await import('@capacitor/network')).Network.getStatus()).connected
    : navigator.onLine;
  setOnline(value);
  return value;
}

/**
 * Whether a service worker may answer the app's calls offline: on the web once a worker controls the page
 * (docs/adr/0027). The native app has none, so there every offline call goes to connection-error.
 */
export function cacheAnswersOffline(): boolean {
  return !isNativePlatform() && Boolean(globalThis.navigator?.serviceWorker?.controller);
}

/**
 * Connection-error for a shopper at (or on the way to) `wanted` (pathname + search): the page's retry opens
 * it again. Null when the shopper is already there, so the page it keeps is not lost.
 */
export function connectionErrorLink(wanted: string): string | null {
  if (wanted.split('?')[0] === paths.connectionError.pattern) return null;
  return paths.connectionError.link(sameAppPath(wanted));
}
