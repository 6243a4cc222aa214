import { useEffect } from 'react';
import { storeConfig } from '../../config/store-config';
import { pushToastOptions } from '../../features/push/push-toast';
import { useWebPush } from '../../features/push/use-web-push';
import { isNativePlatform } from '../../lib/platform';
import { presentToast } from './overlays';

const showPushToast = (push: { title: string; body: string }) => presentToast(pushToastOptions(push));

/**
 * docs/product.md §1, §4, §8: with permission the app registers and subscribes to the store's
 * notification topic; without it, and on registration errors, it only logs. A push received while
 * the app is open shows as a toast at the top, "title - body", with a confirm button.
 * Native: FCM with the topic (features/push/native-push.ts), asked at start as the spec says.
 * Web: the permission is asked from the profile's «اعلان‌ها» toggle, never on first load; here
 * the page only shows the pushes its service worker hands over and keeps the registration current.
 */
export function usePushNotifications() {
  useNativePush();
  useWebPushWhenOnTheWeb(showPushToast);
}

function useNativePush() {
  useEffect(() => {
    if (!isNativePlatform()) return;
    let remove: (() => Promise<void>) | undefined;
    let stopped = false;
    void (async () => {
      // Native only: the plugins and the start-up that drives them are loaded here, never on the web.
      const [{ PushNotifications }, { FCM }, { startNativePush }] = await Promise.all([
        import('@capacitor/push-notifications'),
        import('@capacitor-community/fcm'),
        import('../../features/push/native-push'),
      ]);
      remove = await startNativePush({
        push: PushNotifications,
        fcm: FCM,
        topic: storeConfig.notificationTopic,
        showToast: showPushToast,
        log: (message, detail) => console.log(message, detail ?? ''),
      });
      if (stopped) await remove();
    })().catch((error: unknown) => console.log('Push registration failed', error));
    return () => {
      stopped = true;
      void remove?.();
    };
  }, []);
}

const useWebPushWhenOnTheWeb: typeof useWebPush = isNativePlatform() ? () => undefined : useWebPush;
