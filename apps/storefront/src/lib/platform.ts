export type AppPlatform = 'android' | 'ios' | 'web';

interface NativeBridgeWindow {
  Capacitor?: { getPlatform?: () => string };
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * Which platform the app runs on, read from the bridge the native shell injects before the app
 * loads, so the web build never has to load @capacitor/core just to learn that it is on the web.
 */
export function getAppPlatform(): AppPlatform {
  const win = globalThis as NativeBridgeWindow;
  const platform = win.Capacitor?.getPlatform?.();
  if (platform === 'android' || platform === 'ios') return platform;
  if (win.androidBridge) return 'android';
  if (win.webkit?.messageHandlers?.bridge) return 'ios';
  return 'web';
}

export function isNativePlatform(): boolean {
  return getAppPlatform() !== 'web';
}
