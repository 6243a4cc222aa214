import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminReturnDetail } from '@sabad/contract/admin';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { App } from '@/app/app';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';

let api: FakeAdminApi;

function staff(role: keyof typeof SEEDED_ROLES): Me {
  return {
    id: 3,
    email: 'orders@sabad.test',
    name: 'کارمند سفارش',
    roles: [{ systemName: role, name: SEEDED_ROLES[role].name }],
    permissions: [...SEEDED_ROLES[role].permissions],
    csrfToken: 'csrf-orders',
    mustChangePassword: false,
    totpConfirmed: true,
  };
}

const request: AdminReturnDetail = {
  id: 11,
  number: '11',
  orderId: 7,
  orderNumber: '1405-000007',
  customerId: 42,
  customerName: 'سارا کریمی',
  productName: 'کتری برقی',
  quantity: 1,
  status: 'Pending',
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
  productId: 9,
  attributes: null,
  customerMobile: '09121234567',
  customerEmail: null,
  reason: 'کالای معیوب',
  requestedAction: 'تعویض',
  customerComments: 'دسته‌اش شکسته بود.',
  pictureUrl: null,
  staffNotes: [],
};

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminGetReturn', () => request);
  api.on('adminListReturns', () => ({ items: [request], total: 1, page: 1, pageSize: 20 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('returns', () => {
  it('keeps the status filter in the address', async () => {
    api.on('adminMe', () => staff('Support'));
    window.history.replaceState(null, '', '/admin/returns?status=Pending');
    render(<App />);
    const table = await screen.findByRole('table', { name: 'درخواست‌های مرجوعی' }, { timeout: 10_000 });
    await within(table).findByRole('link', { name: '۱۱' });
    expect(api.calls.find((c) => c.name === 'adminListReturns')?.url).toContain('status=Pending');
    expect(screen.getByLabelText('وضعیت')).toHaveValue('Pending');
  });

  it('sends the status the staff member saw, and shows a 409 without losing what was typed', async () => {
    api.on('adminMe', () => staff('OrderManagers'));
    api.fail('adminChangeReturn', 409, 'این درخواست مرجوعی پس از باز شدن این صفحه به دست کس دیگری تغییر کرد.');
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/admin/returns/11');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'درخواست مرجوعی ۱۱' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('وضعیت تازه'), 'ReturnAuthorized');
    await user.type(screen.getByLabelText(/یادداشت کارکنان/), 'با پست بفرستد');
    await user.click(screen.getByRole('button', { name: 'ثبت' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('از «در انتظار بررسی» به «مرجوعی تأیید شد»');
    await user.click(within(dialog).getByRole('button', { name: 'تأیید' }));
    await screen.findByText('این درخواست مرجوعی پس از باز شدن این صفحه به دست کس دیگری تغییر کرد.');
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'adminChangeReturn')?.body).toEqual({
        status: 'ReturnAuthorized',
        seenStatus: 'Pending',
        seenUpdatedAt: '2026-11-28T08:00:00.000Z',
        note: 'با پست بفرستد',
      }),
    );
    expect(screen.getByLabelText(/یادداشت کارکنان/)).toHaveValue('با پست بفرستد');
  });

  it('points to the order page to record the refund when the status says the money went back', async () => {
    api.on('adminMe', () => staff('OrderManagers'));
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/admin/returns/11');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'درخواست مرجوعی ۱۱' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'ثبت بازپرداخت در صفحهٔ سفارش' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('وضعیت تازه'), 'ItemsRefunded');
    expect(screen.getByRole('link', { name: 'ثبت بازپرداخت در صفحهٔ سفارش' })).toHaveAttribute(
      'href',
      '/admin/orders/7',
    );
  });

  it('shows Support no change form', async () => {
    api.on('adminMe', () => staff('Support'));
    window.history.replaceState(null, '', '/admin/returns/11');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'درخواست مرجوعی ۱۱' }, { timeout: 10_000 });
    expect(screen.queryByLabelText('وضعیت تازه')).toBeNull();
  });
});
