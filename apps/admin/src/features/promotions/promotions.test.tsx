import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDiscountDetail, AdminGiftCardDetail } from '@sabad/contract/admin';
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

const discount: AdminDiscountDetail = {
  id: 5,
  name: 'جشنوارهٔ پاییز',
  code: 'PAEEZ',
  requiresCode: true,
  type: 'orderSubtotal',
  usePercentage: true,
  percentage: 10,
  amount: null,
  maximumAmount: 5_000_000,
  minimumSubtotal: 0,
  startsOn: '2026-11-29',
  endsOn: '2026-12-05',
  limitPerCustomer: 1,
  limitTotal: null,
  active: true,
  status: 'active',
  usageCount: 1,
  createdAt: '2026-11-29T06:00:00.000Z',
  usedAmount: 500_000,
  rowVersion: 2,
};

const card: AdminGiftCardDetail = {
  id: 9,
  code: 'ABCD-EFGH-JKLM-NPQR',
  amount: 5_000_000,
  remaining: 4_000_000,
  recipientName: 'سارا',
  active: true,
  createdAt: '2026-11-20T06:00:00.000Z',
  recipientEmail: 'sara@example.com',
  senderName: 'فروشگاه',
  message: '',
  usedAmount: 1_000_000,
  rowVersion: 1,
  usages: [
    {
      id: 1,
      orderId: 7,
      orderNumber: '1405-000007',
      customerName: 'سارا کریمی',
      usedValue: 1_000_000,
      balanceAfter: 4_000_000,
      usedAt: '2026-11-25T06:00:00.000Z',
    },
  ],
};

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminListDiscounts', () => ({ items: [discount], total: 1, page: 1, pageSize: 20 }));
  api.on('adminGetDiscount', () => discount);
  api.on('adminListDiscountUsages', () => ({
    items: [
      {
        id: 1,
        orderId: 7,
        orderNumber: '1405-000007',
        customerId: 42,
        customerName: 'سارا کریمی',
        amount: 500_000,
        usedAt: '2026-11-29T07:00:00.000Z',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  }));
  api.on('adminGetGiftCard', () => card);
});
afterEach(() => vi.unstubAllGlobals());

