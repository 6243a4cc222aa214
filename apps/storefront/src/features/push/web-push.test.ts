import { describe, expect, it, vi } from 'vitest';
import {
  applicationServerKey,
  disableWebPush,
  enableWebPush,
  refreshWebPush,
  webPushState,
  type WebPushEnvironment,
} from './web-push';

const VAPID_KEY = 'BPJ1cZo3x0QfM5cT6b_oNw0dqYTXz3ZPe0n8c4sOvRk-2V3vEo2r4G0tDkYfN7lE8r0mGxk3XcQ7b2m8w4nW5pQ';

/** A browser with a Push API whose subscribe answers like Chromium's, and an API that records calls. */
function fakeBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BKey', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const notifications = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notifications.permission = options.answer ?? 'granted';
      return notifications.permission;
    }),
  };
  const environment = {
    notifications,
    registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    publicKey: vi.fn(async () => VAPID_KEY),
    register: vi.fn(async () => ({ Success: true })),
    unregister: vi.fn(async () => ({ Success: true })),
    topic: 'sabad-all',
    log: vi.fn(),
  } satisfies WebPushEnvironment;
  return { environment, pushManager, notifications, subscription };
}

describe('web push', () => {
  it('turns the server key into the bytes applicationServerKey takes', () => {
    const bytes = applicationServerKey(VAPID_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('asks permission only when turned on, subscribes with the server key and registers the topic', async () => {
    const { environment, pushManager, notifications } = fakeBrowser();
    expect(await webPushState(environment)).toBe('off');
    expect(notifications.requestPermission).not.toHaveBeenCalled();

    expect(await enableWebPush(environment)).toBe('on');
    expect(notifications.requestPermission).toHaveBeenCalledOnce();
    const [options] = pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(applicationServerKey(VAPID_KEY));
    expect(environment.register).toHaveBeenCalledWith({
      Endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      Keys: { P256dh: 'BKey', Auth: 'secret' },
      Topic: 'sabad-all',
    });
    expect(await webPushState(environment)).toBe('on');
  });

  it('only logs when permission is refused, and never subscribes', async () => {
    const { environment, pushManager } = fakeBrowser({ answer: 'denied' });
    expect(await enableWebPush(environment)).toBe('denied');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(environment.register).not.toHaveBeenCalled();
    expect(environment.log).toHaveBeenCalledWith('Push notification permission not granted');
    expect(await webPushState(environment)).toBe('denied');
  });

  it('only logs when the push service refuses the subscription', async () => {
    const { environment, pushManager } = fakeBrowser();
    const refusal = new DOMException('Registration failed - push service error', 'AbortError');
    pushManager.subscribe.mockRejectedValueOnce(refusal);
    expect(await enableWebPush(environment)).toBe('off');
    expect(environment.log).toHaveBeenCalledWith('Push registration failed', refusal);
    expect(environment.register).not.toHaveBeenCalled();
  });

  it('is unsupported without a Push API (the native app subscribes by itself)', async () => {
    const { environment } = fakeBrowser();
    const withoutPush = { ...environment, notifications: undefined };
    expect(await webPushState(withoutPush)).toBe('unsupported');
    expect(await enableWebPush(withoutPush)).toBe('unsupported');
    const withoutWorker = { ...environment, registration: async () => undefined };
    expect(await webPushState(withoutWorker)).toBe('unsupported');
  });

  it('turning it off forgets the subscription at the API and in the browser', async () => {
    const { environment, subscription } = fakeBrowser();
    await enableWebPush(environment);
    expect(await disableWebPush(environment)).toBe('off');
    expect(environment.unregister).toHaveBeenCalledWith('https://fcm.googleapis.com/fcm/send/abc');
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('registers an existing subscription again without asking, and does nothing without permission', async () => {
    const granted = fakeBrowser({ permission: 'granted' });
    await refreshWebPush(granted.environment);
    expect(granted.environment.register).not.toHaveBeenCalled();
    await granted.pushManager.subscribe({});
    await refreshWebPush(granted.environment);
    expect(granted.environment.register).toHaveBeenCalledOnce();
    expect(granted.notifications.requestPermission).not.toHaveBeenCalled();

    const notAsked = fakeBrowser();
    await notAsked.pushManager.subscribe({});
    await refreshWebPush(notAsked.environment);
    expect(notAsked.environment.register).not.toHaveBeenCalled();
  });
});
