// The plugins come in as parameters so this is unit-tested without a device.
import type { PushPayload } from '@sabad/contract';

interface ListenerHandle {
  remove(): Promise<void>;
}

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
