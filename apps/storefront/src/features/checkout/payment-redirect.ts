import type { BrowserPlugin } from '@capacitor/browser';
import { isNativePlatform } from '@/lib/platform';

export interface PaymentRedirectDeps {
  isNative: () => boolean;
  /** The in-app browser plugin, loaded only when a native payment needs it. */
  loadBrowser: () => Promise<Pick<BrowserPlugin, 'open' | 'close'>>;
  assign: (url: string) => void;
}

export interface PaymentRedirect {
  open(url: string): void;
  close(): Promise<void>;
}

/** Native: in-app browser; the gateway's return to {appUrlScheme}://paymentresult reopens the app, which calls close. */
export function createPaymentRedirect(deps: PaymentRedirectDeps): PaymentRedirect {
  let browserOpen = false;
  return {
    open(url) {
      if (!deps.isNative()) {
        deps.assign(url);
        return;
      }
      browserOpen = true;
      deps
        .loadBrowser()
        .then((browser) => browser.open({ url }))
        .catch(() => {
          browserOpen = false;
          deps.assign(url);
        });
    },
    async close() {
      if (!browserOpen) return;
      browserOpen = false;
      const browser = await deps.loadBrowser();
      // The shopper may have closed it already; there is nothing left to close then.
      await browser.close().catch(() => undefined);
    },
  };
}

/** An object so tests can watch it instead of leaving the page. */
export const paymentRedirect = createPaymentRedirect({
  isNative: isNativePlatform,
  loadBrowser: async () => (await import('@capacitor/browser')).Browser,
  assign: (url) => window.location.assign(url),
});
