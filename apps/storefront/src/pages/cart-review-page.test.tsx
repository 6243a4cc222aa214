import * as fa from '@/strings/fa';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentRedirect } from '@/features/checkout/payment-redirect';
import { session } from '@/lib/session';
import { cartLine, cartSettings, fakeCartServer, totalsOf } from '@/test/cart-fixtures';
import { fakeCheckoutServer, paymentResult, refusal } from '@/test/checkout-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

type Placement = (request: RecordedRequest) => { status?: number; body: unknown };

const placed = (OrderId: number, PaymentMethodSystemName: string, IsPaymentWorkflowRequired: boolean) => ({
  body: {
    Success: true,
    Errors: [],
    Result: {
      OrderId,
      CustomOrderNumber: `1405-${String(OrderId).padStart(6, '0')}`,
      PaymentStatus: 10,
      IsPaymentWorkflowRequired,
      PaymentMethodSystemName,
    },
  },
});

function setup(place: Placement, options: { terms?: boolean; routes?: Record<string, unknown> } = {}) {
  const cart = fakeCartServer({ cart: [cartLine(1, 12, 2, { ProductName: 'کفش دویدن مردانه' })] });
  const checkout = fakeCheckoutServer({ settings: { TermsOfServiceOnOrderConfirmPage: options.terms ?? false } });
  Object.assign(checkout.state, {
    billingAddressId: 1,
    shippingAddressId: 1,
    shippingMethod: 'Shipping.Courier',
    slot: { date: '2026-11-25', rangeId: 1 },
    paymentMethod: 'Payments.CashOnDelivery',
  });
  const api = installFakeApi({
    ...storeApi,
    ...cart.routes,
    ...checkout.routes,
    'GET /api/v2/cart/getshoppingcartsettings': { ...cartSettings, ShowDiscountBox: true },
    'GET /api/v2/cart/ordertotals': () => ({
      body: {
        ...totalsOf(cart.state.cart),
        SelectedShippingMethod: 'پیک',
        PaymentMethod: 'پرداخت در محل',
        AppliedDiscounts: checkout.state.discounts,
      },
    }),
    'POST /api/v2/cart/placeordernew': (request: RecordedRequest) => {
      const answer = place(request);
      if ((answer.status ?? 200) === 200) cart.state.cart = [];
      return answer;
    },
    ...options.routes,
  });
  const placements = () => api.requests.filter((request) => request.url.pathname === '/api/v2/cart/placeordernew');
  return { cart, checkout, placements, ...api };
}

const placeButton = () => screen.findByRole('button', { name: 'ثبت سفارش' }, { timeout: 15_000 });

/** Android's back button as @ionic/core announces it: the registered handlers, highest priority first, each may pass on. */
function pressHardwareBack() {
  const handlers: Array<{ priority: number; handler: (next: () => void) => void }> = [];
  const register = (priority: number, handler: (next: () => void) => void) => handlers.push({ priority, handler });
  document.dispatchEvent(new CustomEvent('ionBackButton', { detail: { register } }));
  handlers.sort((a, b) => b.priority - a.priority);
  const runFrom = (index: number): void => handlers[index]?.handler(() => runFrom(index + 1));
  act(() => runFrom(0));
}

