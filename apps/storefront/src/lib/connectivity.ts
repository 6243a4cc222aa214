import { isNativePlatform } from './platform';

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
