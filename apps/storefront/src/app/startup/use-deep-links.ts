import { useEffect } from 'react';
import { paymentRedirect } from '@/features/checkout/payment-redirect';
import { navigateTo } from '@/lib/navigation';
import { isNativePlatform } from '@/lib/platform';
import { paymentResultPathFromUrl } from './deep-link';

export interface DeepLinkSource {
  getLaunchUrl(): Promise<{ url: string } | undefined>;
  addListener(
    event: 'appUrlOpen',
    listener: (event: { url: string }) => void,
  ): Promise<{ remove: () => Promise<void> | void }>;
}

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
