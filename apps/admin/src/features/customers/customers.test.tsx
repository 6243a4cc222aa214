import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomerDetail } from '@sabad/contract/admin';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { App } from '@/app/app';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';

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

const customer: AdminCustomerDetail = {
  id: 42,
  firstName: 'سارا',
  lastName: 'کریمی',
  email: 'sara@example.com',
  mobile: '09121234567',
  registeredAt: '2026-11-20T08:00:00.000Z',
  lastActivityAt: '2026-11-28T08:00:00.000Z',
  blocked: false,
  rowVersion: 3,
  roles: [{ systemName: 'Registered', name: 'ثبت‌نام‌شده' }],
  orderCount: 1,
  orders: [
    {
      id: 7,
      number: '1405-000007',
      createdAt: '2026-11-21T08:00:00.000Z',
      total: 12_500_000,
      orderStatus: 30,
      paymentStatus: 30,
      shippingStatus: 40,
    },
  ],
  addresses: [],
  rewardPoints: { balance: 120, history: [], historyCount: 0 },
  affiliate: { enabled: false, code: null, commissionRate: null },
};

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminListCustomers', () => ({
    items: [
      {
        id: 42,
        name: 'سارا کریمی',
        email: 'sara@example.com',
        mobile: '09121234567',
        registeredAt: '2026-11-20T08:00:00.000Z',
        blocked: false,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  }));
  api.on('adminGetCustomer', () => customer);
});
afterEach(() => vi.unstubAllGlobals());

describe('customers', () => {
  it('searches with the words in the address and shows mobiles isolated left to right', async () => {
    api.on('adminMe', () => staff('Support'));
    const user = userEvent.setup();
    openAt('/admin/customers?q=%DB%B0%DB%B9%DB%B1%DB%B2');
    const table = await screen.findByRole('table', { name: 'مشتریان' }, { timeout: 10_000 });
    const mobile = await within(table).findByText('۰۹۱۲۱۲۳۴۵۶۷');
    expect(mobile.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(api.calls.find((c) => c.name === 'adminListCustomers')?.url).toContain(`q=${encodeURIComponent('۰۹۱۲')}`);

    const box = screen.getByLabelText('نام، ایمیل یا موبایل');
    await user.clear(box);
    await user.type(box, 'کریمی');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe('کریمی'));
    await waitFor(() => expect(api.calls.at(-1)?.url).toContain(`q=${encodeURIComponent('کریمی')}`));
  });

  it('blocks after asking, and shows a stale edit clearly without changing the page', async () => {
    api.on('adminMe', () => staff('Administrators'));
    api.fail('adminChangeCustomerBlocked', 409, 'مشتری ۴۲ را «علی» در این فاصله تغییر داد: مسدود بودن.');
    const user = userEvent.setup();
    openAt('/admin/customers/42');
    await screen.findByRole('heading', { level: 1, name: 'سارا کریمی' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: '۱۴۰۵-۰۰۰۰۰۷' })).toHaveAttribute('href', '/admin/orders/7');
    await user.click(screen.getByRole('button', { name: 'مسدود کردن' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('نشست‌های او در فروشگاه همین حالا بسته می‌شوند');
    await user.click(within(dialog).getByRole('button', { name: 'مسدود کردن' }));
    const alert = await screen.findByText('مشتری ۴۲ را «علی» در این فاصله تغییر داد: مسدود بودن.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('این مورد را کس دیگری تغییر داده است');
    const call = api.calls.find((c) => c.name === 'adminChangeCustomerBlocked');
    expect(call?.body).toEqual({ blocked: true, expectedVersion: 3 });
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-me');
  });

  it('shows Support no actions', async () => {
    api.on('adminMe', () => staff('Support'));
    openAt('/admin/customers/42');
    await screen.findByRole('heading', { level: 1, name: 'سارا کریمی' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'مسدود کردن' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'تغییر امتیاز' })).toBeNull();
  });
});
