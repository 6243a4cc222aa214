import { useEffect } from 'react';
import { storeConfig } from '@/config/store-config';
import { getAppVersions } from '@/features/store/api/get-app-versions';
import { getAppPlatform } from '@/lib/platform';
import * as fa from '@/strings/fa';
import { presentAlert } from './overlays';
import { findAvailableUpdate, pickVersionRecord } from './version-check';

export function showUpdateAlert(onUpdate: () => void): Promise<void> {
  return presentAlert({
    header: fa.update.title,
    message: fa.update.message,
    buttons: [
      { text: fa.update.update, handler: onUpdate },
      { text: fa.update.cancel, role: 'cancel' },
    ],
  });
}

export function useNativeUpdatePrompt() {
  useEffect(() => {
    const platform = getAppPlatform();
    if (platform === 'web') return;
    getAppVersions()
      .then((records) => {
        const update = findAvailableUpdate(
          platform,
          storeConfig.appVersion,
          pickVersionRecord(records, storeConfig.appUrlScheme),
        );
        if (update) void showUpdateAlert(() => window.open(update.storeUrl, '_system'));
      })
      .catch((error: unknown) => console.log('Version check failed', error));
  }, []);
}
