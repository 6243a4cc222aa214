import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminShippingMethod, SettingsGroup } from '@sabad/contract/admin';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { App } from '@/app/app';
import type { Me } from '@/lib/session';
import { csrf } from '@/lib/session';
import { fakeAdminApi, type FakeAdminApi } from '@/test/fake-api';
import { axeFindings } from './axe';

let api: FakeAdminApi;

const owner: Me = {
  id: 1,
  email: 'owner@sabad.test',
  name: 'مدیر',
  roles: [{ systemName: 'Administrators', name: SEEDED_ROLES.Administrators.name }],
  permissions: [...SEEDED_ROLES.Administrators.permissions],
  csrfToken: 'csrf-owner',
  mustChangePassword: false,
  totpConfirmed: true,
};

const checkout: SettingsGroup = {
  name: 'checkout',
  title: 'سبد خرید و تسویه',
  description: 'خرید مهمان و حداقل مبلغ سفارش.',
  rowVersion: 3,
  fields: [
    { name: 'AnonymousCheckoutAllowed', label: 'خرید بدون ثبت‌نام (مهمان)', kind: 'boolean', hint: null, value: false },
    {
      name: 'MinOrderTotalAmount',
      label: 'حداقل مبلغ سفارش',
      kind: 'money',
      hint: '۰ یعنی بدون حداقل.',
      value: 500_000,
      min: 0,
    },
    { name: 'TaxRatePercent', label: 'نرخ مالیات', kind: 'decimal', hint: null, value: 10, min: 0, max: 100 },
  ],
};

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminMe', () => owner);
  api.on('adminGetSettingsGroup', () => checkout);
});
afterEach(() => vi.unstubAllGlobals());

describe('a settings group', () => {
  it('shows money in Toman with Persian digits and sends only what changed, in Rial, with the version', async () => {
    const user = userEvent.setup();
    api.on('adminChangeSettingsGroup', ({ body }) => {
      const values = (body as { values: Record<string, unknown> }).values;
      return {
        ...checkout,
        rowVersion: 4,
        fields: checkout.fields.map((field) =>
          field.name in values ? { ...field, value: values[field.name] as number | boolean } : field,
        ),
      };
    });
    window.history.replaceState(null, '', '/admin/settings/checkout');
    render(<App />);
    const amount = await screen.findByLabelText('حداقل مبلغ سفارش (تومان)', undefined, { timeout: 10_000 });
    expect(amount).toHaveValue('۵۰۰۰۰');
    expect(await axeFindings()).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '۷۵۰۰۰');
    await user.click(screen.getByRole('checkbox', { name: 'خرید بدون ثبت‌نام (مهمان)' }));
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'adminChangeSettingsGroup')?.body).toEqual({
        expectedVersion: 3,
        values: { AnonymousCheckoutAllowed: true, MinOrderTotalAmount: 750_000 },
      }),
    );
    expect(api.calls.find((c) => c.name === 'adminChangeSettingsGroup')?.url).toBe(
      '/api/admin/v1/settings/groups/checkout',
    );
  });

  it("puts the server's Persian refusal beside its field, and a stale save's notice above", async () => {
    const user = userEvent.setup();
    const refusal = 'مقدار «نرخ مالیات» پذیرفته نیست؛ عددی میان ۰ تا ۱۰۰.';
    api.on('adminChangeSettingsGroup', () => ({
      status: 422,
      body: { Success: false, Message: refusal, Errors: [refusal] },
    }));
    window.history.replaceState(null, '', '/admin/settings/checkout');
    render(<App />);
    const tax = await screen.findByLabelText('نرخ مالیات', undefined, { timeout: 10_000 });
    await user.clear(tax);
    await user.type(tax, '150');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(tax).toHaveAttribute('aria-invalid', 'true'));
    expect(tax).toHaveAccessibleDescription(refusal);

    api.fail(
      'adminChangeSettingsGroup',
      409,
      'تنظیمات «سبد خرید و تسویه» پس از آنکه شما آن را باز کردید تغییر کرده است.',
    );
    await user.clear(tax);
    await user.type(tax, '9');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    const notice = await screen.findByText(/پس از آنکه شما آن را باز کردید/);
    expect(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'بارگذاری دوباره' }),
    ).toBeVisible();
  });

  it('refuses a number field that holds no number before sending', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/admin/settings/checkout');
    render(<App />);
    const amount = await screen.findByLabelText('حداقل مبلغ سفارش (تومان)', undefined, { timeout: 10_000 });
    await user.clear(amount);
    await user.type(amount, 'بیست');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    expect(await screen.findByText('یک عدد بنویسید.')).toBeVisible();
    expect(api.calls.some((c) => c.name === 'adminChangeSettingsGroup')).toBe(false);
  });
});

