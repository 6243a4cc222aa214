/**
 * Web Push for journeys. Chromium's own `PushManager.subscribe` needs its push service (Google's
 * FCM), which this offline machine cannot reach; headless Chromium refuses at once, even with
 * notifications granted ("AbortError: Registration failed - permission denied", checked with a
 * bare page and service worker, 2026-11-25). The browser's push service is
 * therefore replaced by the local one the API tests use (apps/api/src/testing/local-push-service.ts):
 * `PushManager` hands the app a subscription at that service (keys made by the test, recording the
 * `applicationServerKey` the app passed), and what the service receives and decrypts is handed to the
 * page's real service worker as a real `push` event with CDP's `ServiceWorker.deliverPushMessage`.
 * Everything else — permission, the app's UI and API calls, the server's VAPID signing and aes128gcm
 * encryption, the service worker's push handler and the page's toast — is the real thing.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot } from './production-server.mjs';
import type { LocalSubscription } from '../../apps/api/src/testing/local-push-service.js';

export {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
  type ReceivedPush,
} from '../../apps/api/src/testing/local-push-service.js';

/** What the app asked of `PushManager.subscribe` and `Notification.requestPermission` (read back by the test). */
export interface PushCalls {
  permissionRequests: number;
  subscribeCalls: Array<{ userVisibleOnly: boolean; applicationServerKey: string }>;
}

/** Before the app loads: PushManager answers with `subscription` (at the local push service). */
export async function useLocalPushService(
  context: BrowserContext,
  subscription: Pick<LocalSubscription, 'endpoint' | 'keys'>,
): Promise<void> {
  await context.addInitScript((local) => {
    const calls: PushCalls = { permissionRequests: 0, subscribeCalls: [] };
    (window as unknown as { __pushCalls: PushCalls }).__pushCalls = calls;
    const requestPermission = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      calls.permissionRequests++;
      return requestPermission();
    };
    let current: PushSubscription | null = null;
    const toBase64Url = (key: BufferSource | string | null | undefined) => {
      if (!key || typeof key === 'string') return key ?? '';
      const bytes = new Uint8Array(key instanceof ArrayBuffer ? key : key.buffer);
      return btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      calls.subscribeCalls.push({
        userVisibleOnly: options?.userVisibleOnly ?? false,
        applicationServerKey: toBase64Url(options?.applicationServerKey),
      });
      current = {
        endpoint: local.endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint: local.endpoint, expirationTime: null, keys: local.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  }, subscription);
}

export const pushCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pushCalls: PushCalls }).__pushCalls);

/** The page's service worker registration id, once the app registered it (it does when stable). */
export async function serviceWorkerRegistration(
  page: Page,
  origin: string,
): Promise<{ cdp: CDPSession; registrationId: string }> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registered };
}

/**
 * `push send` through the operator CLI, like support/cli.ts but without blocking this process: the
 * local push service that must answer the CLI's push runs in it.
 */
export async function cliPushSend(options: {
  topic: string;
  title: string;
  body: string;
  url: string;
}): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(repoRoot, 'apps/api/dist/cli.js'),
      'push',
      'send',
      ...['--topic', options.topic, '--title', options.title, '--body', options.body, '--url', options.url],
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: inject('databaseUrl') }, encoding: 'utf8' },
  );
  return stdout;
}
