import { useEffect } from 'react';
import { storeConfig } from '../../config/store-config';
import { isNativePlatform } from '../../lib/platform';
import * as fa from '../../strings/fa';
import { presentToast } from './overlays';

/**
 * docs/product.md §1, §4, §8: with permission the app registers and subscribes to the store's notification
 * topic; without it, and on registration errors, it only logs. A notification received while the
 * app is open shows as a toast at the top, "title - body", with a confirm button. The web skips it.
 */
export function usePushNotifications() {
  useEffect(() => {
    if (!isNativePlatform()) return;
    const removers: Array<() => Promise<void>> = [];
    void (async () => {
      const [{ PushNotifications }, { FCM }] = await Promise.all([
        import('@capacitor/push-notifications'),
        import('@capacitor-community/fcm'),
      ]);
      const handles = await Promise.all([
        PushNotifications.addListener('registration', () => {
          FCM.subscribeTo({ topic: storeConfig.notificationTopic }).catch((error: unknown) =>
            console.log('Push topic subscription failed', error),
          );
        }),
        PushNotifications.addListener('registrationError', (error) => console.log('Push registration failed', error)),
        PushNotifications.addListener('pushNotificationReceived', (notification) => {
          void presentToast({
            message: `${notification.title ?? ''} - ${notification.body ?? ''}`,
            position: 'top',
            buttons: [{ text: fa.push.confirm, role: 'cancel' }],
          });
        }),
      ]);
      removers.push(...handles.map((handle) => () => handle.remove()));
      let permission = await PushNotifications.checkPermissions();
      if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
        permission = await PushNotifications.requestPermissions();
      }
      if (permission.receive === 'granted') await PushNotifications.register();
      else console.log('Push notification permission not granted');
    })().catch((error: unknown) => console.log('Push registration failed', error));
    return () => {
      removers.forEach((remove) => void remove());
    };
  }, []);
}
