import { useEffect } from 'react';
import { storeConfig } from '../../config/store-config';
import { requestsInFlight } from '../../lib/in-flight';
import { loadGoogleAnalyticsWhenStable } from './google-analytics';

/** Google Analytics for a build with `googleAnalitycsId` set, added once the app is stable. */
export function useGoogleAnalytics() {
  useEffect(
    () =>
      loadGoogleAnalyticsWhenStable(storeConfig.googleAnalitycsId, {
        isIdle: () => requestsInFlight.count() === 0,
        subscribe: requestsInFlight.subscribe,
      }),
    [],
  );
}
