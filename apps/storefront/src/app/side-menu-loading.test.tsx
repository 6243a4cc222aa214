import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogSettings, homePage, storeLogo, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { openSideMenu, renderApp } from '@/test/render-app';

// A file of its own: whether the content was asked for is kept for the page's life (src/app/side-menu.tsx).
describe('side menu loading', () => {
  it('is in the shell from the start but loads what it lists only when asked (docs/adr/0033)', async () => {
    const { requests } = installFakeApi({
      'GET /api/v2/topic/gettopicslist': topicList,
      'GET /api/v2/catalog/homepage': homePage,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
      'GET /api/v2/common/logo': storeLogo,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
    });
    await renderApp('/tabs/home');
    expect(await screen.findByRole('region', { name: 'محصولات ویژه' }, { timeout: 15_000 })).toBeInTheDocument();
    const menu = document.querySelector('ion-menu') as HTMLElement;
    expect(menu.childElementCount).toBe(0);
    expect(requests.some((request) => request.url.pathname === '/api/v2/topic/gettopicslist')).toBe(false);

    openSideMenu();
    expect(await within(menu).findByText('درباره ما')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/api/v2/topic/gettopicslist')).toBe(true);
  });
});
