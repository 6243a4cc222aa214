import { useEffect } from 'react';
import { buildEnv } from '../../config/env';
import { requestsInFlight } from '../../lib/in-flight';
import { isNativePlatform } from '../../lib/platform';
import { registerWhenStable } from './service-worker';
import { showUpdateAlert } from './use-update-prompt';

/**
 * Registers the PWA's service worker (web only, production builds) once the app is stable; a new
 * version waiting to take over is offered with the update prompt.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!buildEnv.production || isNativePlatform() || !('serviceWorker' in navigator)) return;
    const idle = { isIdle: () => requestsInFlight.count() === 0, subscribe: requestsInFlight.subscribe };
    return registerWhenStable(idle, () => {
      void import('workbox-window').then(async ({ Workbox }) => {
        const workbox = new Workbox('/sw.js', { scope: '/' });
        workbox.addEventListener('waiting', () => {
          void showUpdateAlert(() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          });
        });
        await workbox.register();
      });
    });
  }, []);
}