describe('cart review (confirm) page', () => {
  beforeEach(() => session.resetCartCount());
  afterEach(() => vi.restoreAllMocks());

  it('shows the lines read-only, the addresses, the courier slot, the payment method and the totals', async () => {
    setup(() => placed(41, 'Payments.CashOnDelivery', false));
    await renderApp('/cart-review');
    await placeButton();

    expect(screen.getByRole('heading', { level: 2, name: 'کفش دویدن مردانه' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'افزودن یکی' })).toBeNull();
    const billing = await screen.findByRole('region', { name: 'نشانی صورتحساب' });
    expect(within(billing).getByText('مریم کاظمی')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'نشانی ارسال' })).toBeInTheDocument();
    const shipping = await screen.findByRole('region', { name: 'روش ارسال' });
    expect(within(shipping).getByText('پیک')).toBeInTheDocument();
    expect(await within(shipping).findByText('زمان تحویل: سه‌شنبه ۴ آذر، ساعت ۹ تا ۱۲')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'روش پرداخت' })).getByText('پرداخت در محل')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'خلاصهٔ سفارش' })).getByText('مبلغ قابل پرداخت'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تغییر روش پرداخت' })).toHaveAttribute('href', '/payment');
  });

  it('applies a discount code (a refused one shows the reason), lists it and reads the totals again', async () => {
    const { checkout, requests } = setup(() => placed(41, 'Payments.CashOnDelivery', false), {
      routes: {
        'POST /api/v2/cart/applydiscountcoupon/WRONG': () => refusal(422, 'کد تخفیف معتبر نیست.'),
        'POST /api/v2/cart/applydiscountcoupon/SAVE10': () => {
          checkout.state.discounts = [
            { Id: 5, CouponCode: 'SAVE10', Name: 'ده درصد', Amount: '۱۲۵٬۰۰۰ تومان', AmountValue: 1_250_000 },
          ];
          return { body: { Success: true, Errors: [] } };
        },
        'DELETE /api/v2/cart/removediscountcoupon/5': () => {
          checkout.state.discounts = [];
          return { body: { Success: true, Errors: [] } };
        },
      },
    });
    await renderApp('/cart-review');
    await placeButton();
    const code = screen.getByRole('textbox', { name: 'کد تخفیف' });
    fireEvent.change(code, { target: { value: 'WRONG' } });
    fireEvent.submit(code.closest('form')!);
    expect(await screen.findByText('کد تخفیف معتبر نیست.')).toBeInTheDocument();

    const totalsReads = () => requests.filter((request) => request.url.pathname === '/api/v2/cart/ordertotals').length;
    const before = totalsReads();
    fireEvent.change(code, { target: { value: 'SAVE10' } });
    fireEvent.submit(code.closest('form')!);
    expect(await screen.findByRole('button', { name: 'حذف کد تخفیف SAVE10' })).toBeInTheDocument();
    // Applied, it is shown as what it takes off.
    expect(screen.getByText('−۱۲۵٬۰۰۰ تومان')).toBeInTheDocument();
    await waitFor(() => expect(totalsReads()).toBeGreaterThan(before));

    fireEvent.click(screen.getByRole('button', { name: 'حذف کد تخفیف SAVE10' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'حذف کد تخفیف SAVE10' })).toBeNull());
  });

  it('asks for the terms of service when the store requires them, and sends the acceptance', async () => {
    const { placements } = setup(() => placed(41, 'Payments.CashOnDelivery', false), { terms: true });
    await renderApp('/cart-review');
    fireEvent.click(await placeButton());
    expect(await screen.findByText('برای ثبت سفارش، شرایط و قوانین را بپذیرید.')).toBeInTheDocument();
    expect(placements()).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'شرایط و قوانین فروشگاه را خوانده‌ام و می‌پذیرم' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش' }));
    await waitFor(() => expect(placements()).toHaveLength(1));
    expect(placements()[0]!.body).toEqual({ PaymentMethod: 'Payments.CashOnDelivery', AcceptTermsOfService: true });
  });

  it('places the order with an Idempotency-Key, sends the same key again on a retry, resets the cart count and confirms the order', async () => {
    let calls = 0;
    const { placements, requests } = setup(
      () => {
        calls += 1;
        if (calls === 1) return { status: 503, body: { Success: false, Message: 'Service Unavailable', Errors: [] } };
        return placed(41, 'Payments.CashOnDelivery', false);
      },
      {
        routes: {
          'GET /api/v2/orders/paymentresult/41': paymentResult(41, {
            PaymentMethodSystemName: 'Payments.CashOnDelivery',
            HoldExpiresOn: null,
            CanRePostProcessPayment: false,
          }),
        },
      },
    );
    await renderApp('/cart-review');
    await waitFor(() => expect(session.get().cartCount).toBe(2), { timeout: 15_000 });

    fireEvent.click(await placeButton());
    expect(
      await screen.findByText('ثبت سفارش ممکن نشد. دوباره تلاش کنید؛ سفارش دوبار ثبت نمی‌شود.'),
    ).toBeInTheDocument();
    const cartReads = requests.filter((request) => request.url.pathname === '/api/v2/cart/getitems').length;

    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش' }));
    expect(await screen.findByRole('heading', { name: fa.checkout.orderPlaced })).toBeInTheDocument();
    expect(screen.getByText('۱۴۰۵-۰۰۰۰۴۱', { selector: 'bdi' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(fa.checkout.nextOnDelivery)).toBeInTheDocument();

    const [first, retry] = placements();
    expect(first!.headers.get('Idempotency-Key')).toMatch(UUID_V4);
    expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(retry!.body).toEqual({ PaymentMethod: 'Payments.CashOnDelivery' });
    expect(session.get().cartCount).toBe(0);
    expect(requests.filter((request) => request.url.pathname === '/api/v2/cart/getitems').length).toBeGreaterThan(
      cartReads,
    );
  });

  it('makes a new Idempotency-Key when the shopper comes back to the page: a new visit may place a new order', async () => {
    const { placements } = setup(() => refusal(409, 'موجودی برخی کالاها کافی نیست.'), { terms: true });
    await renderApp('/cart-review');
    await placeButton();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'شرایط و قوانین فروشگاه را خوانده‌ام و می‌پذیرم' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش' }));
    expect(await screen.findByText(/موجودی برخی کالاها کافی نیست/)).toBeInTheDocument();

    // To the terms and back (Android's back button): the same page, kept by Ionic, entered again.
    fireEvent.click(screen.getByRole('link', { name: fa.checkout.readTerms }));
    await waitFor(() => expect(document.querySelectorAll('.ion-page-hidden')).toHaveLength(1));
    pressHardwareBack();
    await waitFor(() => expect(document.querySelectorAll('.ion-page-hidden')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت سفارش' }));

    await waitFor(() => expect(placements()).toHaveLength(2));
    const [first, second] = placements();
    expect(second!.headers.get('Idempotency-Key')).toMatch(UUID_V4);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it("shows the server's Persian refusal with its field messages, and places nothing else", async () => {
    const { placements } = setup(() =>
      refusal(409, 'موجودی برخی کالاها کافی نیست.', ['موجودی «کفش دویدن مردانه» فقط ۱ عدد است.']),
    );
    await renderApp('/cart-review');
    fireEvent.click(await placeButton());
    const alert = await screen.findByText(/موجودی برخی کالاها کافی نیست/);
    expect(alert).toHaveTextContent('موجودی «کفش دویدن مردانه» فقط ۱ عدد است.');
    expect(placements()).toHaveLength(1);
    expect(session.get().cartCount).toBe(2);
  });

  it('sends an online payment to the gateway page', async () => {
    const open = vi.spyOn(paymentRedirect, 'open').mockImplementation(() => undefined);
    const { requests } = setup(() => placed(42, 'Payments.SandboxBank', true), {
      routes: {
        'GET /api/v2/orders/getpaymentmethodurl/42': {
          Success: true,
          Result: 'http://localhost/payment/sandbox/pay?authority=A42',
        },
      },
    });
    await renderApp('/cart-review');
    fireEvent.click(await placeButton());
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/payment/sandbox/pay?authority=A42'));
    const urlCall = requests.find((request) => request.url.pathname === '/api/v2/orders/getpaymentmethodurl/42');
    expect(urlCall?.url.searchParams.get('source')).toBeNull();
    expect(session.get().cartCount).toBe(0);
  });

  it('confirms an order paid by cheques, says it ships once they are accepted, and leads to its cheques', async () => {
    setup(() => placed(43, 'Payments.CheckVertex', false), {
      routes: {
        'GET /api/v2/orders/paymentresult/43': paymentResult(43, {
          PaymentMethodSystemName: 'Payments.CheckVertex',
          PaymentStatusValue: 20,
          HoldExpiresOn: null,
          CanRePostProcessPayment: false,
        }),
      },
    });
    await renderApp('/cart-review');
    fireEvent.click(await placeButton());
    expect(await screen.findByRole('heading', { name: fa.checkout.orderPlaced })).toBeInTheDocument();
    expect(screen.getByText(fa.checkout.nextCheques)).toBeInTheDocument();
    fireEvent.click(screen.getByText(fa.checkout.viewCheques));
    expect(await screen.findByText('جزئیات پرداخت با چک', { selector: 'ion-title' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'چک‌های ثبت‌شده' })).toBeInTheDocument();
    // The cheque list names its order too.
    await waitFor(() => {
      const pages = screen
        .getAllByText('۱۴۰۵-۰۰۰۰۴۳', { selector: '.order-confirmation__number bdi' })
        .map((number) => number.closest('.ion-page')?.querySelector('ion-title')?.textContent);
      expect(pages).toContain('جزئیات پرداخت با چک');
    });
  });
});
