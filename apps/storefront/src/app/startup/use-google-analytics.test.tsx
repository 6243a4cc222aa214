import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeConfig } from '@/config/store-config';
import { catalogSettings, homePage, storeLogo, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const home = {
  'GET /api/v2/catalog/homepage': homePage,
  'GET /api/v2/settings/catalogsettings': catalogSettings,
  'GET /api/v2/common/logo': storeLogo,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/settings/isstoreclosed': storeOpen,
};
const gtagScript = () => document.head.querySelector('script[src^="https://www.googletagmanager.com/gtag/js"]');

describe('Google Analytics in the app (build setting googleAnalitycsId)', () => {
  const built = storeConfig.googleAnalitycsId;
  afterEach(() => {
    storeConfig.googleAnalitycsId = built;
    gtagScript()?.remove();
    delete window.dataLayer;
  });

  it('adds the tag for the build id once the home page has loaded, not during its first requests', async () => {
    storeConfig.googleAnalitycsId = 'G-SABAD123';
    installFakeApi(home);
    await renderApp('/tabs/home');
    expect(gtagScript()).toBeNull();
    await screen.findByText(homePage.Categories[0]!.Name, {}, { timeout: 15_000 });
    await waitFor(() => expect(gtagScript()).toHaveAttribute('src', expect.stringContaining('id=G-SABAD123')));
  });

  it('adds nothing in the bundled build, whose id is empty', async () => {
    expect(built).toBe('');
    const { requests } = installFakeApi(home);
    await renderApp('/tabs/home');
    await screen.findByText(homePage.Categories[0]!.Name, {}, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gtagScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(requests.filter((request) => request.url.hostname !== 'localhost')).toEqual([]);
  });
});
