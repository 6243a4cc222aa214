/**
 * Native push (Capacitor): with permission the app registers with FCM and subscribes to the store's
 * notification topic (the community FCM plugin); without it, and on registration errors, it only
 * logs (docs/product.md §1, §4, §8). A notification received while the app is open is the push
 * toast. The plugins come in as parameters so this seam is unit-tested without a device.
 */
import type { PushPayload } from '@sabad/contract';

interface ListenerHandle {
  remove(): Promise<void>;
}

/** The parts of @capacitor/push-notifications this uses. */
export interface NativePushPlugin {
  checkPermissions(): Promise<{ receive: string }>;
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
  addListener(event: 'registration', listener: (token: { value: string }) => void): Promise<ListenerHandle>;
  addListener(event: 'registrationError', listener: (error: unknown) => void): Promise<ListenerHandle>;
  addListener(
    event: 'pushNotificationReceived',
    listener: (notification: { title?: string; body?: string }) => void,
  ): Promise<ListenerHandle>;
}

/** The part of @capacitor-community/fcm this uses. */
export interface FcmPlugin {
  subscribeTo(options: { topic: string }): Promise<unknown>;
}

export interface NativePushDeps {
  push: NativePushPlugin;
  fcm: FcmPlugin;
  topic: string;
  showToast: (push: Pick<PushPayload, 'title' | 'body'>) => unknown;
  log: (message: string, detail?: unknown) => void;
}

/** Starts native push; resolves to a function that removes its listeners. */
export async function startNativePush(deps: NativePushDeps): Promise<() => Promise<void>> {
  const { push, fcm, topic, log } = deps;
  const handles = await Promise.all([
    push.addListener('registration', () => {
      fcm.subscribeTo({ topic }).catch((error: unknown) => log('Push topic subscription failed', error));
    }),
    push.addListener('registrationError', (error) => log('Push registration failed', error)),
    push.addListener('pushNotificationReceived', (notification) => {
      void deps.showToast({ title: notification.title ?? '', body: notification.body ?? '' });
    }),
  ]);
  const remove = async () => {
    await Promise.all(handles.map((handle) => handle.remove()));
  };
  try {
    let permission = await push.checkPermissions();
    if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
      permission = await push.requestPermissions();
    }
    if (permission.receive === 'granted') await push.register();
    else log('Push notification permission not granted');
  } catch (error) {
    log('Push registration failed', error);
  }
  return remove;
}
