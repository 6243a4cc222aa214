import * as fa from '@/strings/fa';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentRedirect } from '@/features/checkout/payment-redirect';
import { formatJalaliDateTime } from '@/lib/format';
import { orderDetails, paymentResult } from '@/test/checkout-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

describe('payment result page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('believes the server, not the link: a crafted success and message show the unpaid order, its hold and «سعی مجدد»', async () => {
    const open = vi.spyOn(paymentRedirect, 'open').mockImplementation(() => undefined);
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/paymentresult/1024': paymentResult(1024, { Message: 'پرداخت لغو شد.' }),
      'GET /api/v2/orders/getpaymentmethodurl/1024': {
        Success: true,
        Result: 'http://localhost/payment/sandbox/pay?authority=B',
      },
    });
    const message = '<img src=x onerror="alert(1)">تراکنش تأیید شد';
    await renderApp(`/payment-result?success=true&message=${encodeURIComponent(message)}&orderId=1024`);

    expect(await screen.findByText(fa.paymentResult.failure, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('۱۴۰۵-۰۰۱۰۲۴', { selector: 'bdi' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('پرداخت لغو شد.')).toBeInTheDocument();
    expect(
      screen.getByText(fa.checkout.holdUntil(formatJalaliDateTime('2026-11-24T09:00:00.000Z'))),
    ).toBeInTheDocument();
    // Nothing of the link's own text is shown, as text or as HTML.
    expect(document.body.textContent).not.toContain('تراکنش تأیید شد');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(requests.some((request) => request.url.pathname === '/api/v2/orders/paymentresult/1024')).toBe(true);

    fireEvent.click(screen.getByText(fa.checkout.payAgain));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/payment/sandbox/pay?authority=B'));
  });

  it('shows a paid order as «سفارش شما ثبت شد», paid, without «سعی مجدد», and opens the order', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/paymentresult/1025': paymentResult(1025, {
        Paid: true,
        PaymentStatusValue: 30,
        Message: 'پرداخت با موفقیت انجام شد. کد پیگیری: ۱۲۳۴۵',
        HoldExpiresOn: null,
        CanRePostProcessPayment: false,
      }),
      'GET /api/v2/orders/getbyid/1025': orderDetails(1025, {
        PaymentStatus: 'پرداخت شده',
        PaymentStatusValue: 30,
        CanRePostProcessPayment: false,
        CanCancel: false,
      }),
    });
    await renderApp('/payment-result?success=false&orderId=1025');

    expect(await screen.findByText(fa.checkout.orderPlaced, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(fa.checkout.nextPaid)).toBeInTheDocument();
    expect(screen.getByText('پرداخت با موفقیت انجام شد. کد پیگیری: ۱۲۳۴۵')).toBeInTheDocument();
    expect(screen.queryByText(fa.checkout.payAgain)).toBeNull();
    fireEvent.click(screen.getByText(fa.checkout.viewOrder));
    expect(await screen.findByText(fa.checkout.orderNumber('۱۴۰۵-۰۰۱۰۲۵'), { selector: 'h2' })).toBeInTheDocument();
  });

  it('shows the refusal when the gateway cannot be reached for a retry', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/paymentresult/1026': paymentResult(1026),
      'GET /api/v2/orders/getpaymentmethodurl/1026': () => ({
        status: 409,
        body: { Success: false, Message: 'زمان پرداخت این سفارش گذشته است.', Errors: [] },
      }),
    });
    await renderApp('/payment-result?orderId=1026');
    fireEvent.click(await screen.findByText(fa.checkout.payAgain, {}, { timeout: 15_000 }));
    expect(await screen.findByText('زمان پرداخت این سفارش گذشته است.')).toBeInTheDocument();
  });

  it('without an order id, claims no success whatever the link says', async () => {
    installFakeApi(storeApi);
    await renderApp('/payment-result?success=true&message=paid');
    expect(await screen.findByText(fa.paymentResult.failure, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(fa.checkout.paymentUnknown)).toBeInTheDocument();
  });
});
