import { render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogSettings, homePage, storeLogo, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { leaveActEnvironment } from '@/test/outside-act';
import { renderApp } from '@/test/render-app';
import { firstScreenIsFor, firstScreenShown, releaseFirstScreen, useFirstScreenTakeover } from './first-screen';

/** The server's first screen as index.html carries it (apps/api/src/modules/first-screen). */
function serverFirstScreen(path: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'fs';
  element.dataset.path = path;
  element.textContent = 'صفحهٔ اول سرور';
  document.body.prepend(element);
  return element;
}

afterEach(() => document.getElementById('fs')?.remove());

/** Whether the tabs' bar was in the page at the moment the first screen was removed. */
function tabBarAtRemoval(element: HTMLElement): () => boolean | undefined {
  let present: boolean | undefined;
  const remove = element.remove.bind(element);
  element.remove = () => {
    present = document.querySelector('ion-tab-bar') !== null;
    remove();
  };
  return () => present;
}

/** The calls home and the shell make, with home's own answer given. */
function homeCalls(homePageAnswer: unknown) {
  return {
    'GET /api/v2/catalog/homepage': homePageAnswer,
    'GET /api/v2/settings/catalogsettings': catalogSettings,
    'GET /api/v2/common/logo': storeLogo,
    'GET /api/v2/topic/gettopicslist': topicList,
    'GET /api/v2/settings/isstoreclosed': storeOpen,
  };
}

describe('the first screen the server wrote', () => {
  it.each([
    ['/tabs/home', '/', '', true],
    ['/tabs/home', '/tabs/home/', '', true],
    ['/tabs/home', '/intro', '', false],
    ['/product-details/7', '/product-details/7', '', true],
    ['/product-details/7', '/product-details/8', '', false],
    ['/product?CategoryId=3', '/product', '?CategoryId=3', true],
    ['/product?CategoryId=3', '/product', '?CategoryId=3&Sort=name-asc', false],
  ])('drawn for %s: is for %s%s → %s', (screenPath, pathname, search, expected) => {
    expect(firstScreenIsFor(screenPath, pathname, search)).toBe(expected);
  });

  it('is reported shown until it is released (the start warms up under it only, boot.tsx)', () => {
    expect(firstScreenShown()).toBe(false);
    serverFirstScreen('/tabs/home');
    expect(firstScreenShown()).toBe(true);
    releaseFirstScreen();
    expect(firstScreenShown()).toBe(false);
  });

  it('stays while its page is not drawn and goes when it is', () => {
    const element = serverFirstScreen('/tabs/home');
    function Page({ drawn }: { drawn: boolean }) {
      useFirstScreenTakeover(drawn);
      return <p>صفحهٔ برنامه</p>;
    }
    const { rerender } = render(<Page drawn={false} />);
    expect(element.isConnected).toBe(true);
    rerender(<Page drawn />);
    expect(element.isConnected).toBe(false);
  });

  it('stays through the urgent render that brings the data, and goes with the deferred one that draws it', async () => {
    const element = serverFirstScreen('/product-details/7');
    function Page({ arrived }: { arrived: boolean }) {
      useFirstScreenTakeover(arrived);
      return <p>صفحهٔ برنامه</p>;
    }
    const returnToAct = leaveActEnvironment();
    const root = createRoot(document.createElement('div'));
    try {
      flushSync(() => root.render(<Page arrived={false} />));
      // flushSync: an urgent render, as useSyncExternalStore renders a query's answer.
      flushSync(() => root.render(<Page arrived />));
      expect(element.isConnected).toBe(true);
      await waitFor(() => expect(element.isConnected).toBe(false));
    } finally {
      root.unmount();
      returnToAct();
    }
  });

  it('is taken over by the home page once home shows all its rows', async () => {
    installFakeApi(homeCalls({ ...homePage, BestSellers: homePage.NewProducts }));
    const element = serverFirstScreen('/tabs/home');
    const tabBarPresent = tabBarAtRemoval(element);
    await renderApp('/tabs/home');
    await screen.findByRole('region', { name: 'محصولات ویژه' });
    // The first screen stays over the app until home's last row is drawn, and goes in the same commit.
    const lastRowDrawn = () => screen.queryByRole('region', { name: 'پرفروش‌ترین‌ها' }) !== null;
    expect(element.isConnected).toBe(!lastRowDrawn());
    await waitFor(() => expect(element.isConnected).toBe(false));
    expect(lastRowDrawn()).toBe(true);
    expect(screen.getByRole('region', { name: 'تازه‌ها' })).toBeInTheDocument();
    // The tab bar is there before it goes.
    expect(tabBarPresent()).toBe(true);
  });

  it('is taken over by the home page at once when home cannot be loaded', async () => {
    installFakeApi(homeCalls(() => ({ status: 500, body: { Success: false, Message: 'خطا', Errors: [] } })));
    const element = serverFirstScreen('/tabs/home');
    const tabBarPresent = tabBarAtRemoval(element);
    await renderApp('/tabs/home');
    await screen.findByRole('alert');
    expect(element.isConnected).toBe(false);
    expect(tabBarPresent()).toBe(true);
  });

  it('makes way for a page it was not drawn for as soon as the router is drawn', async () => {
    installFakeApi({
      'GET /api/v2/common/logo': storeLogo,
      'GET /api/v2/topic/gettopicslist': topicList,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
    });
    const element = serverFirstScreen('/product-details/7');
    await renderApp('/tabs/categories');
    // The shell comes in a few tasks under a first screen (docs/adr/0045); no page is waited for.
    await waitFor(() => expect(element.isConnected).toBe(false));
  });
});
