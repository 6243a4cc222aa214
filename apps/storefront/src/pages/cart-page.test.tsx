import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { cartLine, cartSettings, fakeCartServer, refused, totalsOf } from '@/test/cart-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { openSideMenu, renderApp } from '@/test/render-app';

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
};

const phone = cartLine(1, 11, 2, {
  ProductName: 'گوشی موبایل سامسونگ',
  AttributeInfo: 'رنگ: مشکی\nحافظه داخلی: ۲۵۶ گیگابایت',
  UnitPriceValue: 869_000_000,
  UnitPrice: '۸۶٬۹۰۰٬۰۰۰ تومان',
  SubTotal: '۱۷۳٬۸۰۰٬۰۰۰ تومان',
  SubTotalValue: 1_738_000_000,
});
const shoe = cartLine(2, 12, 1, { ProductName: 'کفش دویدن مردانه', Warnings: ['فقط ۱ عدد در انبار باقی مانده است.'] });

const tabBadge = () => document.querySelector('ion-tab-button[tab="cart"] .count-badge');
const menuBadge = () => document.querySelector('.side-menu__cart .count-badge--cart');
const lineOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('cart page', () => {
  beforeEach(() => {
    session.resetCartCount();
    session.setWishlistCount(0);
  });

  it('shows each line with picture, attributes, prices and warnings, the totals and the gift card box; the badge is the sum of quantities', async () => {
    const server = fakeCartServer({ cart: [phone, shoe] });
    installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/tabs/cart');

    // The first test also waits for the page's chunk to compile.
    const phoneLine = await waitFor(() => lineOf('گوشی موبایل سامسونگ'), { timeout: 15_000 });
    expect(within(phoneLine).getByText('رنگ: مشکی')).toBeInTheDocument();
    expect(within(phoneLine).getByText('حافظه داخلی: ۲۵۶ گیگابایت')).toBeInTheDocument();
    expect(within(phoneLine).getByText('۸۶٬۹۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(phoneLine).getByText('۱۷۳٬۸۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(phoneLine.querySelector('img')).toHaveAttribute('src', '/images/11/thumb/p.webp');
    expect(within(lineOf('کفش دویدن مردانه')).getByText('فقط ۱ عدد در انبار باقی مانده است.')).toBeInTheDocument();

    const totals = await screen.findByRole('region', { name: 'خلاصهٔ سفارش' });
    expect(within(totals).getByText('مبلغ قابل پرداخت')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'کد کارت هدیه' })).toBeInTheDocument();

    await waitFor(() => expect(tabBadge()).toHaveTextContent('۳'));
    expect(tabBadge()).toHaveAttribute('aria-label', '۳ کالا در سبد خرید');
    openSideMenu();
    await waitFor(() => expect(menuBadge()).toHaveTextContent('۳'));
  });

  it('sends a quantity edit once, 700 ms after the last press, with the latest quantity, then the badge and totals follow', async () => {
    const server = fakeCartServer({ cart: [phone, shoe] });
    const { requests } = installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/tabs/cart');
    const phoneLine = await waitFor(() => lineOf('گوشی موبایل سامسونگ'));
    await waitFor(() => expect(tabBadge()).toHaveTextContent('۳'));
    const updates = () =>
      requests.filter((request) => request.method === 'PUT' && request.url.pathname === '/api/v2/cart/updatequantity');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const plus = within(phoneLine).getByRole('button', { name: 'افزودن یکی' });
      fireEvent.click(plus);
      await vi.advanceTimersByTimeAsync(300);
      fireEvent.click(plus);
      await vi.advanceTimersByTimeAsync(300);
      fireEvent.click(plus);
      expect(within(phoneLine).getByRole('group', { name: 'تعداد گوشی موبایل سامسونگ' })).toHaveTextContent('۵');
      await vi.advanceTimersByTimeAsync(699);
      expect(updates()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(updates()).toHaveLength(1);
      expect(updates()[0]!.body).toEqual({ Id: 1, ProductId: 11, Quantity: 5 });
    } finally {
      vi.useRealTimers();
    }

    await waitFor(() => expect(tabBadge()).toHaveTextContent('۶'));
    openSideMenu();
    await waitFor(() => expect(menuBadge()).toHaveTextContent('۶'));
    const totals = screen.getByRole('region', { name: 'خلاصهٔ سفارش' });
    await waitFor(() => expect(within(totals).getAllByText('۴۳۴٬۶۲۵٬۰۰۰ تومان').length).toBeGreaterThan(0));
    expect(updates()).toHaveLength(1);
  });

  it("shows the server's Persian message when it refuses a quantity, and the line returns to the server's quantity", async () => {
    const server = fakeCartServer({ cart: [phone] });
    installFakeApi({
      ...storeApi,
      ...server.routes,
      'PUT /api/v2/cart/updatequantity': () => refused(409, 'موجودی این کالا کافی نیست.'),
    });
    await renderApp('/tabs/cart');
    const phoneLine = await waitFor(() => lineOf('گوشی موبایل سامسونگ'));
    fireEvent.click(within(phoneLine).getByRole('button', { name: 'افزودن یکی' }));

    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('موجودی این کالا کافی نیست.');
    await waitFor(() =>
      expect(within(phoneLine).getByRole('group', { name: 'تعداد گوشی موبایل سامسونگ' })).toHaveTextContent('۲'),
    );
  });

  it('ignores a network failure of a cart call without a message', async () => {
    const server = fakeCartServer({ cart: [phone] });
    const { fetchMock } = installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/tabs/cart');
    const phoneLine = await waitFor(() => lineOf('گوشی موبایل سامسونگ'));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    fireEvent.click(within(phoneLine).getByRole('button', { name: 'حذف گوشی موبایل سامسونگ از سبد خرید' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lineOf('گوشی موبایل سامسونگ')).toBeInTheDocument();
  });

  it('removes a line, then the cart and the badge follow', async () => {
    const server = fakeCartServer({ cart: [phone, shoe] });
    const { requests } = installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/tabs/cart');
    const shoeLine = await waitFor(() => lineOf('کفش دویدن مردانه'));
    fireEvent.click(within(shoeLine).getByRole('button', { name: 'حذف کفش دویدن مردانه از سبد خرید' }));

    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'کفش دویدن مردانه' })).toBeNull());
    expect(
      requests.some((request) => request.method === 'DELETE' && request.url.pathname === '/api/v2/cart/delete/2'),
    ).toBe(true);
    await waitFor(() => expect(tabBadge()).toHaveTextContent('۲'));
  });

  it('says the cart is empty, with no badge', async () => {
    const server = fakeCartServer({ cart: [] });
    installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/tabs/cart');
    expect(await screen.findByText('سبد خرید شما خالی است.')).toBeInTheDocument();
    expect(tabBadge()).toBeNull();
  });

  it('leads from the checkout button to the first checkout step', async () => {
    const server = fakeCartServer({ cart: [shoe] });
    installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/tabs/cart');
    fireEvent.click(await screen.findByText('ادامه فرایند خرید'));
    expect(await screen.findByText('نشانی صورتحساب')).toBeInTheDocument();
  });

  it('offers the discount code beside the gift card, and reads the totals again once a code applies (issue 34.6)', async () => {
    const server = fakeCartServer({ cart: [phone] });
    let discounts: Array<{ Id: number; CouponCode: string; Name: string; Amount: string; AmountValue: number }> = [];
    const { requests } = installFakeApi({
      ...storeApi,
      ...server.routes,
      'GET /api/v2/cart/getshoppingcartsettings': { ...cartSettings, ShowDiscountBox: true },
      'GET /api/v2/cart/applieddiscounts': () => ({ body: { Discounts: discounts, CustomProperties: {} } }),
      'POST /api/v2/cart/applydiscountcoupon/SABAD10': () => {
        discounts = [{ Id: 3, CouponCode: 'SABAD10', Name: 'ده درصد', Amount: '۹۰٬۰۰۰ تومان', AmountValue: 900_000 }];
        return { body: { Success: true, Errors: [] } };
      },
    });
    await renderApp('/tabs/cart');
    const box = await screen.findByRole('region', { name: 'کد تخفیف' }, { timeout: 15_000 });
    expect(screen.getByRole('region', { name: 'کارت هدیه' })).toBeInTheDocument();
    const totalsReads = () => requests.filter((request) => request.url.pathname === '/api/v2/cart/ordertotals').length;
    const before = totalsReads();
    const code = within(box).getByRole('textbox', { name: 'کد تخفیف' });
    fireEvent.change(code, { target: { value: 'SABAD10' } });
    fireEvent.submit(code.closest('form')!);
    expect(await within(box).findByText('−۹۰٬۰۰۰ تومان')).toBeInTheDocument();
    await waitFor(() => expect(totalsReads()).toBeGreaterThan(before));
  });

  it('applies a gift card code and removes it again; a refused code shows the server’s message', async () => {
    const server = fakeCartServer({ cart: [phone] });
    const card = {
      Id: 9,
      CouponCode: 'GIFT-2026',
      Amount: '۵۰۰٬۰۰۰ تومان',
      AmountValue: 5_000_000,
      Remaining: '۰ تومان',
      RemainingValue: 0,
    };
    let applied = false;
    const { requests } = installFakeApi({
      ...storeApi,
      ...server.routes,
      'GET /api/v2/cart/ordertotals': () => ({
        body: { ...totalsOf(server.state.cart), GiftCards: applied ? [card] : [] },
      }),
      'POST /api/v2/cart/applygiftcard': (request: RecordedRequest) => {
        if ((request.body as { GiftCardCode: string }).GiftCardCode !== 'GIFT-2026')
          return refused(422, 'کارت هدیه معتبر نیست.');
        applied = true;
        return { body: { Success: true, Errors: [] } };
      },
      'DELETE /api/v2/cart/removegiftcard/9': () => {
        applied = false;
        return { body: { Success: true, Errors: [] } };
      },
    });
    await renderApp('/tabs/cart');
    const code = await screen.findByRole('textbox', { name: 'کد کارت هدیه' });

    fireEvent.change(code, { target: { value: 'WRONG' } });
    fireEvent.submit(code.closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('کارت هدیه معتبر نیست.');

    fireEvent.change(code, { target: { value: 'GIFT-2026' } });
    fireEvent.submit(code.closest('form')!);
    const totals = screen.getByRole('region', { name: 'خلاصهٔ سفارش' });
    await waitFor(() => expect(within(totals).getByText('−۵۰۰٬۰۰۰ تومان')).toBeInTheDocument());
    expect(
      requests
        .filter((request) => request.url.pathname === '/api/v2/cart/applygiftcard')
        .map((request) => request.body),
    ).toEqual([{ GiftCardCode: 'WRONG' }, { GiftCardCode: 'GIFT-2026' }]);

    fireEvent.click(screen.getByRole('button', { name: 'حذف کارت هدیه GIFT-2026' }));
    await waitFor(() => expect(within(totals).queryByText('−۵۰۰٬۰۰۰ تومان')).toBeNull());
  });

  it('shows the cart read-only on cart-review, with its totals', async () => {
    const server = fakeCartServer({ cart: [phone, shoe] });
    installFakeApi({ ...storeApi, ...server.routes });
    await renderApp('/cart-review');
    const phoneLine = await waitFor(() => lineOf('گوشی موبایل سامسونگ'));
    expect(within(phoneLine).getByText('رنگ: مشکی')).toBeInTheDocument();
    expect(within(phoneLine).getByText('۲')).toBeInTheDocument();
    expect(within(phoneLine).queryByRole('button')).toBeNull();
    expect(await screen.findByRole('region', { name: 'خلاصهٔ سفارش' })).toBeInTheDocument();
  });

  it('resets the count to zero on request (docs/product.md §4)', () => {
    session.setCartCount(4);
    session.resetCartCount();
    expect(session.get().cartCount).toBe(0);
  });
});
