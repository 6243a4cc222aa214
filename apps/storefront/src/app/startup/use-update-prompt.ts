import { useEffect } from 'react';
import { storeConfig } from '@/config/store-config';
import { getAppVersions } from '@/features/store/api/get-app-versions';
import { getAppPlatform } from '@/lib/platform';
import { updateQuestion } from './update-question';
import { findAvailableUpdate, pickVersionRecord } from './version-check';

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
        if (update) void updateQuestion.ask(() => window.open(update.storeUrl, '_system'));
      })
      .catch((error: unknown) => console.log('Version check failed', error));
  }, []);
}
