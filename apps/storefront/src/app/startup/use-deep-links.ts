import { useEffect } from 'react';
import { paymentRedirect } from '../../features/checkout/payment-redirect';
import { navigateTo } from '../../lib/navigation';
import { isNativePlatform } from '../../lib/platform';
import { paymentResultPathFromUrl } from './deep-link';

/** What of Capacitor's App plugin the deep links use (a fake in tests). */
export interface DeepLinkSource {
  /** The address that launched the app from cold, if a link did. */
  getLaunchUrl(): Promise<{ url: string } | undefined>;
  addListener(
    event: 'appUrlOpen',
    listener: (event: { url: string }) => void,
  ): Promise<{ remove: () => Promise<void> | void }>;
}

/**
 * Follows the app's deep links: the one that launched it (a cold start, e.g. the bank's return after
 * the system closed the app) and every one that reopens it while it runs. A `paymentresult` link
 * closes the in-app browser the gateway was shown in and opens payment-result. Returns the stop.
 */
export async function followDeepLinks(
  source: DeepLinkSource,
  open: (path: string) => void,
  closeGatewayBrowser: () => void,
): Promise<() => void> {
  const follow = (url: string) => {
    const path = paymentResultPathFromUrl(url);
    if (!path) return;
    closeGatewayBrowser();
    open(path);
  };
  const listener = await source.addListener('appUrlOpen', ({ url }) => follow(url));
  const launch = await source.getLaunchUrl().catch(() => undefined);
  if (launch?.url) follow(launch.url);
  return () => void listener.remove();
}

/** docs/product.md §2: deep links containing 'paymentresult' open payment-result (Capacitor's App plugin). */
export function useDeepLinks() {
  useEffect(() => {
    if (!isNativePlatform()) return;
    const stopping = import('@capacitor/app').then(({ App }) =>
      followDeepLinks(App, navigateTo, () => void paymentRedirect.close()),
    );
    return () => {
      void stopping.then((stop) => stop());
    };
  }, []);
}
