import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BackInStockStatus } from '@sabad/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { cartLine, cartSettings, fakeCartServer, refused } from '@/test/cart-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { openSideMenu, renderApp } from '@/test/render-app';

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
};
const lipstick = cartLine(7, 21, 2, { ProductName: 'رژ لب مایع', AttributeInfo: 'رنگ: قرمز' });
const shoe = cartLine(8, 12, 1, { ProductName: 'کفش دویدن مردانه' });
const cartBadge = () => document.querySelector('.side-menu__cart .count-badge--cart');
const wishlistBadge = () => document.querySelector('.side-menu__cart .count-badge--wishlist');

describe('wish-list page', () => {
  beforeEach(() => {
    session.resetCartCount();
    session.setWishlistCount(0);
  });

  it('lists the items; the wishlist count is the sum of quantities', async () => {
    const server = fakeCartServer({ wishlist: [lipstick, shoe] });
    installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/wish-list');
    const line = (await screen.findByRole('heading', { level: 2, name: 'رژ لب مایع' }, { timeout: 15_000 })).closest(
      'li',
    ) as HTMLElement; // the page's chunk compiles first
    expect(within(line).getByText('رنگ: قرمز')).toBeInTheDocument();
    await waitFor(() => expect(session.get().wishlistCount).toBe(3));
    openSideMenu();
    await waitFor(() => expect(wishlistBadge()).toHaveAttribute('aria-label', '۳ کالا در علاقه‌مندی‌ها'));
  });

  it("shows the lines' pictures as the store's cart settings (/settings/cartsettings) say", async () => {
    const server = fakeCartServer({ wishlist: [lipstick] });
    const { requests } = installFakeApi({
      ...storeApi,
      ...server.routes,
      'GET /api/v2/settings/cartsettings': { ...cartSettings, ShowProductImagesOnWishList: false },
    });
    await renderApp('/wish-list');
    const line = (await screen.findByRole('heading', { level: 2, name: 'رژ لب مایع' }, { timeout: 15_000 })).closest(
      'li',
    ) as HTMLElement;
    await waitFor(() => expect(line.querySelector('.cart-line__picture')).toBeNull());
    expect(requests.some((request) => request.url.pathname === '/api/v2/settings/cartsettings')).toBe(true);
  });

  it('moves an item to the cart: it leaves the wishlist and the cart is refreshed', async () => {
    const server = fakeCartServer({ wishlist: [lipstick, shoe] });
    const { requests } = installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/wish-list');
    fireEvent.click(await screen.findByRole('button', { name: 'افزودن رژ لب مایع به سبد خرید' }));

    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'رژ لب مایع' })).toBeNull());
    const move = requests.find(
      (request) => request.method === 'POST' && request.url.pathname === '/api/v2/Wishlist/AddToCart/7',
    );
    expect(move?.body).toBeUndefined();
    openSideMenu();
    await waitFor(() => expect(cartBadge()).toHaveTextContent('۲'));
    expect(session.get().wishlistCount).toBe(1);
  });

  it('removes an item', async () => {
    const server = fakeCartServer({ wishlist: [lipstick, shoe] });
    installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/wish-list');
    fireEvent.click(await screen.findByRole('button', { name: 'حذف کفش دویدن مردانه از علاقه‌مندی‌ها' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'کفش دویدن مردانه' })).toBeNull());
    expect(session.get().wishlistCount).toBe(2);
  });

  it("shows the server's message when moving is refused", async () => {
    const server = fakeCartServer({ wishlist: [lipstick] });
    installFakeApi({
      ...storeApi,
      ...server.routes,
      'POST /api/v2/Wishlist/AddToCart/7': () => refused(409, 'این کالا ناموجود است.'),
    });
    await renderApp('/wish-list');
    fireEvent.click(await screen.findByRole('button', { name: 'افزودن رژ لب مایع به سبد خرید' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('این کالا ناموجود است.');
  });

  it('shows a sold-out item as «ناموجود» before any press: no move to the cart, notify-me instead', async () => {
    const soldOutShoe = cartLine(8, 12, 1, { ProductName: 'کفش دویدن مردانه', InStock: false });
    const server = fakeCartServer({ wishlist: [lipstick, soldOutShoe] });
    const { requests } = installFakeApi({
      ...storeApi,
      ...server.routes,
      'GET /api/v2/backinstocksubscriptions/product/12': BackInStockStatus.parse({
        ProductId: 12,
        CanSubscribe: true,
        SubscriptionId: null,
      }),
    });
    await renderApp('/wish-list');
    const line = (
      await screen.findByRole('heading', { level: 2, name: 'کفش دویدن مردانه' }, { timeout: 15_000 })
    ).closest('li') as HTMLElement;

    expect(within(line).getByRole('button', { name: 'کفش دویدن مردانه ناموجود است' })).toBeDisabled();
    expect(within(line).queryByRole('button', { name: 'افزودن کفش دویدن مردانه به سبد خرید' })).toBeNull();
    expect(await within(line).findByRole('button', { name: 'موجود شد خبرم کن' })).toBeInTheDocument();
    // The line in stock keeps its move to the cart, and asks nothing about back-in-stock.
    expect(screen.getByRole('button', { name: 'افزودن رژ لب مایع به سبد خرید' })).toBeEnabled();
    expect(requests.some((request) => request.url.pathname === '/api/v2/backinstocksubscriptions/product/21')).toBe(
      false,
    );
  });

  it('says when the wishlist is empty', async () => {
    installFakeApi({ ...storeApi, ...fakeCartServer().routes });
    await renderApp('/wish-list');
    expect(await screen.findByText('فهرست علاقه‌مندی‌های شما خالی است.')).toBeInTheDocument();
  });
});
