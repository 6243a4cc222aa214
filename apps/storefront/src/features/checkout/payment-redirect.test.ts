import { describe, expect, it, vi } from 'vitest';
import { createPaymentRedirect } from './payment-redirect';

const gateway = 'https://bank.example/pay?authority=A42';

function setup(platform: 'web' | 'native', browserOpen: () => Promise<void> = () => Promise.resolve()) {
  const browser = { open: vi.fn(browserOpen), close: vi.fn(() => Promise.resolve()) };
  const deps = {
    isNative: () => platform === 'native',
    loadBrowser: vi.fn(() => Promise.resolve(browser)),
    assign: vi.fn<(url: string) => void>(),
  };
  return { redirect: createPaymentRedirect(deps), browser, deps };
}

describe('payment redirect', () => {
  it('on the web sends the page to the gateway and never loads the in-app browser', async () => {
    const { redirect, deps } = setup('web');
    redirect.open(gateway);
    await redirect.close();
    expect(deps.assign).toHaveBeenCalledWith(gateway);
    expect(deps.loadBrowser).not.toHaveBeenCalled();
  });

  it('on the native app opens the gateway in the in-app browser, and closes it when the result comes back', async () => {
    const { redirect, browser, deps } = setup('native');
    redirect.open(gateway);
    await vi.waitFor(() => expect(browser.open).toHaveBeenCalledWith({ url: gateway }));
    expect(deps.assign).not.toHaveBeenCalled();

    await redirect.close();
    expect(browser.close).toHaveBeenCalledTimes(1);
    await redirect.close();
    expect(browser.close).toHaveBeenCalledTimes(1);
  });

  it('on the native app closes nothing when no gateway was opened', async () => {
    const { redirect, deps } = setup('native');
    await redirect.close();
    expect(deps.loadBrowser).not.toHaveBeenCalled();
  });

  it('falls back to sending the page to the gateway when the in-app browser cannot open', async () => {
    const { redirect, browser, deps } = setup('native', () => Promise.reject(new Error('not implemented')));
    redirect.open(gateway);
    await vi.waitFor(() => expect(deps.assign).toHaveBeenCalledWith(gateway));
    await redirect.close();
    expect(browser.close).not.toHaveBeenCalled();
  });
});
