export type AppPlatform = 'android' | 'ios' | 'web';

interface NativeBridgeWindow {
  Capacitor?: { getPlatform?: () => string };
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/** Read from the bridge the native shell injects, so the web build never loads @capacitor/core for it. */
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
