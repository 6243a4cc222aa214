import { describe, expect, it, vi } from 'vitest';
import { followDeepLinks, type DeepLinkSource } from './use-deep-links';

/** Capacitor's App plugin as the deep links use it: a launch address and the links that reopen the app. */
function fakeApp(launchUrl?: string) {
  let listener: ((event: { url: string }) => void) | undefined;
  const removed = vi.fn();
  const source: DeepLinkSource = {
    getLaunchUrl: () => Promise.resolve(launchUrl ? { url: launchUrl } : undefined),
    addListener: (_event, next) => {
      listener = next;
      return Promise.resolve({ remove: removed });
    },
  };
  return { source, reopen: (url: string) => listener?.({ url }), removed };
}

describe('deep links', () => {
  it('opens payment-result from the link that launched the app from cold', async () => {
    const app = fakeApp('sabad://paymentresult?success=true&orderId=12&message=ok');
    const open = vi.fn();
    const close = vi.fn();
    await followDeepLinks(app.source, open, close);
    expect(open).toHaveBeenCalledWith('/payment-result?success=true&message=ok&orderId=12');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('follows a link that reopens the running app, and ignores other links and a plain launch', async () => {
    const app = fakeApp();
    const open = vi.fn();
    const stop = await followDeepLinks(app.source, open, vi.fn());
    expect(open).not.toHaveBeenCalled();
    app.reopen('sabad://somewhere-else');
    expect(open).not.toHaveBeenCalled();
    app.reopen('sabad://paymentresult?success=false&orderId=7');
    expect(open).toHaveBeenCalledWith('/payment-result?success=false&orderId=7');
    stop();
    expect(app.removed).toHaveBeenCalled();
  });
});
