import * as fa from '../strings/fa';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetails } from '../test/checkout-fixtures';
import { storeOpen, topicList } from '../test/fixtures';
import { installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

describe('order details page', () => {
  it('shows the number, statuses, items, totals, addresses, notes and shipments', async () => {
    installFakeApi({
      ...storeApi,
      'GET /api/v2/orders/getbyid/41': orderDetails(41, {
        Shipments: [{ Id: 1, TrackingNumber: 'TPX-123', ShippedDate: '2026-11-25T06:00:00.000Z', DeliveryDate: null }],
        DeliveryDate: '2026-11-25',
        DeliveryTime: '۹ تا ۱۲',
      }),
    });
    await renderApp('/order-details/41');

    expect(
      await screen.findByText(fa.checkout.orderNumber('۱۴۰۵-۰۰۰۰۴۱'), { selector: 'h2' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('در انتظار پرداخت')).toBeInTheDocument();
    expect(screen.getByText('ارسال نشده')).toBeInTheDocument();
    const items = screen.getByRole('heading', { name: 'کالاها' }).closest('section') as HTMLElement;
    expect(within(items).getByText('کفش دویدن مردانه')).toBeInTheDocument();
    expect(within(items).getByText('مبلغ سفارش')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'نشانی صورتحساب' })).toHaveTextContent('مریم کاظمی');
    expect(screen.getByRole('region', { name: 'نشانی ارسال' })).toBeInTheDocument();
    expect(screen.getByText('سفارش ثبت شد.')).toBeInTheDocument();
    expect(screen.getByText('TPX-123').closest('li')).toHaveTextContent(/کد رهگیری: TPX-123/);
    expect(screen.getByText(/زمان تحویل: .*۴ آذر ۱۴۰۵، ساعت ۹ تا ۱۲/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پرداخت' })).toBeInTheDocument();
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
    await renderApp('/order-details/41');
    fireEvent.click(await screen.findByRole('button', { name: 'لغو سفارش' }, { timeout: 15_000 }));
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
    await renderApp('/order-details/41');
    fireEvent.click(await screen.findByRole('button', { name: 'لغو سفارش' }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'بله، لغو شود' }));
    expect(await screen.findByText('سفارش ارسال شده را نمی‌توان لغو کرد.')).toBeInTheDocument();
  });
});
