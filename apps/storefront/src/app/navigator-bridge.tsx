import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { registerNavigator, setCurrentLocation } from '@/lib/navigation';
import { useFirstScreenGuard } from './startup/first-screen';

export function NavigatorBridge() {
  const router = useIonRouter();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      registerNavigator((path, options) =>
        options?.replace ? router.push(path, 'root', 'replace') : router.push(path, 'forward'),
      ),
    [router],
  );
  useEffect(() => setCurrentLocation(`${pathname}${search}`), [pathname, search]);
  useFirstScreenGuard(pathname, search);
  return null;
}
