import type { BrowserPlugin } from '@capacitor/browser';
import { isNativePlatform } from '../../lib/platform';

export interface PaymentRedirectDeps {
  isNative: () => boolean;
  /** The in-app browser plugin, loaded only when a native payment needs it. */
  loadBrowser: () => Promise<Pick<BrowserPlugin, 'open' | 'close'>>;
  /** Sends the web page to another address. */
  assign: (url: string) => void;
}

export interface PaymentRedirect {
  open(url: string): void;
  /** Closes the in-app browser the gateway was opened in, if any: the payment's result is back in the app. */
  close(): Promise<void>;
}

/**
 * Leaves the app for the gateway's page. On the web the tab goes there and the gateway comes back to
 * /payment-result. In the native app the page opens in the in-app browser (@capacitor/browser, loaded only
 * then, so the web bundle's first load does not carry it); the gateway's return to
 * `{appUrlScheme}://paymentresult?…` reopens the app (app/startup/use-deep-links.ts), which calls `close`.
 */
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

/** The app's one redirect; an object so tests can watch it instead of leaving the page. */
export const paymentRedirect = createPaymentRedirect({
  isNative: isNativePlatform,
  loadBrowser: async () => (await import('@capacitor/browser')).Browser,
  assign: (url) => window.location.assign(url),
});
