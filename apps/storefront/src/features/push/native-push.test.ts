import { describe, expect, it, vi } from 'vitest';
import { startNativePush, type NativePushPlugin } from './native-push';

type Listener = (value: never) => void;

/** @capacitor/push-notifications as the app sees it on a device, driven by the test. */
function fakeDevice(permission: { check: string; request?: string }) {
  const listeners = new Map<string, Listener>();
  const removed: string[] = [];
  const push = {
    checkPermissions: vi.fn(async () => ({ receive: permission.check })),
    requestPermissions: vi.fn(async () => ({ receive: permission.request ?? permission.check })),
    register: vi.fn(async () => undefined),
    addListener: vi.fn(async (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return { remove: async () => void removed.push(event) };
    }),
  };
  const fire = (event: string, value: unknown) => listeners.get(event)?.(value as never);
  return { push: push as unknown as NativePushPlugin & typeof push, fire, removed };
}

const deps = (device: ReturnType<typeof fakeDevice>) => ({
  push: device.push,
  fcm: { subscribeTo: vi.fn(async () => ({})) },
  topic: 'sabad-all',
  showToast: vi.fn(),
  log: vi.fn(),
});

describe('native push (Capacitor + FCM)', () => {
  it('asks when undecided, registers, and subscribes to the store topic once FCM answers', async () => {
    const device = fakeDevice({ check: 'prompt', request: 'granted' });
    const d = deps(device);
    await startNativePush(d);
    expect(device.push.requestPermissions).toHaveBeenCalledOnce();
    expect(device.push.register).toHaveBeenCalledOnce();
    expect(d.fcm.subscribeTo).not.toHaveBeenCalled();
    device.fire('registration', { value: 'fcm-token' });
    expect(d.fcm.subscribeTo).toHaveBeenCalledWith({ topic: 'sabad-all' });
  });

  it('only logs when permission is refused, or registration or the topic fails', async () => {
    const refused = fakeDevice({ check: 'denied' });
    const r = deps(refused);
    await startNativePush(r);
    expect(refused.push.requestPermissions).not.toHaveBeenCalled();
    expect(refused.push.register).not.toHaveBeenCalled();
    expect(r.log).toHaveBeenCalledWith('Push notification permission not granted');

    const failing = fakeDevice({ check: 'granted' });
    const f = deps(failing);
    f.fcm.subscribeTo.mockRejectedValueOnce(new Error('offline'));
    await startNativePush(f);
    failing.fire('registrationError', { error: 'no play services' });
    expect(f.log).toHaveBeenCalledWith('Push registration failed', { error: 'no play services' });
    failing.fire('registration', { value: 'fcm-token' });
    await vi.waitFor(() => expect(f.log).toHaveBeenCalledWith('Push topic subscription failed', new Error('offline')));
  });

  it('shows a push received while open as the toast, and removes its listeners when stopped', async () => {
    const device = fakeDevice({ check: 'granted' });
    const d = deps(device);
    const stop = await startNativePush(d);
    device.fire('pushNotificationReceived', { title: 'سفارش ارسال شد', body: 'کد رهگیری: ۱۲۳' });
    expect(d.showToast).toHaveBeenCalledWith({ title: 'سفارش ارسال شد', body: 'کد رهگیری: ۱۲۳' });
    await stop();
    expect(device.removed.sort()).toEqual(['pushNotificationReceived', 'registration', 'registrationError']);
  });
});
