import { useEffect } from 'react';
import { storeConfig } from '@/config/store-config';
import { pushToastOptions } from '@/features/push/push-toast';
import { useWebPush } from '@/features/push/use-web-push';
import { isNativePlatform } from '@/lib/platform';
import { presentToast } from './overlays';

const showPushToast = (push: { title: string; body: string }) => presentToast(pushToastOptions(push));

/** Native asks for push permission at start (spec); the web asks only from the profile's toggle, never on load. */
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
      // Native only: the plugins are loaded here, never on the web.
      const [{ PushNotifications }, { FCM }, { startNativePush }] = await Promise.all([
        import('@capacitor/push-notifications'),
        import('@capacitor-community/fcm'),
        import('@/features/push/native-push'),
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