describe('discount codes', () => {
  it('lists codes with their value in Toman, Jalali days and status, and filters by status in the address', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    const user = userEvent.setup();
    openAt('/admin/promotions/discounts');
    const table = await screen.findByRole('table', { name: 'کدهای تخفیف' }, { timeout: 10_000 });
    expect(await within(table).findByRole('link', { name: 'PAEEZ' })).toHaveAttribute(
      'href',
      '/admin/promotions/discounts/5',
    );
    expect(table).toHaveTextContent('۱۰٪');
    expect(table).toHaveTextContent('۵۰۰٬۰۰۰ تومان');
    expect(table).toHaveTextContent('از ۱۴۰۵/۰۹/۰۸ تا ۱۴۰۵/۰۹/۱۴');
    await user.selectOptions(screen.getByLabelText('وضعیت'), 'expired');
    await user.click(screen.getByRole('button', { name: 'جستجو' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('status')).toBe('expired'));
    await waitFor(() => expect(api.calls.at(-1)?.url).toContain('status=expired'));
  });

  it('refuses a percentage over 100 in Persian before calling, focused on the field, then sends Rial', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminCreateDiscount', () => ({ ...discount, id: 6, code: 'NEW10' }));
    const user = userEvent.setup();
    openAt('/admin/promotions/discounts/new');
    await screen.findByRole('heading', { level: 1, name: 'کد تخفیف تازه' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('کد'), 'new10');
    await user.type(screen.getByLabelText('درصد تخفیف'), '۱۵۰');
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    const error = await screen.findByText('درصد تخفیف باید عددی صحیح از ۱ تا ۱۰۰ باشد.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('درصد تخفیف')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('درصد تخفیف')).toHaveFocus();
    expect(api.calls.some((c) => c.name === 'adminCreateDiscount')).toBe(false);

    await user.clear(screen.getByLabelText('درصد تخفیف'));
    await user.type(screen.getByLabelText('درصد تخفیف'), '۱۰');
    await user.type(screen.getByLabelText('سقف تخفیف (تومان)'), '۵۰٬۰۰۰');
    await user.type(screen.getByLabelText('حداقل مبلغ خرید (تومان)'), '200000');
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/promotions/discounts/6'));
    const call = api.calls.find((c) => c.name === 'adminCreateDiscount');
    expect(call?.body).toMatchObject({
      code: 'new10',
      requiresCode: true,
      usePercentage: true,
      percentage: 10,
      amount: null,
      maximumAmount: 500_000,
      minimumSubtotal: 2_000_000,
      startsOn: null,
      endsOn: null,
      active: true,
    });
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-me');
  });

  it('makes a discount nobody types: the code may stay empty', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminCreateDiscount', () => ({ ...discount, id: 7, code: 'AUTO-0A1B2C3D4E', requiresCode: false }));
    const user = userEvent.setup();
    openAt('/admin/promotions/discounts/new');
    await screen.findByRole('heading', { level: 1, name: 'کد تخفیف تازه' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('درصد تخفیف'), '5');
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    expect(await screen.findByText('کد تخفیف را بنویسید (۳ تا ۵۰ نویسه).')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /خریدار کد را در سبد خرید وارد می‌کند/ }));
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/promotions/discounts/7'));
    expect(api.calls.find((c) => c.name === 'adminCreateDiscount')?.body).toMatchObject({
      code: '',
      requiresCode: false,
    });
    expect(await screen.findByText('خودکار')).toBeVisible();
  });

  it('picks the first and last day on the Jalali calendar; an end before the start is refused in Persian', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminCreateDiscount', () => ({ ...discount, id: 8 }));
    const user = userEvent.setup();
    openAt('/admin/promotions/discounts/new');
    await screen.findByRole('heading', { level: 1, name: 'کد تخفیف تازه' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('کد'), 'DAYS10');
    await user.type(screen.getByLabelText('درصد تخفیف'), '10');
    const pick = async (field: RegExp, day: string) => {
      await user.click(screen.getByRole('button', { name: field }));
      // The calendar opens on this month; its days are named in Jalali with Persian digits.
      await user.click(await screen.findByRole('button', { name: new RegExp(`(^|\\s)${day}-ام `) }));
    };
    await pick(/^روز شروع: /, '۱۰');
    await pick(/^روز پایان: /, '۵');
    expect(screen.getByRole('button', { name: /^روز شروع: ۱۴[۰-۹]{2}\/[۰-۹]{2}\/۱۰$/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    expect(await screen.findByText('تاریخ پایان نمی‌تواند پیش از تاریخ شروع باشد.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^روز پایان: / })).toHaveFocus();
    expect(api.calls.some((c) => c.name === 'adminCreateDiscount')).toBe(false);

    await pick(/^روز پایان: /, '۲۰');
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/promotions/discounts/8'));
    const body = api.calls.find((c) => c.name === 'adminCreateDiscount')?.body as { startsOn: string; endsOn: string };
    expect(body.startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.endsOn > body.startsOn).toBe(true);
  });

  it('shows the server’s refusal of a taken code above the form', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.fail('adminCreateDiscount', 422, 'کد تخفیف PAEEZ از قبل وجود دارد؛ کد دیگری بنویسید.');
    const user = userEvent.setup();
    openAt('/admin/promotions/discounts/new');
    await screen.findByRole('heading', { level: 1, name: 'کد تخفیف تازه' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('کد'), 'paeez');
    await user.type(screen.getByLabelText('درصد تخفیف'), '5');
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    expect(await screen.findByText('کد تخفیف PAEEZ از قبل وجود دارد؛ کد دیگری بنویسید.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('edits with the version it loaded and shows a stale edit with the way to the fresh copy', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.fail('adminUpdateDiscount', 409, 'کد تخفیف PAEEZ پس از آنکه شما آن را باز کردید تغییر کرده است: درصد.');
    const user = userEvent.setup();
    openAt('/admin/promotions/discounts/5');
    await screen.findByRole('heading', { level: 1, name: 'کد PAEEZ' }, { timeout: 10_000 });
    expect(screen.getByLabelText('سقف تخفیف (تومان)')).toHaveValue('۵۰۰۰۰۰');
    await user.clear(screen.getByLabelText('درصد تخفیف'));
    await user.type(screen.getByLabelText('درصد تخفیف'), '15');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    const alert = await screen.findByText('کد تخفیف PAEEZ پس از آنکه شما آن را باز کردید تغییر کرده است: درصد.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('این مورد را کس دیگری تغییر داده است');
    expect(api.calls.find((c) => c.name === 'adminUpdateDiscount')?.body).toMatchObject({
      percentage: 15,
      expectedVersion: 2,
      startsOn: '2026-11-29',
      endsOn: '2026-12-05',
    });
  });

  it('shows the usage history; the order links to its page only for staff who may open orders', async () => {
    api.on('adminMe', () => staff('Administrators'));
    openAt('/admin/promotions/discounts/5');
    const table = await screen.findByRole('table', { name: 'تاریخچهٔ استفاده' }, { timeout: 10_000 });
    expect(await within(table).findByRole('link', { name: '۱۴۰۵-۰۰۰۰۰۷' })).toHaveAttribute('href', '/admin/orders/7');
    expect(within(table).getByRole('link', { name: 'سارا کریمی' })).toHaveAttribute('href', '/admin/customers/42');
  });

  it('shows a promotions manager the order and the customer as text, and deactivates after asking', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminChangeDiscountActive', () => ({ ...discount, active: false, status: 'inactive', rowVersion: 3 }));
    const user = userEvent.setup();
    openAt('/admin/promotions/discounts/5');
    const table = await screen.findByRole('table', { name: 'تاریخچهٔ استفاده' }, { timeout: 10_000 });
    await within(table).findByText('۱۴۰۵-۰۰۰۰۰۷');
    expect(within(table).queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'غیرفعال کردن' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'غیرفعال کردن' }));
    await screen.findByRole('button', { name: 'فعال کردن' });
    expect(api.calls.find((c) => c.name === 'adminChangeDiscountActive')?.body).toEqual({
      active: false,
      expectedVersion: 2,
    });
  });

  it('shows Support neither the menu line nor the page', async () => {
    api.on('adminMe', () => staff('Support'));
    openAt('/admin/promotions/discounts');
    await screen.findByRole('heading', { name: 'دسترسی ندارید' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'کدهای تخفیف' })).toBeNull();
  });
});

describe('gift cards', () => {
  it('makes a card with the code left empty and the amount in Toman; an empty amount is refused in Persian', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminCreateGiftCard', () => card);
    const user = userEvent.setup();
    openAt('/admin/promotions/gift-cards/new');
    await screen.findByRole('heading', { level: 1, name: 'کارت هدیهٔ تازه' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    expect(await screen.findByText('مبلغ کارت هدیه باید عددی صحیح و بیشتر از صفر باشد.')).toBeVisible();
    await user.type(screen.getByLabelText('مبلغ کارت (تومان)'), '۵۰۰٬۰۰۰');
    await user.type(screen.getByLabelText('نام گیرنده'), 'سارا');
    await user.click(screen.getByRole('button', { name: 'ساختن' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/promotions/gift-cards/9'));
    expect(api.calls.find((c) => c.name === 'adminCreateGiftCard')?.body).toMatchObject({
      code: '',
      amount: 5_000_000,
      recipientName: 'سارا',
    });
  });

  it('shows every use with the balance after it', async () => {
    api.on('adminMe', () => staff('Administrators'));
    openAt('/admin/promotions/gift-cards/9');
    await screen.findByRole('heading', { level: 1, name: 'کارت هدیهٔ ABCD-EFGH-JKLM-NPQR' }, { timeout: 10_000 });
    const table = await screen.findByRole('table', { name: 'تاریخچهٔ استفاده' }, { timeout: 10_000 });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('۱۰۰٬۰۰۰ تومان');
    expect(row).toHaveTextContent('۴۰۰٬۰۰۰ تومان');
    expect(within(row).getByRole('link', { name: '۱۴۰۵-۰۰۰۰۰۷' })).toHaveAttribute('href', '/admin/orders/7');
  });
});
