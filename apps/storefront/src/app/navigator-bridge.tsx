import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { registerNavigator } from '../lib/navigation';

/** Hands Ionic's router to code outside React (HTTP client, startup listeners). */
export function NavigatorBridge() {
  const router = useIonRouter();
  useEffect(
    () =>
      registerNavigator((path, options) =>
        options?.replace ? router.push(path, 'root', 'replace') : router.push(path, 'forward'),
      ),
    [router],
  );
  return null;
}
