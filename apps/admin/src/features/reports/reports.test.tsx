import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPeriodReport } from '@sabad/contract/admin';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { App } from '@/app/app';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';
import { defaultRange, parseReportsSearch } from './reports-search';

let api: FakeAdminApi;

function staff(role: keyof typeof SEEDED_ROLES): Me {
  return {
    id: 1,
    email: 'staff@sabad.test',
    name: 'مریم کارمند',
    roles: [{ systemName: role, name: SEEDED_ROLES[role].name }],
    permissions: [...SEEDED_ROLES[role].permissions],
    csrfToken: 'csrf-me',
    mustChangePassword: false,
    totpConfirmed: true,
  };
}

const months: AdminPeriodReport = {
  from: '2026-11-22',
  to: '2027-01-20',
  period: 'month',
  rows: [
    {
      from: '2026-11-22',
      to: '2026-12-21',
      orders: 3,
      salesRial: 120_000_000,
      averageRial: 40_000_000,
      vatRial: 10_909_091,
    },
    {
      from: '2026-12-22',
      to: '2027-01-20',
      orders: 1,
      salesRial: 80_000_000,
      averageRial: 80_000_000,
      vatRial: 7_272_727,
    },
  ],
  totals: { orders: 4, salesRial: 200_000_000, averageRial: 50_000_000, vatRial: 18_181_818 },
};

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminReportSales', () => months);
  api.on('adminOrderList', () => ({ items: [], total: 0, page: 1, pageSize: 20 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('reports', () => {
  it('reads its report, range and period from the address, and ignores what it does not know', () => {
    expect(parseReportsSearch({ report: 'vat', from: '2026-11-22', to: 'x', period: 'year', by: 'amount' })).toEqual({
      report: 'vat',
      from: '2026-11-22',
      by: 'amount',
    });
    // 1405/09/08 in Tehran: the range starts on Azar 1 (2026-11-22).
    expect(defaultRange(new Date('2026-11-29T06:00:00Z'))).toEqual({ from: '2026-11-22', to: '2026-11-29' });
  });

  it('shows sales per Jalali month in a table beside the chart, in Persian digits, with its CSV link', async () => {
    api.on('adminMe', () => staff('OrderManagers'));
    openAt('/admin/reports?from=2026-11-22&to=2027-01-20&period=month');
    const table = await screen.findByRole('table', { name: /نمودار فروش/ }, { timeout: 10_000 });
    expect(within(table).getByRole('rowheader', { name: 'آذر ۱۴۰۵' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'دی ۱۴۰۵' })).toBeInTheDocument();
    expect(table).toHaveTextContent('۱۲٬۰۰۰٬۰۰۰ تومان');
    expect(screen.getByText(/^۲ دوره؛ بیشترین فروش در آذر ۱۴۰۵/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.name === 'adminReportSales')?.url).toContain(
      'from=2026-11-22&to=2027-01-20&period=month',
    );
    expect(screen.getByRole('link', { name: 'دریافت CSV' })).toHaveAttribute(
      'href',
      '/api/admin/v1/reports/sales/csv?from=2026-11-22&to=2027-01-20&period=month',
    );
    expect(screen.getByRole('link', { name: 'فروش' })).toHaveAttribute('aria-current', 'page');
  });

  it("switches between reports by their tabs without showing one report in another's shape", async () => {
    api.on('adminMe', () => staff('OrderManagers'));
    api.on('adminReportBestsellers', () => ({
      from: '2026-11-22',
      to: '2026-11-29',
      by: 'quantity',
      rows: [{ productId: 5, name: 'ماگ سفالی', sku: 'MUG-1', quantity: 12, amountRial: 24_000_000 }],
    }));
    api.on('adminReportLowStock', () => ({
      line: 5,
      total: 1,
      rows: [{ productId: 6, name: 'کتری برقی', sku: 'KT-1', combination: 'رنگ: قرمز', stock: 2 }],
    }));
    api.on('adminReportTopCustomers', () => ({
      from: '2026-11-22',
      to: '2026-11-29',
      rows: [
        {
          customerId: 9,
          name: '',
          email: null,
          mobile: '09121112233',
          isGuest: true,
          orders: 2,
          totalRial: 50_000_000,
        },
      ],
    }));
    const user = userEvent.setup();
    openAt('/admin/reports?from=2026-11-22&to=2026-11-29');
    await screen.findByRole('table', { name: /نمودار فروش/ }, { timeout: 10_000 });

    await user.click(screen.getByRole('link', { name: 'پرفروش‌ها' }));
    const best = await screen.findByRole('table', { name: 'پرفروش‌ها' });
    expect(within(best).getByRole('rowheader', { name: 'ماگ سفالی' })).toBeInTheDocument();
    expect(best).toHaveTextContent('۱۲');
    expect(screen.getByLabelText('ترتیب')).toHaveValue('quantity');
    expect(screen.getByRole('link', { name: 'دریافت CSV' })).toHaveAttribute(
      'href',
      '/api/admin/v1/reports/bestsellers/csv?from=2026-11-22&to=2026-11-29&by=quantity',
    );

    await user.click(screen.getByRole('link', { name: 'موجودی کم' }));
    const low = await screen.findByRole('table', { name: 'موجودی کم' });
    expect(low).toHaveTextContent('رنگ: قرمز');
    expect(screen.queryByText('بازهٔ تاریخ')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'مشتریان برتر' }));
    const top = await screen.findByRole('table', { name: 'مشتریان برتر' });
    expect(within(top).getByRole('rowheader', { name: 'مهمان' })).toBeInTheDocument();
    expect(top).toHaveTextContent('۵٬۰۰۰٬۰۰۰ تومان');
  });

  it('is not in the menu of a role without reports.view', async () => {
    api.on('adminMe', () => staff('Support'));
    openAt('/admin/orders');
    await screen.findByRole('heading', { level: 1, name: 'سفارش‌ها' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'گزارش‌ها' })).not.toBeInTheDocument();
    // Support may not export either.
    expect(screen.queryByRole('link', { name: 'خروجی CSV' })).not.toBeInTheDocument();
  });

  it('offers the orders list as CSV and Excel by its current filter to a role with orders.importExport', async () => {
    api.on('adminMe', () => staff('OrderManagers'));
    const user = userEvent.setup();
    openAt('/admin/orders?orderStatus=20&q=%D8%B1%D8%B6%D8%A7&page=3');
    const csv = await screen.findByRole('link', { name: 'خروجی CSV' }, { timeout: 10_000 });
    expect(csv).toHaveAttribute(
      'href',
      `/api/admin/v1/orders/export/csv?orderStatus=20&q=${encodeURIComponent('رضا')}`,
    );
    expect(screen.getByRole('link', { name: 'خروجی اکسل' }).getAttribute('href')).toContain('/orders/export/xlsx?');
    expect(csv).toHaveAttribute('download');
    await user.tab();
  });

  it("offers the customers list by its filter, the list's registration days under the API's names", async () => {
    api.on('adminMe', () => staff('Administrators'));
    api.on('adminListCustomers', () => ({ items: [], total: 0, page: 1, pageSize: 20 }));
    openAt('/admin/customers?from=2026-11-22&to=2026-11-29&status=blocked');
    const xlsx = await screen.findByRole('link', { name: 'خروجی اکسل' }, { timeout: 10_000 });
    expect(xlsx).toHaveAttribute(
      'href',
      '/api/admin/v1/customers/export/xlsx?status=blocked&registeredFrom=2026-11-22&registeredTo=2026-11-29',
    );
  });
});
