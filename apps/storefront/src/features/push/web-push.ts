/**
 * Web Push in the browser (issue 14): permission is asked only when the shopper turns notifications
 * on (the profile's «اعلان‌ها» toggle), never on first load; with it, the service worker's
 * PushManager subscribes with the server's VAPID key and the subscription is registered with the
 * API for the store's notification topic (and the signed-in customer, the API reads the session).
 * Without permission, or when subscribing fails, it only logs (docs/product.md §1, §4, §8).
 * The browser and the API come in as an environment so the flow is unit-tested.
 */
import type { PushSubscribeRequest } from '@sabad/contract';

/** `unsupported`: no service worker or Push API here (the native app has its own, native-push.ts). */
export type WebPushState = 'unsupported' | 'denied' | 'off' | 'on';

export interface WebPushEnvironment {
  notifications?: {
    permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  };
  /** The service worker's registration, once there is one. */
  registration(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | undefined>;
  publicKey(): Promise<string>;
  register(subscription: PushSubscribeRequest): Promise<unknown>;
  unregister(endpoint: string): Promise<unknown>;
  topic: string;
  log(message: string, detail?: unknown): void;
}

/** A url-safe base64 key (the server's VAPID key) as the bytes `applicationServerKey` takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function subscriptionRequest(subscription: PushSubscription, topic: string): PushSubscribeRequest {
  const { endpoint, keys } = subscription.toJSON();
  return { Endpoint: endpoint ?? '', Keys: { P256dh: keys?.p256dh ?? '', Auth: keys?.auth ?? '' }, Topic: topic };
}

export async function webPushState(env: WebPushEnvironment): Promise<WebPushState> {
  if (!env.notifications) return 'unsupported';
  const registration = await env.registration();
  if (!registration?.pushManager) return 'unsupported';
  if (env.notifications.permission === 'denied') return 'denied';
  if (env.notifications.permission !== 'granted') return 'off';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks permission (the shopper just asked for notifications), subscribes and registers. */
export async function enableWebPush(env: WebPushEnvironment): Promise<WebPushState> {
  if (!env.notifications) return 'unsupported';
  const registration = await env.registration();
  if (!registration?.pushManager) return 'unsupported';
  const permission = await env.notifications.requestPermission();
  if (permission !== 'granted') {
    env.log('Push notification permission not granted');
    return permission === 'denied' ? 'denied' : 'off';
  }
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(await env.publicKey()),
      }));
    await env.register(subscriptionRequest(subscription, env.topic));
    return 'on';
  } catch (error) {
    env.log('Push registration failed', error);
    return 'off';
  }
}

export async function disableWebPush(env: WebPushEnvironment): Promise<WebPushState> {
  const subscription = await (await env.registration())?.pushManager.getSubscription();
  if (!subscription) return 'off';
  try {
    await env.unregister(subscription.endpoint);
    await subscription.unsubscribe();
  } catch (error) {
    env.log('Push unregistration failed', error);
  }
  return 'off';
}

/**
 * Registers an existing subscription again without asking anything: at start (the browser may
 * have renewed it) and when the shopper signs in or out (the API ties it to the customer or not).
 */
export async function refreshWebPush(env: WebPushEnvironment): Promise<void> {
  if (env.notifications?.permission !== 'granted') return;
  try {
    const subscription = await (await env.registration())?.pushManager.getSubscription();
    if (subscription) await env.register(subscriptionRequest(subscription, env.topic));
  } catch (error) {
    env.log('Push registration failed', error);
  }
}
