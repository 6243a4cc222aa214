import { useEffect } from 'react';
import { buildEnv } from '@/config/env';
import { requestsInFlight } from '@/lib/in-flight';
import { isNativePlatform } from '@/lib/platform';
import { registerWhenStable } from './service-worker';
import { watchForUpdates } from './service-worker-update';
import { updateQuestion } from './update-question';

export function useServiceWorker() {
  useEffect(() => {
    if (!buildEnv.production || isNativePlatform() || !('serviceWorker' in navigator)) return;
    const idle = { isIdle: () => requestsInFlight.count() === 0, subscribe: requestsInFlight.subscribe };
    return registerWhenStable(idle, () => {
      void import('workbox-window').then(async ({ Workbox }) => {
        const workbox = new Workbox('/sw.js', { scope: '/' });
        const registered: { registration?: ServiceWorkerRegistration } = {};
        const waitingWorker = {
          addEventListener: (type: 'waiting', listener: () => void) => workbox.addEventListener(type, listener),
          messageSkipWaiting: () => {
            if (!registered.registration?.waiting) return false;
            workbox.messageSkipWaiting();
            return true;
          },
        };
        watchForUpdates(waitingWorker, navigator.serviceWorker, {
          ask: updateQuestion.ask,
          // Needed only after a «yes»: loaded then, not with the first page.
          whenQuiet: () => import('./page-quiet').then((quiet) => quiet.whenQuiet(quiet.pageActivity)),
          reload: () => window.location.reload(),
        });
        registered.registration = await workbox.register();
      });
    });
  }, []);
}
