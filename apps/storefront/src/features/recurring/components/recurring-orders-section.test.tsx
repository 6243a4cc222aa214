import { RecurringOrder } from '@sabad/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { RecurringOrdersSection } from './recurring-orders-section';

const subscription = (overrides: Partial<RecurringOrder> = {}): RecurringOrder =>
  RecurringOrder.parse({
    Id: 7,
    StartDate: '2026-11-22T10:00:00.000Z',
    CycleInfo: 'هر ۱ ماه',
    NextPayment: '2026-12-22T10:00:00.000Z',
    TotalCycles: 6,
    CyclesRemaining: 5,
    InitialOrderId: 42,
    InitialOrderNumber: '۱۴۰۵-۰۰۰۰۴۲',
    IsActive: true,
    Status: 'فعال',
    CanCancel: true,
    ...overrides,
  });

function renderSection(recurringOrders: RecurringOrder[], errors: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RecurringOrdersSection recurringOrders={recurringOrders} errors={errors} />
    </QueryClientProvider>,
  );
}

describe('RecurringOrdersSection', () => {
  it('shows each subscription: cycle, start, next order date and the cycles left', () => {
    installFakeApi({});
    renderSection([subscription()]);
    const card = screen.getByRole('article', { name: 'سفارش نخست \u2066۱۴۰۵-۰۰۰۰۴۲\u2069' });
    expect(screen.getByRole('heading', { name: 'سفارش‌های اشتراکی' })).toBeTruthy();
    expect(within(card).getByText('هر ۱ ماه')).toBeTruthy();
    expect(within(card).getByText('۱ آذر ۱۴۰۵')).toBeTruthy();
    expect(within(card).getByText('سفارش بعدی')).toBeTruthy();
    expect(within(card).getByText('۱ دی ۱۴۰۵')).toBeTruthy();
    expect(within(card).getByText('۵ از ۶')).toBeTruthy();
    expect(within(card).getByText('فعال')).toBeTruthy();
  });

  it('cancels only after the confirmation, then says so', async () => {
    const { requests } = installFakeApi({
      'POST /api/v2/orders/recurring/cancel/7': subscription({
        NextPayment: null,
        IsActive: false,
        Status: 'لغو شده',
        CanCancel: false,
      }),
    });
    renderSection([subscription()]);

    fireEvent.click(screen.getByRole('button', { name: 'لغو اشتراک' }));
    const confirm = screen.getByRole('group', { name: /اشتراک لغو شود؟/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'انصراف' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'لغو اشتراک' }));
    fireEvent.click(screen.getByRole('button', { name: 'بله، لغو شود' }));
    expect(await screen.findByText('اشتراک لغو شد.')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([
        '/api/v2/orders/recurring/cancel/7',
      ]),
    );
  });

  it('shows the refusal when the cancel fails', async () => {
    installFakeApi({
      'POST /api/v2/orders/recurring/cancel/7': () => ({
        status: 404,
        body: { Success: false, Message: 'اشتراک مورد نظر پیدا نشد.', Errors: [] },
      }),
    });
    renderSection([subscription()]);
    fireEvent.click(screen.getByRole('button', { name: 'لغو اشتراک' }));
    fireEvent.click(screen.getByRole('button', { name: 'بله، لغو شود' }));
    expect(await screen.findByText('اشتراک مورد نظر پیدا نشد.')).toBeTruthy();
  });

  it('offers no cancel for a finished subscription and hides the next date', () => {
    installFakeApi({});
    renderSection([
      subscription({ NextPayment: null, CyclesRemaining: 0, IsActive: false, Status: 'پایان یافته', CanCancel: false }),
    ]);
    expect(screen.queryByRole('button', { name: 'لغو اشتراک' })).toBeNull();
    expect(screen.queryByText('سفارش بعدی')).toBeNull();
    expect(screen.getByText('۰ از ۶')).toBeTruthy();
    expect(screen.getByText('پایان یافته')).toBeTruthy();
  });

  it('lists the failed cycles as an alert', () => {
    installFakeApi({});
    const error = 'سفارش دورهٔ ۲ اشتراک سفارش ۱۴۰۵-۰۰۰۰۴۲ ثبت نشد: موجودی «قهوه» کافی نیست. دوباره تلاش خواهد شد.';
    renderSection([subscription()], [error]);
    expect(within(screen.getByRole('alert')).getByText(error)).toBeTruthy();
  });

  it('renders nothing without subscriptions or errors', () => {
    installFakeApi({});
    const { container } = renderSection([]);
    expect(container.innerHTML).toBe('');
  });
});
