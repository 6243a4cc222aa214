import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { cartLine, fakeCartServer } from '@/test/cart-fixtures';
import { customer, homePage, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/catalog/homepage': homePage,
};

describe('cart and wishlist loaded at startup', () => {
  beforeEach(async () => {
    session.resetCartCount();
    session.setWishlistCount(0);
    await session.signOut();
  });

  it('loads both counts for a guest on the home page, and loads them again when the shopper logs in', async () => {
    const server = fakeCartServer({ cart: [cartLine(1, 11, 2)], wishlist: [cartLine(5, 15, 1)] });
    const { requests } = installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/tabs/home');
    await waitFor(() => expect(session.get().cartCount).toBe(2), { timeout: 15_000 });
    expect(session.get().wishlistCount).toBe(1);
    // The session's count reaches the tab bar in a render of its own.
    await waitFor(() =>
      expect(document.querySelector('ion-tab-button[tab="cart"] .count-badge')).toHaveTextContent('۲'),
    );

    // The server merged the guest's cart into the customer's on login.
    server.state.cart = [cartLine(1, 11, 2), cartLine(2, 12, 3)];
    const loadsBefore = requests.filter((request) => request.url.pathname === '/api/v2/cart/getitems').length;
    await act(() => session.signIn('token-1', customer));
    await waitFor(() => expect(session.get().cartCount).toBe(5));
    const reload = requests.filter((request) => request.url.pathname === '/api/v2/cart/getitems').slice(loadsBefore);
    expect(reload[0]?.headers.get('Authorization')).toBe('Basic token-1');
  });

  it('keeps the last counts when a load fails (docs/product.md §8: ignored)', async () => {
    session.setCartCount(4);
    const { fetchMock } = installFakeApi({ ...storeApi });
    fetchMock.mockImplementation(async (input) => {
      if (String(input).includes('/cart/') || String(input).includes('/Wishlist/'))
        throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(storeOpen), { status: 200 });
    });
    await renderApp('/tabs/home');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cart/getitems'))).toBe(true),
    );
    expect(session.get().cartCount).toBe(4);
  });
});
