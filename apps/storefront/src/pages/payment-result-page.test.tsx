import * as fa from '@/strings/fa';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentRedirect } from '@/features/checkout/payment-redirect';
import { orderDetails } from '@/test/checkout-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

describe('payment result page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('believes the order, not the link: a link saying success for an unpaid order shows it unpaid, with «سعی مجدد»', async () => {
    const open = vi.spyOn(paymentRedirect, 'open').mockImplementation(() => undefined);
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/1024': orderDetails(1024),
      'GET /api/v2/orders/getpaymentmethodurl/1024': {
        Success: true,
        Result: 'http://localhost/payment/sandbox/pay?authority=B',
      },
    });
    const message = '<img src=x onerror="alert(1)">تراکنش تأیید شد';
    await renderApp(`/payment-result?success=true&message=${encodeURIComponent(message)}&orderId=1024`);

    expect(await screen.findByText('پرداخت انجام نشد.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(fa.paymentResult.orderNumber('۱۴۰۵-۰۰۱۰۲۴'))).toBeInTheDocument();
    expect(screen.getByText('وضعیت پرداخت: در انتظار پرداخت')).toBeInTheDocument();
    expect(screen.getByText(`پیام درگاه: ${message}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(requests.some((request) => request.url.pathname === '/api/v2/orders/getbyid/1024')).toBe(true);

    fireEvent.click(screen.getByText('سعی مجدد'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/payment/sandbox/pay?authority=B'));
  });

  it('shows a paid order as paid, without «سعی مجدد», and opens the order', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/1025': orderDetails(1025, {
        PaymentStatus: 'پرداخت شده',
        PaymentStatusValue: 30,
        OrderStatus: 'در حال پردازش',
        OrderStatusValue: 20,
        CanRePostProcessPayment: false,
        CanCancel: false,
      }),
    });
    await renderApp('/payment-result?success=false&orderId=1025');

    expect(await screen.findByText('پرداخت با موفقیت انجام شد.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('سعی مجدد')).toBeNull();
    fireEvent.click(screen.getByText('مشاهده سفارش'));
    expect(await screen.findByText(fa.checkout.orderNumber('۱۴۰۵-۰۰۱۰۲۵'), { selector: 'h2' })).toBeInTheDocument();
  });

  it('shows the refusal when the gateway cannot be reached for a retry', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/1026': orderDetails(1026),
      'GET /api/v2/orders/getpaymentmethodurl/1026': () => ({
        status: 409,
        body: { Success: false, Message: 'زمان پرداخت این سفارش گذشته است.', Errors: [] },
      }),
    });
    await renderApp('/payment-result?orderId=1026');
    fireEvent.click(await screen.findByText('سعی مجدد', {}, { timeout: 15_000 }));
    expect(await screen.findByText('زمان پرداخت این سفارش گذشته است.')).toBeInTheDocument();
  });

  it('without an order id, claims no success whatever the link says', async () => {
    installFakeApi(storeApi);
    await renderApp('/payment-result?success=true');
    expect(await screen.findByText('پرداخت انجام نشد.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
