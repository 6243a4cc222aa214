import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { registerNavigator } from '../lib/navigation';

/** Hands Ionic's router to code outside React (HTTP client, startup listeners). */
export function NavigatorBridge() {
  const router = useIonRouter();
  useEffect(() => registerNavigator((path, options) => router.push(path, 'root', options?.replace ? 'replace' : 'push')), [router]);
  return null;
}
