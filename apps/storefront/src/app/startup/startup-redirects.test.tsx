import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setOnline } from '../../lib/connectivity';
import { catalogSettings, homePage, storeLogo, storeOpen, topicList } from '../../test/fixtures';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const storeApi = {
  'GET /api/v2/catalog/homepage': homePage,
  'GET /api/v2/settings/catalogsettings': catalogSettings,
  'GET /api/v2/common/logo': storeLogo,
  'GET /api/v2/topic/gettopicslist': topicList,
};

describe('startup redirects', () => {
  afterEach(() => setOnline(true));

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
});
