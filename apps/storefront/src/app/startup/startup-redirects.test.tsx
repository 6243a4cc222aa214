import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, setOnline } from '@/lib/connectivity';
import { aboutUsTopic, catalogSettings, homePage, storeLogo, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = {
  'GET /api/v2/catalog/homepage': homePage,
  'GET /api/v2/settings/catalogsettings': catalogSettings,
  'GET /api/v2/common/logo': storeLogo,
  'GET /api/v2/topic/gettopicslist': topicList,
};

const offlineMessage = 'اتصال به اینترنت برقرار نیست. پس از برقراری اتصال دوباره تلاش کنید.';

/** A service worker controls the page (docs/adr/0027): it may answer the app's calls from its cache. */
function controlledByServiceWorker() {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: {},
      ready: new Promise(() => {}),
      getRegistration: async () => undefined,
      addEventListener: () => {},
      removeEventListener: () => {},
      startMessages: () => {},
    },
  });
}

describe('startup redirects', () => {
  afterEach(() => {
    setOnline(true);
    // The offline event also reached React Query's own online flag.
    onlineManager.setOnline(true);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('goes to store-closed when the store is closed', async () => {
    installFakeApi({ ...storeApi, 'GET /api/v2/settings/isstoreclosed': { StoreClosed: true, CustomProperties: {} } });
    await renderApp('/tabs/home');
    expect(await screen.findByText('فروشگاه در حال حاضر بسته است. لطفاً کمی بعد دوباره سر بزنید.')).toBeInTheDocument();
  });

  it('goes to connection-error when the device goes offline', async () => {
    installFakeApi({ ...storeApi, 'GET /api/v2/settings/isstoreclosed': storeOpen });
    await renderApp('/tabs/home');
    await screen.findByRole('region', { name: 'محصولات ویژه' });

    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(
      await screen.findByText('اتصال به اینترنت برقرار نیست. پس از برقراری اتصال دوباره تلاش کنید.'),
    ).toBeInTheDocument();
  });

  it('with a service worker, going offline keeps the page the shopper is on', async () => {
    installFakeApi({ ...storeApi, 'GET /api/v2/settings/isstoreclosed': storeOpen });
    controlledByServiceWorker();
    await renderApp('/tabs/home');
    await screen.findByRole('region', { name: 'محصولات ویژه' });

    await act(async () => window.dispatchEvent(new Event('offline')));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(offlineMessage)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'محصولات ویژه' })).toBeInTheDocument();
  });

  it('a page not kept offline goes to connection-error; retry, once online, opens that page at the first press', async () => {
    const { fetchMock } = installFakeApi({
      ...storeApi,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
      'GET /api/v2/topic/getbysystemname/about-us': aboutUsTopic,
    });
    // Offline, the service worker has no copy of this topic: the request fails as fetch does.
    const answer = fetchMock.getMockImplementation()!;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      isOnline() ? answer(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    controlledByServiceWorker();
    setOnline(false);
    await renderApp('/topic/about-us');
    const offlinePage = (await screen.findByText(offlineMessage)).closest('.ion-page') as HTMLElement;

    setOnline(true);
    // The connection error page's own button: the topic page stays in the stack under it, hidden
    // (ion-page-hidden), and may show its own failed call's retry there.
    fireEvent.click(within(offlinePage).getByText('تلاش دوباره'));
    expect(await screen.findByText('ضمانت اصالت کالا')).toBeInTheDocument();
  });
});
