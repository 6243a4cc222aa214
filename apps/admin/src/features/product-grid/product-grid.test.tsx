import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductGridList, AdminProductGridRow } from '@sabad/contract/admin';
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

const phone: AdminProductGridRow = {
  id: 12,
  name: 'گوشی سامسونگ',
  sku: 'SKU-100',
  price: 12_345_670,
  oldPrice: null,
  stockQuantity: 8,
  stockManaged: true,
  published: true,
  rowVersion: 4,
};
const giftCard: AdminProductGridRow = {
  ...phone,
  id: 13,
  name: 'کارت هدیه',
  sku: 'GIFT',
  price: 500_000,
  stockManaged: false,
  published: false,
  rowVersion: 1,
};

function list(items: AdminProductGridRow[]): AdminProductGridList {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    categories: [
      { id: 3, name: 'گوشی', depth: 0 },
      { id: 4, name: 'لوازم گوشی', depth: 1 },
    ],
    manufacturers: [{ id: 9, name: 'سامسونگ' }],
  };
}

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
  csrf.set(null);
  api.on('adminListProductGrid', () => list([phone, giftCard]));
});
afterEach(() => vi.unstubAllGlobals());

describe('the product grid', () => {
  it('filters by the address, links each product to its editor and offers a new product', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    const user = userEvent.setup();
    openAt('/admin/catalogue/products?categoryId=3&stock=low');
    const table = await screen.findByRole('table', { name: 'محصولات' }, { timeout: 10_000 });
    expect(await within(table).findByRole('link', { name: 'گوشی سامسونگ' })).toHaveAttribute(
      'href',
      '/admin/catalogue/products/12',
    );
    expect(screen.getByRole('link', { name: 'محصول جدید' })).toHaveAttribute('href', '/admin/catalogue/products/new');
    const first = api.calls.find((c) => c.name === 'adminListProductGrid')?.url ?? '';
    expect(first).toContain('categoryId=3');
    expect(first).toContain('stock=low');
    expect(screen.getByLabelText('دسته')).toHaveValue('3');

    // A price range typed in Toman with Persian digits travels in Rial.
    await user.type(screen.getByLabelText('کمترین قیمت (تومان)'), '۱۰۰۰');
    await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('minPrice')).toBe('10000'));
    await waitFor(() => expect(api.calls.at(-1)?.url).toContain('minPrice=10000'));
  });

  it('saves a row with Enter: Toman in Persian digits to Rial, the row version sent, the answer shown', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminChangeProductRow', () => ({ ...phone, price: 11_990_000, stockQuantity: 5, rowVersion: 5 }));
    const user = userEvent.setup();
    openAt('/admin/catalogue/products');
    const price = await screen.findByLabelText('قیمت «گوشی سامسونگ» به تومان', undefined, { timeout: 10_000 });
    expect(price).toHaveValue('۱۲۳۴۵۶۷');
    const save = screen.getByRole('button', { name: 'ذخیرهٔ قیمت و موجودی «گوشی سامسونگ»' });
    expect(save).toBeDisabled();
    await user.clear(price);
    await user.type(price, '۱٬۱۹۹٬۰۰۰');
    const stock = screen.getByLabelText('موجودی «گوشی سامسونگ»');
    await user.clear(stock);
    await user.type(stock, '5{Enter}');
    await waitFor(() => expect(api.calls.some((c) => c.name === 'adminChangeProductRow')).toBe(true));
    const call = api.calls.find((c) => c.name === 'adminChangeProductRow');
    expect(call?.url).toContain('/catalogue/product-grid/12');
    expect(call?.body).toEqual({ expectedVersion: 4, price: 11_990_000, oldPrice: null, stockQuantity: 5 });
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-me');
    await waitFor(() => expect(screen.getByLabelText('قیمت «گوشی سامسونگ» به تومان')).toHaveValue('۱۱۹۹۰۰۰'));
    // A product whose stock is not its own shows no stock box.
    expect(screen.queryByLabelText('موجودی «کارت هدیه»')).toBeNull();
  });

  it("shows a stale row's 409 beside the row, keeps what was typed, and reloads on request", async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.fail('adminChangeProductRow', 409, 'محصول ۱۲ پس از آنکه شما آن را باز کردید تغییر کرده است: قیمت.');
    const user = userEvent.setup();
    openAt('/admin/catalogue/products');
    const price = await screen.findByLabelText('قیمت «گوشی سامسونگ» به تومان', undefined, { timeout: 10_000 });
    await user.clear(price);
    await user.type(price, '900000');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ قیمت و موجودی «گوشی سامسونگ»' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تغییر کرده است: قیمت');
    expect(price).toHaveValue('900000');
    const listCalls = api.calls.filter((c) => c.name === 'adminListProductGrid').length;
    await user.click(within(alert).getByRole('button', { name: 'دیدن مقدار تازه' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.name === 'adminListProductGrid').length).toBeGreaterThan(listCalls),
    );
    await waitFor(() => expect(screen.getByLabelText('قیمت «گوشی سامسونگ» به تومان')).toHaveValue('۱۲۳۴۵۶۷'));
  });

  it('previews a bulk +10 % over the filter, then applies what was previewed after asking', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminPreviewBulkPrice', () => ({
      count: 2,
      fingerprint: 'fp-1',
      samples: [{ id: 12, name: 'گوشی سامسونگ', before: 12_345_670, after: 13_580_000 }],
      totalBefore: 12_845_670,
      totalAfter: 14_130_000,
      negativeCount: 0,
    }));
    api.on('adminApplyBulkPrice', () => ({ changed: 2, totalBefore: 12_845_670, totalAfter: 14_130_000 }));
    const user = userEvent.setup();
    openAt('/admin/catalogue/products?categoryId=3');
    await screen.findByRole('table', { name: 'محصولات' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'تغییر گروهی قیمت' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('دسته: گوشی');
    await user.type(within(dialog).getByLabelText('درصد تغییر'), '۱۰');
    await user.click(within(dialog).getByRole('button', { name: 'پیش‌نمایش' }));
    await within(dialog).findByText('۲ محصول تغییر می‌کند.');
    const preview = api.calls.find((c) => c.name === 'adminPreviewBulkPrice')?.url ?? '';
    expect(preview).toContain('categoryId=3');
    expect(preview).toContain('kind=percent');
    expect(preview).toContain('direction=up');
    expect(preview).toContain('value=10');
    expect(within(dialog).getByRole('table', { name: 'نمونه‌ها' })).toHaveTextContent('۱٬۳۵۸٬۰۰۰');

    await user.click(within(dialog).getByRole('button', { name: 'اعمال بر ۲ محصول' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'اعمال بر ۲ محصول' }));
    await waitFor(() => expect(api.calls.some((c) => c.name === 'adminApplyBulkPrice')).toBe(true));
    expect(api.calls.find((c) => c.name === 'adminApplyBulkPrice')?.body).toEqual({
      filter: { categoryId: 3 },
      change: { kind: 'percent', direction: 'up', value: 10 },
      expectedCount: 2,
      fingerprint: 'fp-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('drops the preview when the change is edited, and names a set that changed since', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminPreviewBulkPrice', () => ({
      count: 1,
      fingerprint: 'fp-2',
      samples: [],
      totalBefore: 1,
      totalAfter: 1,
      negativeCount: 0,
    }));
    api.fail(
      'adminApplyBulkPrice',
      409,
      'محصولات این فیلتر از زمان پیش‌نمایش تغییر کرده‌اند؛ دوباره پیش‌نمایش بگیرید.',
    );
    const user = userEvent.setup();
    openAt('/admin/catalogue/products');
    await screen.findByRole('table', { name: 'محصولات' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'تغییر گروهی قیمت' }));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByLabelText('درصد تغییر');
    await user.type(value, '5');
    await user.click(within(dialog).getByRole('button', { name: 'پیش‌نمایش' }));
    await within(dialog).findByText('۱ محصول تغییر می‌کند.');
    await user.type(value, '0');
    expect(within(dialog).queryByText('۱ محصول تغییر می‌کند.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'پیش‌نمایش' }));
    await user.click(await within(dialog).findByRole('button', { name: 'اعمال بر ۱ محصول' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'اعمال بر ۱ محصول' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('دوباره پیش‌نمایش بگیرید');
    expect(within(dialog).queryByRole('button', { name: 'اعمال بر ۱ محصول' })).toBeNull();
  });

  it('shows Support-like roles without catalogue.change no inputs and no bulk change', async () => {
    api.on('adminMe', () => ({ ...staff('Support'), permissions: ['catalogue.view'] }));
    openAt('/admin/catalogue/products');
    const table = await screen.findByRole('table', { name: 'محصولات' }, { timeout: 10_000 });
    expect(await within(table).findByText('۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'قیمت «گوشی سامسونگ» به تومان' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'تغییر گروهی قیمت' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'محصول جدید' })).toBeNull();
  });
});
