/**
 * The catalogue import (issue 36), in Chromium against the production build: a catalogue manager uploads a
 * 1,000-row CSV (a demo product's new price and 999 new products, 3 of them bad: text in a price, Persian and
 * Latin digits in one number, a negative stock); the preview names the 3 rows with their Persian errors;
 * «اعمال» runs the import as a background job whose progress bar moves to done; 997 are applied and the 3
 * reported (also in the downloaded result); the storefront shows the product's new price. The same import's
 * page on a phone (390×844). Screenshots at both sizes, axe on every admin page.
 */
import { readFile } from 'node:fs/promises';
import { formatPersianNumber, type ProductDetails } from '@sabad/contract';
import { CATALOGUE_IMPORT_COLUMNS } from '@sabad/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings, signedInStaff, type StaffBrowser } from '../support/admin.js';
import { plainProduct } from '../support/catalog.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

const run = Date.now().toString(36).toUpperCase();
const ROWS = 1_000;
const BAD = new Map<number, { cells: string[]; column: string; message: string }>();

function csvFile(product: ProductDetails, newToman: number): Buffer {
  const lines: string[][] = [CATALOGUE_IMPORT_COLUMNS.map((column) => column.header)];
  lines.push([product.Sku, '', String(newToman), '', '', '', '']);
  for (let i = 2; i <= ROWS; i++) {
    const sku = `IMP-${run}-${String(i).padStart(4, '0')}`;
    lines.push([sku, `کالای درون‌ریزی ${i}`, `${(i % 90) + 10}000`, '', String(i % 40), 'بله', '']);
  }
  // The file's rows 101, 502 and 903 (the header is row 1): data rows 100, 501 and 902.
  const bad: Array<[number, number, string, string, string]> = [
    [101, 2, 'سیصد هزار', 'قیمت (تومان)', '«سیصد هزار» عدد نیست.'],
    [502, 2, '۱۲3۰۰۰', 'قیمت (تومان)', 'رقم‌های فارسی و لاتین با هم آمده‌اند'],
    [903, 4, '-5', 'موجودی', 'منفی است'],
  ];
  for (const [row, column, value, header, message] of bad) {
    const cells = lines[row - 1];
    if (!cells) throw new Error(`no row ${row}`);
    cells[column] = value;
    BAD.set(row, { cells, column: header, message });
  }
  return Buffer.from(`\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`);
}

describe('a 1,000-row CSV with 3 bad rows, previewed, applied as a job, seen by the storefront', () => {
  const staffBrowsers: StaffBrowser[] = [];
  let shopper: Shopper;
  let product: ProductDetails;
  let newToman = 0;
  let importId = 0;

  beforeAll(async () => {
    product = await plainProduct();
    newToman = Math.round(product.PriceValue / 10 / 1000) * 1000 + 7_000;
  });
  afterAll(async () => {
    for (const staff of staffBrowsers) {
      expect(staff.problems).toEqual([]);
      await staff.close();
    }
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
  });

  it('the preview names the 3 bad rows with their Persian errors', async () => {
    const { staff } = await signedInStaff('admin-import', 'CatalogueManagers', { pathname: '/catalogue/import' });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'درون‌ریزی کالاها' }));
    await expectNoAxeFindings(page, 'import upload');
    await staff.shot('upload');

    // The template downloads with the Persian headers.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'بارگیری قالب (CSV)' }).click(),
    ]);
    const templateText = await readFile((await template.path()) ?? '', 'utf8');
    expect(templateText.split('\r\n')[0]).toBe(`\uFEFF${CATALOGUE_IMPORT_COLUMNS.map((c) => c.header).join(',')}`);

    await page.getByLabel('فایل CSV یا XLSX (تا ۱۰ مگابایت)').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: csvFile(product, newToman),
    });
    await page.getByRole('button', { name: 'بارگذاری و پیش‌نمایش' }).click();
    await visible(page.getByRole('heading', { name: 'ردیف‌های نادرست و دلیلشان' }));
    importId = Number(new URL(page.url()).searchParams.get('id'));
    expect(importId).toBeGreaterThan(0);
    await visible(page.getByText(formatPersianNumber(ROWS), { exact: true }));
    await visible(page.getByText(formatPersianNumber(ROWS - 3), { exact: true }));
    const errors = page.getByRole('region', { name: 'ردیف‌های نادرست و دلیلشان' }).getByRole('row');
    await expect.poll(() => errors.count()).toBe(4);
    for (const [row, bad] of BAD) {
      const line = errors.filter({ hasText: bad.message });
      await expect.poll(() => line.count()).toBe(1);
      expect(await line.innerText()).toContain(bad.column);
      expect(await line.innerText()).toContain(formatPersianNumber(row));
    }
    await expectNoAxeFindings(page, 'import preview');
    await staff.shot('preview');
  });

  it('«اعمال» runs it as a job: the progress bar moves to done, 997 applied and the 3 reported', async () => {
    const staff = staffBrowsers[0];
    if (!staff) throw new Error('no staff browser');
    const { page } = staff;
    await page.getByRole('button', { name: 'اعمال', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: 'پیشرفت اعمال' });
    await bar.waitFor();
    const seen: number[] = [];
    let shotWhileRunning = false;
    await expect
      .poll(
        async () => {
          const now = Number((await bar.getAttribute('aria-valuenow')) ?? 0);
          if (seen.at(-1) !== now) seen.push(now);
          if (!shotWhileRunning && now > 0 && now < ROWS) {
            shotWhileRunning = true;
            await staff.shot('progress');
          }
          return now;
        },
        { timeout: 120_000, interval: 150 },
      )
      .toBe(ROWS);
    // The bar moved through the rows as the job committed them, never backwards.
    expect(seen.length).toBeGreaterThan(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    await visible(page.getByText('انجام شد', { exact: true }));
    // Each figure is a term and its definition: the count read is the one the label names.
    const figure = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await expect.poll(() => figure('اعمال‌شده').locator('dd').innerText()).toBe(formatPersianNumber(ROWS - 3));
    expect(await figure('اعمال‌نشده').locator('dd').innerText()).toBe(formatPersianNumber(3));
    await expectNoAxeFindings(page, 'import done');
    await staff.shot('done');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'بارگیری نتیجه (CSV)' }).click(),
    ]);
    const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    const notApplied = lines.filter((line) => line.includes('اعمال نشد'));
    expect(notApplied.map((line) => Number(line.split(',')[0]))).toEqual([...BAD.keys()]);
  });

  it('the storefront shows the imported price', async () => {
    const details = await api<ProductDetails>(`/product/details/${product.Id}`);
    expect(details.PriceValue).toBe(newToman * 10);
    shopper = await openShopper('admin-import');
    await shopper.open(`/product-details/${product.Id}`);
    await visible(shopper.page.getByText(formatPersianNumber(newToman)).first());
    await shopper.shot('new-price');
  });

  it('on a phone, the finished import reads the same', async () => {
    const { staff } = await signedInStaff('admin-import', 'CatalogueManagers', {
      phone: true,
      pathname: `/catalogue/import?id=${importId}`,
    });
    staffBrowsers.push(staff);
    await visible(staff.page.getByText('انجام شد', { exact: true }));
    await expectNoAxeFindings(staff.page, 'import done on a phone');
    await staff.shot('done');
    await staff.page.getByRole('button', { name: 'فایل دیگر' }).click();
    await visible(staff.page.getByLabel('فایل CSV یا XLSX (تا ۱۰ مگابایت)'));
    await staff.shot('upload');
  });
});
