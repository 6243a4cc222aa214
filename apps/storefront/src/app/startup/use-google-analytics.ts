import { useEffect } from 'react';
import { storeConfig } from '@/config/store-config';
import { requestsInFlight } from '@/lib/in-flight';
import { loadGoogleAnalyticsWhenStable } from './google-analytics';

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
