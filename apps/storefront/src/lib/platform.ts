import { Capacitor } from '@capacitor/core';

export type AppPlatform = 'android' | 'ios' | 'web';

export function getAppPlatform(): AppPlatform {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}

export function isNativePlatform(): boolean {
  return Capacitor.isNativePlatform();
}
