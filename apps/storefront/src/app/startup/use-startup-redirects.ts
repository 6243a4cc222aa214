import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { storeClosedStatusQueryOptions } from '@/features/store/api/get-store-closed-status';
import {
  cacheAnswersOffline,
  connectionErrorLink,
  isOnline,
  onConnectivityChange,
  setOnline,
} from '@/lib/connectivity';
import { currentLocation, navigateTo } from '@/lib/navigation';
import { leavesPageWhenOffline } from '@/lib/offline-policy';
import { isNativePlatform } from '@/lib/platform';

/** Offline with a service worker, the page's own calls decide, so a page the shopper has seen stays. */
export function useStartupRedirects() {
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    queryClient
      .fetchQuery(storeClosedStatusQueryOptions())
      .then((status) => {
        if (!cancelled && status.StoreClosed) navigateTo(paths.storeClosed.link(), { replace: true });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  useEffect(() => {
    const goOffline = (online: boolean) => {
      const link = connectionErrorLink(currentLocation());
      if (link && leavesPageWhenOffline({ online, cacheAnswersOffline: cacheAnswersOffline() })) navigateTo(link);
    };
    const unsubscribe = onConnectivityChange(goOffline);
    if (isNativePlatform()) {
      const listening = import('@capacitor/network').then(async ({ Network }) => {
        setOnline((await Network.getStatus()).connected);
        return Network.addListener('networkStatusChange', (status) => setOnline(status.connected));
      });
      return () => {
        unsubscribe();
        void listening.then((listener) => listener.remove());
      };
    }
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);

  useEffect(() => {
    const link = connectionErrorLink(`${location.pathname}${location.search}`);
    if (link && leavesPageWhenOffline({ online: isOnline(), cacheAnswersOffline: cacheAnswersOffline() }))
      navigateTo(link, { replace: true });
  }, [location.pathname, location.search]);
}
