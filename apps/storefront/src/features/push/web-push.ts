// Permission is asked only when the shopper turns notifications on, never on first load. The browser and
// the API come in as an environment so the flow is unit-tested.
import type { PushSubscribeRequest } from '@sabad/contract';

export type WebPushState = 'unsupported' | 'denied' | 'off' | 'on';

export interface WebPushEnvironment {
  notifications?: {
    permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  };
  registration(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | undefined>;
  publicKey(): Promise<string>;
  register(subscription: PushSubscribeRequest): Promise<unknown>;
  unregister(endpoint: string): Promise<unknown>;
  topic: string;
  log(message: string, detail?: unknown): void;
}

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

/** The browser may have renewed it, and the API ties it to whoever is signed in. */
export async function refreshWebPush(env: WebPushEnvironment): Promise<void> {
  if (env.notifications?.permission !== 'granted') return;
  try {
    const subscription = await (await env.registration())?.pushManager.getSubscription();
    if (subscription) await env.register(subscriptionRequest(subscription, env.topic));
  } catch (error) {
    env.log('Push registration failed', error);
  }
}
