import { useEffect } from 'react';
import { paymentRedirect } from '../../features/checkout/payment-redirect';
import { navigateTo } from '../../lib/navigation';
import { isNativePlatform } from '../../lib/platform';
import { paymentResultPathFromUrl } from './deep-link';

/**
 * docs/product.md §2: deep links containing 'paymentresult' open payment-result (Capacitor appUrlOpen), and
 * close the in-app browser the gateway was shown in.
 */
export function useDeepLinks() {
  useEffect(() => {
    if (!isNativePlatform()) return;
    const listening = import('@capacitor/app').then(({ App }) =>
      App.addListener('appUrlOpen', ({ url }) => {
        const path = paymentResultPathFromUrl(url);
        if (!path) return;
        void paymentRedirect.close();
        navigateTo(path);
      }),
    );
    return () => {
      void listening.then((listener) => listener.remove());
    };
  }, []);
}
