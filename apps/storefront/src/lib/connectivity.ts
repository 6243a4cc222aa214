import { paths } from '@/config/paths';
import { isNativePlatform } from './platform';
import { sameAppPath } from './return-url';

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

export async function refreshConnectivity(): Promise<boolean> {
  const value = isNativePlatform()
    ? (await (await import('@capacitor/network')).Network.getStatus()).connected
    : navigator.onLine;
  setOnline(value);
  return value;
}

/** The native app has no service worker, so there every offline call goes to connection-error. */
export function cacheAnswersOffline(): boolean {
  return !isNativePlatform() && Boolean(globalThis.navigator?.serviceWorker?.controller);
}

/** Null when the shopper is already there, so the page its retry returns to is not lost. */
export function connectionErrorLink(wanted: string): string | null {
  if (wanted.split('?')[0] === paths.connectionError.pattern) return null;
  return paths.connectionError.link(sameAppPath(wanted));
}
