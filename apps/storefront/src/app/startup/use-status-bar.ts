import { StatusBar, Style } from '@capacitor/status-bar';
import { useEffect } from 'react';
import { storeConfig } from '../../config/store-config';
import { getAppPlatform } from '../../lib/platform';

/** Spec §9: the status bar colour comes from the store settings (Android only lets the app paint it). */
export function useStatusBar() {
  useEffect(() => {
    if (getAppPlatform() !== 'android') return;
    void StatusBar.setStyle({ style: Style.Dark }).catch(() => undefined);
    void StatusBar.setBackgroundColor({ color: storeConfig.statusBarColor }).catch(() => undefined);
  }, []);
}
