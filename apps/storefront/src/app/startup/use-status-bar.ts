import { useEffect } from 'react';
import { storeConfig } from '@/config/store-config';
import { getAppPlatform } from '@/lib/platform';

export function useStatusBar() {
  useEffect(() => {
    if (getAppPlatform() !== 'android') return;
    void import('@capacitor/status-bar')
      .then(async ({ StatusBar, Style }) => {
        await StatusBar.setStyle({ style: Style.Dark });
        await StatusBar.setBackgroundColor({ color: storeConfig.statusBarColor });
      })
      .catch((error: unknown) => console.log('Status bar colour not applied', error));
  }, []);
}
