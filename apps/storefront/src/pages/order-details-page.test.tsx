import { toPersianDigits } from '@sabad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printFrame, withStoreFont } from '@/features/orders/components/invoice-preview';
import * as fa from '@/strings/fa';
import { session } from '@/lib/session';
import { cartLine } from '@/test/cart-fixtures';
import { orderDetails } from '@/test/checkout-fixtures';
import { customer, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { linkTarget } from '@/test/links';
import { renderApp } from '@/test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };
const openPage = async (id = 41) => {
  await renderApp(`/order-details/${id}`);
  const number = toPersianDigits(`1405-${String(id).padStart(6, '0')}`);
  return screen.findByRole('heading', { name: fa.orders.orderNumber(number) }, { timeout: 15_000 });
};
const actions = () => screen.getByRole('region', { name: 'کارهای این سفارش' });

afterEach(() => vi.restoreAllMocks());

describe('order details page', () => {
  it('shows the statuses, lines with pictures and attributes, every total, the addresses, shipments and notes', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/41': orderDetails(41, {
        Items: [
          {
            ...orderDetails(41).Items[0]!,
            PictureUrl: '/images/5/thumb/shoe.webp',
            AttributeInfo: 'رنگ: آبی\nسایز: ۴۲',
            Attributes: [{ Key: '3', Value: '8' }],
            Quantity: 2,
          },
        ],
        Shipments: [
          {
            Id: 1,
            TrackingNumber: 'TPX-123',
            ShippedDate: '2026-11-25T06:00:00.000Z',
            DeliveryDate: '2026-11-26T10:00:00.000Z',
          },
        ],
        TaxRates: [{ Rate: '۱۰٪', Value: '۱۱۳٬۶۳۶ تومان', ValueValue: 1_136_364 }],
        GiftCards: [{ CouponCode: 'GIFT-1', Amount: '۵۰٬۰۰۰ تومان', AmountValue: 500_000 }],
        PickupAddress: null,
        DeliveryDate: '2026-11-25',
        DeliveryTime: '۹ تا ۱۲',
      }),
    });
    const heading = await openPage();
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('در انتظار پرداخت')).toBeInTheDocument();
    expect(screen.getByText('ارسال نشده')).toBeInTheDocument();

    const items = screen.getByRole('heading', { name: 'کالاها' }).closest('section') as HTMLElement;
    const line = within(items).getByRole('link', { name: 'کفش دویدن مردانه' }).closest('li') as HTMLElement;
    expect(linkTarget(within(items).getByRole('link', { name: 'کفش دویدن مردانه' }))).toBe('/product-details/12');
    expect(line.querySelector('img')).toHaveAttribute('src', '/images/5/thumb/shoe.webp');
    expect(within(line).getByLabelText('ویژگی‌ها')).toHaveTextContent('رنگ: آبی سایز: ۴۲');
    expect(line).toHaveTextContent('۲ ×');
    expect(within(items).getByText('مالیات بر ارزش افزوده ۱۰٪ (در قیمت‌ها منظور شده)')).toBeInTheDocument();
    expect(within(items).getByText('۱۱۳٬۶۳۶ تومان')).toBeInTheDocument();
    expect(within(items).getByText('کارت هدیهٔ GIFT-1')).toBeInTheDocument();
    expect(within(items).getByText('مبلغ سفارش')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'نشانی صورتحساب' })).toHaveTextContent('مریم کاظمی');
    expect(screen.getByRole('region', { name: 'نشانی ارسال' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'نشانی تحویل حضوری' })).toBeNull();
    expect(screen.getByText('سفارش ثبت شد.')).toBeInTheDocument();
    const shipment = screen.getByText('TPX-123').closest('li') as HTMLElement;
    expect(shipment).toHaveTextContent(/کد پیگیری: TPX-123 · ارسال: ۴ آذر ۱۴۰۵ · تحویل: ۵ آذر ۱۴۰۵/);
    expect(screen.getByText(/زمان تحویل: .*۴ آذر ۱۴۰۵، ساعت ۹ تا ۱۲/)).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'پرداخت' })).toBeInTheDocument();
  });

  it('offers only what the order’s state allows', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/41': orderDetails(41, {
        CanRePostProcessPayment: false,
        CanCancel: false,
        IsReOrderAllowed: false,
        IsReturnRequestAllowed: true,
      }),
    });
    await openPage();
    const offered = within(actions());
    expect(offered.queryByRole('button', { name: 'پرداخت' })).toBeNull();
    expect(offered.queryByRole('button', { name: 'لغو سفارش' })).toBeNull();
    expect(offered.queryByRole('button', { name: 'سفارش دوباره' })).toBeNull();
    expect(linkTarget(offered.getByText('درخواست مرجوعی'))).toBe('/return-requests?orderId=41');
    expect(offered.getByRole('button', { name: 'چاپ فاکتور' })).toBeInTheDocument();
  });

  it('cancels the order after a confirmation, then shows what the server says it is now', async () => {
    let cancelled = false;
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/41': () => ({
        body: orderDetails(
          41,
          cancelled
            ? { OrderStatus: 'لغو شده', OrderStatusValue: 40, CanCancel: false, CanRePostProcessPayment: false }
            : {},
        ),
      }),
      'POST /api/v2/orders/cancel/41': () => {
        cancelled = true;
        return { body: { Success: true, Errors: [] } };
      },
    });
    await openPage();
    fireEvent.click(within(actions()).getByRole('button', { name: 'لغو سفارش' }));
    expect(requests.some((request) => request.url.pathname === '/api/v2/orders/cancel/41')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'بله، لغو شود' }));

    expect(await screen.findByText('لغو شده')).toBeInTheDocument();
    expect(screen.getByText('سفارش لغو شد.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'لغو سفارش' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'پرداخت' })).toBeNull();
  });

  it("shows the server's refusal to cancel", async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/41': orderDetails(41),
      'POST /api/v2/orders/cancel/41': () => ({
        status: 409,
        body: { Success: false, Message: 'سفارش ارسال شده را نمی‌توان لغو کرد.', Errors: [] },
      }),
    });
    await openPage();
    fireEvent.click(within(actions()).getByRole('button', { name: 'لغو سفارش' }));
    fireEvent.click(screen.getByRole('button', { name: 'بله، لغو شود' }));
    expect(await screen.findByText('سفارش ارسال شده را نمی‌توان لغو کرد.')).toBeInTheDocument();
  });

  it('reorders: names the lines that could not be added, refreshes the cart count and offers the cart', async () => {
    let cart = [cartLine(1, 99, 1)];
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/41': orderDetails(41),
      'GET /api/v2/cart/getitems': () => ({ body: { Items: cart, Warnings: [], CustomProperties: {} } }),
      'POST /api/v2/orders/reorder/41': () => {
        cart = [...cart, cartLine(2, 12, 2)];
        return {
          body: {
            Success: true,
            Message: '۱ قلم از ۲ قلم این سفارش به سبد خرید افزوده شد؛ بقیه دیگر قابل خرید نیست.',
            Errors: [],
            Result: {
              AddedItems: 1,
              Warnings: ['«چراغ مطالعه» به سبد خرید افزوده نشد: این محصول دیگر فروخته نمی‌شود.'],
            },
          },
        };
      },
    });
    await openPage();
    await waitFor(() => expect(session.get().cartCount).toBe(1));
    await act(async () => fireEvent.click(within(actions()).getByRole('button', { name: 'سفارش دوباره' })));

    const answer = await screen.findByRole('region', { name: 'نتیجهٔ سفارش دوباره' });
    expect(answer).toHaveTextContent('۱ قلم از ۲ قلم این سفارش به سبد خرید افزوده شد');
    expect(within(answer).getByRole('listitem')).toHaveTextContent('«چراغ مطالعه» به سبد خرید افزوده نشد');
    expect(linkTarget(within(answer).getByText('رفتن به سبد خرید'))).toBe('/tabs/cart');
    await waitFor(() => expect(session.get().cartCount).toBe(3));
  });

  it('shows the server’s refusal to reorder', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/41': orderDetails(41),
      'POST /api/v2/orders/reorder/41': () => ({
        status: 422,
        body: { Success: false, Message: 'فروشگاه امکان سفارش دوباره را غیرفعال کرده است.', Errors: [] },
      }),
    });
    await openPage();
    fireEvent.click(within(actions()).getByRole('button', { name: 'سفارش دوباره' }));
    expect(await screen.findByText('فروشگاه امکان سفارش دوباره را غیرفعال کرده است.')).toBeInTheDocument();
    expect(screen.queryByText('رفتن به سبد خرید')).toBeNull();
  });

  it('fetches the invoice with the customer’s identity and opens it in a print view', async () => {
    await session.load();
    await session.signIn('token-invoice', customer);
    const invoiceHtml = '<!doctype html><html lang="fa" dir="rtl"><body><h1>فاکتور</h1></body></html>';
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/orders/getbyid/41': orderDetails(41),
      'GET /api/v2/orders/invoice/41': invoiceHtml,
    });
    await openPage();
    // The frame's own window (jsdom prints nothing): printing starts once the invoice has loaded.
    const frameWindow = { print: vi.fn(), focus: vi.fn() };
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(frameWindow as unknown as Window);
    await act(async () => fireEvent.click(within(actions()).getByRole('button', { name: 'چاپ فاکتور' })));

    const view = await screen.findByRole('dialog', { name: 'فاکتور' });
    await waitFor(() => expect(frameWindow.print).toHaveBeenCalledTimes(1));
    fireEvent.click(within(view).getByRole('button', { name: 'چاپ' }));
    expect(frameWindow.print).toHaveBeenCalledTimes(2);
    const frame = view.querySelector('iframe') as HTMLIFrameElement;
    // With the store's @font-face rules (loaded in Chromium by the after-purchase journey).
    expect(frame.getAttribute('srcdoc')).toBe(withStoreFont(invoiceHtml));
    expect(frame.getAttribute('srcdoc')).toMatch(/^<style>[^]*<\/style><!doctype html>/);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    const invoiceRequest = requests.find((request) => request.url.pathname === '/api/v2/orders/invoice/41');
    expect(invoiceRequest?.headers.get('Authorization')).toBe('Basic token-invoice');

    fireEvent.click(within(view).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'فاکتور' })).toBeNull());
  });

  it('says when the invoice cannot be had', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/41': orderDetails(41),
      'GET /api/v2/orders/invoice/41': () => ({ status: 500, body: { Success: false, Message: 'خطا', Errors: [] } }),
    });
    await openPage();
    fireEvent.click(within(actions()).getByRole('button', { name: 'چاپ فاکتور' }));
    expect(await screen.findByText('دریافت فاکتور ممکن نشد. دوباره تلاش کنید.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('printFrame', () => {
  it('prints the frame’s own document', () => {
    const print = vi.fn();
    const focus = vi.fn();
    printFrame({ contentWindow: { print, focus } } as unknown as HTMLIFrameElement);
    expect(focus).toHaveBeenCalled();
    expect(print).toHaveBeenCalledTimes(1);
    expect(() => printFrame(null)).not.toThrow();
  });
});
