import { CustomerOrderList, type OrderSummary } from '@sabad/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { customer, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { installIntersectionObserver } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';

const base = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

const summary = (id: number, createdOn: string, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  Id: id,
  CustomOrderNumber: `۱۴۰۵-${String(id)
    .padStart(6, '0')
    .replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'.charAt(Number(d)))}`,
  CreatedOn: createdOn,
  OrderStatus: 'در حال پردازش',
  OrderStatusValue: 20,
  PaymentStatus: 'در انتظار پرداخت',
  PaymentStatusValue: 10,
  ShippingStatus: 'ارسال نشده',
  ShippingStatusValue: 20,
  OrderTotal: '۵۴۰٬۰۰۰ تومان',
  OrderTotalValue: 5_400_000,
  IsReturnRequestAllowed: false,
  ...overrides,
});

const page = (orders: OrderSummary[], pageNumber: number, totalRecords: number) =>
  CustomerOrderList.parse({
    Orders: orders,
    RecurringOrders: [],
    RecurringPaymentErrors: [],
    PageNumber: pageNumber,
    PageSize: 2,
    TotalPages: Math.ceil(totalRecords / 2),
    TotalRecords: totalRecords,
    CustomProperties: {},
  });

async function signIn() {
  await session.load();
  await session.signIn('token-orders', customer);
}

describe('order page', () => {
  it('lists the orders newest first, each opening its details, and loads the next page at the end', async () => {
    await signIn();
    const viewport = installIntersectionObserver();
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/orders/get': (request: RecordedRequest) =>
        request.url.searchParams.get('pageNumber') === '2'
          ? { body: page([summary(41, '2026-11-20T08:00:00.000Z', { OrderStatus: 'لغو شده' })], 2, 3) }
          : {
              body: page(
                [
                  summary(43, '2026-11-24T08:00:00.000Z', { ShippingStatus: 'ارسال شده', PaymentStatus: 'پرداخت شده' }),
                  summary(42, '2026-11-22T08:00:00.000Z'),
                ],
                1,
                3,
              ),
            },
    });
    await renderApp('/order');

    const first = await screen.findByRole('link', { name: 'سفارش \u2066۱۴۰۵-۰۰۰۰۴۳\u2069' }, { timeout: 15_000 });
    expect(first).toHaveAttribute('href', '/order-details/43');
    expect(first).toHaveTextContent('۳ آذر ۱۴۰۵');
    expect(within(first).getByText('ارسال شده')).toBeInTheDocument();
    expect(within(first).getByText('پرداخت شده')).toBeInTheDocument();
    expect(within(first).getByText('در حال پردازش')).toBeInTheDocument();
    expect(within(first).getByText('۵۴۰٬۰۰۰ تومان')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'سفارش‌ها' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/order-details/43', '/order-details/42']);

    const end = document.querySelector('.load-more')!;
    await viewport.untilObserved(end);
    await act(async () => viewport.scrollIntoView(end));
    expect(await screen.findByRole('link', { name: 'سفارش \u2066۱۴۰۵-۰۰۰۰۴۱\u2069' })).toHaveTextContent('لغو شده');
    await waitFor(() => expect(document.querySelector('.load-more')).toBeNull());
    const asked = requests.filter((request) => request.url.pathname === '/api/v2/orders/get');
    expect(asked.map((request) => request.url.searchParams.get('pageNumber'))).toEqual(['1', '2']);
    expect(asked[0]?.headers.get('Authorization')).toBe('Basic token-orders');
  });

  it('says when there are no orders yet', async () => {
    await signIn();
    installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/orders/get': page([], 1, 0),
    });
    await renderApp('/order');
    expect(await screen.findByText('هنوز سفارشی ثبت نکرده‌اید.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'سفارش‌ها' })).toBeNull();
  });

  it('offers to try again when the list cannot be read', async () => {
    await signIn();
    installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/orders/get': () => ({ status: 500, body: { Success: false, Message: 'خطا', Errors: [] } }),
    });
    await renderApp('/order');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('تلاش دوباره');
  });

  it('sends a guest to login', async () => {
    installFakeApi(base);
    await renderApp('/order');
    expect(await screen.findByRole('form', { name: 'ورود' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
