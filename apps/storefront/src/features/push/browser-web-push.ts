import { storeConfig } from '@/config/store-config';
import { api } from '@/lib/api-client';
import type { WebPushEnvironment } from './web-push';

/** The service worker registers once the app is stable (use-service-worker.ts); a toggle may come first. */
const REGISTRATION_WAIT_MS = 10_000;

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), REGISTRATION_WAIT_MS)),
  ]);
}

export const browserWebPush: WebPushEnvironment = {
  ...(typeof Notification !== 'undefined' && 'PushManager' in window
    ? {
        notifications: {
          get permission() {
            return Notification.permission;
          },
          requestPermission: () => Notification.requestPermission(),
        },
      }
    : {}),
  registration: serviceWorkerRegistration,
  publicKey: async () => (await api.call('getPushPublicKey')).PublicKey,
  register: (subscription) => api.call('subscribePush', { body: subscription }),
  unregister: (endpoint) => api.call('unsubscribePush', { body: { Endpoint: endpoint } }),
  topic: storeConfig.notificationTopic,
  log: (message, detail) => console.log(message, detail ?? ''),
};