const courier: AdminShippingMethod = {
  id: 4,
  systemName: 'Shipping.Courier',
  name: 'پیک',
  description: 'فقط شهر تهران',
  rates: { provider: 'courier', fee: 700_000, cityNames: ['تهران'], days: 5 },
  payOnDelivery: false,
  hasDeliverySlots: true,
  isActive: true,
  displayOrder: 4,
  rowVersion: 2,
};

describe('the shipping group', () => {
  it("edits a method's rates in Toman and sends them in Rial in its calculator's shape", async () => {
    const user = userEvent.setup();
    api.on('adminGetSettingsGroup', () => ({
      name: 'shipping',
      title: 'ارسال',
      description: 'ارسال رایگان.',
      rowVersion: 0,
      fields: [
        { name: 'FreeShippingOverAmount', label: 'ارسال رایگان', kind: 'money', hint: null, value: 50_000_000, min: 0 },
      ],
    }));
    api.on('adminListShippingMethods', () => ({ items: [courier] }));
    api.on('adminChangeShippingMethod', ({ body }) => ({ ...courier, ...(body as object), rowVersion: 3 }));
    window.history.replaceState(null, '', '/admin/settings/shipping');
    render(<App />);
    const form = await screen.findByRole('form', { name: 'پیک' }, { timeout: 10_000 });
    const fee = within(form).getByLabelText('هزینهٔ پیک (تومان)');
    expect(fee).toHaveValue('۷۰۰۰۰');
    expect(await axeFindings()).toEqual([]);
    await user.clear(fee);
    await user.type(fee, '۸۵۰۰۰');
    const cities = within(form).getByLabelText('شهرهای پیک');
    await user.clear(cities);
    await user.type(cities, 'تهران، کرج');
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'adminChangeShippingMethod')?.body).toEqual({
        expectedVersion: 2,
        name: 'پیک',
        description: 'فقط شهر تهران',
        isActive: true,
        displayOrder: 4,
        rates: { provider: 'courier', fee: 850_000, cityNames: ['تهران', 'کرج'], days: 5 },
      }),
    );
  });
});

describe('the courier group', () => {
  it('adds a time range with its hours and capacity typed in Persian digits', async () => {
    const user = userEvent.setup();
    api.on('adminGetSettingsGroup', () => ({
      name: 'courier',
      title: 'پیک و بازه‌های تحویل',
      description: 'نوبت پیک.',
      rowVersion: 0,
      fields: [{ name: 'DeliverySlotHoldMinutes', label: 'نگه‌داشتن نوبت', kind: 'integer', hint: null, value: 20 }],
    }));
    const morning = { id: 1, name: '۹ تا ۱۲', startHour: 9, endHour: 12, capacity: 10, displayOrder: 1, rowVersion: 1 };
    api.on('adminListDeliveryTimeRanges', () => ({ items: [morning] }));
    api.on(
      'adminCreateDeliveryTimeRange',
      ({ body }) => ({ id: 2, rowVersion: 1, ...(body as object) }) as typeof morning,
    );
    window.history.replaceState(null, '', '/admin/settings/courier');
    render(<App />);
    const form = await screen.findByRole('form', { name: 'بازهٔ تازه' }, { timeout: 10_000 });
    await user.type(within(form).getByLabelText('نام'), '۲۱ تا ۲۳');
    await user.type(within(form).getByLabelText('ساعت شروع'), '۲۱');
    await user.type(within(form).getByLabelText('ساعت پایان'), '۲۳');
    await user.type(within(form).getByLabelText('ظرفیت روزانه'), '۴');
    await user.type(within(form).getByLabelText('ترتیب نمایش'), '۵');
    expect(await axeFindings()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'افزودن بازه' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.name === 'adminCreateDeliveryTimeRange')?.body).toEqual({
        name: '۲۱ تا ۲۳',
        startHour: 21,
        endHour: 23,
        capacity: 4,
        displayOrder: 5,
      }),
    );
    expect(await screen.findByRole('form', { name: '۲۱ تا ۲۳' })).toBeVisible();
  });
});
