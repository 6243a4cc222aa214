import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CatalogueImport } from '@sabad/contract/admin';
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

const preview: CatalogueImport = {
  id: 5,
  fileName: 'prices.csv',
  format: 'csv',
  status: 'previewed',
  totalRows: 1000,
  validRows: 997,
  invalidRows: 3,
  processedRows: 0,
  appliedRows: 0,
  failedRows: 0,
  startedBy: 'staff@sabad.test',
  createdAt: '2026-11-29T06:00:00.000Z',
  finishedAt: null,
  errors: [
    { row: 101, column: 'قیمت (تومان)', message: '«سیصد هزار» عدد نیست.' },
    { row: 502, column: 'قیمت (تومان)', message: 'در «۱۲3۰۰۰» رقم‌های فارسی و لاتین با هم آمده‌اند.' },
    { row: 903, column: 'موجودی', message: '«-5» منفی است؛ منفی پذیرفته نیست.' },
  ],
  sample: [
    { row: 2, sku: 'SB-1', name: null, price: 125000, oldPrice: null, stock: 3, published: null, category: null },
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
  api.on('adminListCatalogueImports', () => ({ items: [] }));
});
afterEach(() => vi.unstubAllGlobals());

describe('catalogue import', () => {
  it('uploads a file and shows each bad row with its row number, column and Persian reason', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.on('adminUploadCatalogueImport', () => preview);
    api.on('adminGetCatalogueImport', () => preview);
    const user = userEvent.setup();
    openAt('/admin/catalogue/import');
    await screen.findByRole('heading', { level: 1, name: 'درون‌ریزی کالاها' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'درون‌ریزی کالاها' })).toHaveAttribute('href', '/admin/catalogue/import');

    await user.click(screen.getByRole('button', { name: 'بارگذاری و پیش‌نمایش' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('نخست فایلی برگزینید.');

    await user.upload(
      screen.getByLabelText('فایل CSV یا XLSX (تا ۱۰ مگابایت)'),
      new File(['SKU'], 'prices.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'بارگذاری و پیش‌نمایش' }));
    const errors = await screen.findByRole('region', { name: 'ردیف‌های نادرست و دلیلشان' });
    const rows = within(errors).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '۱۰۱قیمت (تومان)«سیصد هزار» عدد نیست.',
      '۵۰۲قیمت (تومان)در «۱۲3۰۰۰» رقم‌های فارسی و لاتین با هم آمده‌اند.',
      '۹۰۳موجودی«-5» منفی است؛ منفی پذیرفته نیست.',
    ]);
    expect(screen.getByText('۹۹۷')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('id')).toBe('5'));
    const upload = api.calls.find((call) => call.name === 'adminUploadCatalogueImport');
    expect(upload?.headers['X-CSRF-Token']).toBe('csrf-me');
  });

  it("shows the server's Persian refusal of a file", async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    api.fail(
      'adminUploadCatalogueImport',
      413,
      'فایل بزرگ‌تر از ۱۰ مگابایت است و خوانده نشد؛ آن را در چند فایل کوچک‌تر بفرستید.',
    );
    const user = userEvent.setup();
    openAt('/admin/catalogue/import');
    await user.upload(
      await screen.findByLabelText('فایل CSV یا XLSX (تا ۱۰ مگابایت)', undefined, { timeout: 10_000 }),
      new File(['x'], 'big.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'بارگذاری و پیش‌نمایش' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('فایل بزرگ‌تر از ۱۰ مگابایت است');
  });

  it('applies, follows the job on the progress bar to done, and downloads the result', async () => {
    api.on('adminMe', () => staff('CatalogueManagers'));
    const states: CatalogueImport[] = [
      { ...preview, status: 'running', processedRows: 400, appliedRows: 399, failedRows: 1 },
      {
        ...preview,
        status: 'done',
        processedRows: 1000,
        appliedRows: 997,
        failedRows: 3,
        finishedAt: '2026-11-29T06:01:00.000Z',
      },
    ];
    let polls = 0;
    api.on('adminGetCatalogueImport', () =>
      polls === 0 ? preview : (states[Math.min(polls - 1, 1)] as CatalogueImport),
    );
    api.on('adminApplyCatalogueImport', () => {
      polls = 1;
      return { ...preview, status: 'queued' };
    });
    api.on('adminGetCatalogueImportResult', () => ({
      items: [{ row: 101, sku: 'X', outcome: 'failed', message: '«سیصد هزار» عدد نیست.' }],
    }));
    const saved: Blob[] = [];
    // jsdom has no object URLs: the download's blob is kept here instead.
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:result');
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      Object.assign(URL, objectUrls);
    });
    const user = userEvent.setup();
    openAt('/admin/catalogue/import?id=5');
    await user.click(await screen.findByRole('button', { name: 'اعمال' }, { timeout: 10_000 }));
    const bar = await screen.findByRole('progressbar', { name: 'پیشرفت اعمال' });
    polls = 1;
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '400'), { timeout: 5_000 });
    expect(bar).toHaveAttribute('aria-valuetext', '۴۰۰ از ۱٬۰۰۰ ردیف');
    polls = 2;
    await waitFor(
      () => expect(screen.getByRole('progressbar', { name: 'پیشرفت اعمال' })).toHaveAttribute('aria-valuenow', '1000'),
      {
        timeout: 5_000,
      },
    );
    expect(await screen.findByText('انجام شد')).toBeInTheDocument();
    expect(screen.getByText('اعمال‌شده').nextSibling).toHaveTextContent('۹۹۷');
    expect(screen.getByText('اعمال‌نشده').nextSibling).toHaveTextContent('۳');
    await user.click(screen.getByRole('button', { name: 'بارگیری نتیجه (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await saved[0]?.text();
    expect(text).toContain('ردیف,SKU,نتیجه,توضیح');
    expect(text).toContain('101,X,اعمال نشد,«سیصد هزار» عدد نیست.');
  });

  it('is not in the menu of a role without catalogue import-export', async () => {
    api.on('adminMe', () => staff('Support'));
    openAt('/admin/');
    await screen.findByRole('link', { name: 'سفارش‌ها' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'درون‌ریزی کالاها' })).toBeNull();
  });
});
