/**
 * The back office's reports and list exports (issue 36), in Chromium against the production build: two orders
 * placed through the shop's API today appear in the sales report by day over a week — its chart drawn, its
 * table in Persian digits beside it, the figures the API's own answer — and the report's CSV, downloaded and
 * read, holds today's Jalali day with the same sales in Toman behind a byte-order mark and Persian headers;
 * the orders list filtered by the shopper's mobile exports exactly those two orders as CSV; the reports at
 * 390×844. Screenshots at desktop size and at 390×844 under e2e/screenshots/.
 */
import fs from 'node:fs';
import { toLatinDigits, toPersianDigits, type PlaceOrderResponse, type ProductDetails } from '@sabad/contract';
import type { AdminPeriodReport } from '@sabad/contract/admin';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings, signedInStaff, type StaffBrowser } from '../support/admin.js';
import { plainProduct } from '../support/catalog.js';
import { call, customerWithCart, type ApiCustomer } from '../support/customers.js';
import { visible } from '../support/shopper.js';

const tehranDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(at);
/** A Gregorian day as the files write it: Jalali, Latin digits, year first ("1405/09/08"). */
function jalaliDay(day: string): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')}`;
}

async function placeOrder(customer: ApiCustomer, productId: number) {
  await call(customer.headers, 'POST', '/cart/add', { ProductId: productId, Quantity: 1 });
  const { Addresses } = (await call(customer.headers, 'GET', '/address/get')) as { Addresses: Array<{ Id: number }> };
  await call(customer.headers, 'PUT', `/address/applybillingaddress/${Addresses[0]?.Id ?? 0}?shipToSameAddress=true`);
  await call(customer.headers, 'POST', '/cart/applyshippingmethod', {
    ShippingMethodSystemName: 'Shipping.Post.Pishtaz',
  });
  await call(customer.headers, 'PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false');
  const placed = (await call(customer.headers, 'POST', '/cart/placeordernew', {})) as PlaceOrderResponse;
  return toLatinDigits(placed.Result.CustomOrderNumber);
}

/** Clicks a download link and reads the file the browser saved. */
async function download(page: Page, name: string): Promise<{ filename: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const saved = await file.path();
  return { filename: file.suggestedFilename(), bytes: fs.readFileSync(saved) };
}

function csvLines(bytes: Buffer): string[] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
}

describe('the back office reports sales by day and exports the orders list', () => {
  let product: ProductDetails;
  let customer: ApiCustomer;
  const numbers: string[] = [];
  const today = tehranDay(new Date());
  const weekAgo = tehranDay(new Date(Date.now() - 6 * 86_400_000));
  const staffBrowsers: StaffBrowser[] = [];

  beforeAll(async () => {
    product = await plainProduct();
    // Two shoppers: placement takes one shopper's second order within its interval as the first.
    customer = await customerWithCart([]);
    numbers.push(await placeOrder(customer, product.Id));
    numbers.push(await placeOrder(await customerWithCart([]), product.Id));
  });
  afterAll(async () => {
    for (const staff of staffBrowsers) {
      expect(staff.problems).toEqual([]);
      await staff.close();
    }
  });

  it("shows today's orders in the sales chart and table, and its CSV says the same", async () => {
    const range = `from=${weekAgo}&to=${today}&period=day`;
    const { staff } = await signedInStaff('admin-reports', 'OrderManagers', { pathname: `/reports?${range}` });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'گزارش‌ها' }));
    const report = await page.evaluate(
      async (query) => (await (await fetch(`/api/admin/v1/reports/sales?${query}`)).json()) as AdminPeriodReport,
      range,
    );
    expect(report.rows).toHaveLength(7);
    const todays = report.rows.at(-1)!;
    expect(todays.from).toBe(today);
    expect(todays.orders).toBeGreaterThanOrEqual(2);

    const chart = await visible(page.getByTestId('sales-chart'));
    // One bar per day with sales: today's at least, drawn on the left end (time runs right to left).
    await visible(chart.locator('.recharts-bar-rectangle path').first());
    const bars = await chart
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((paths) => paths.map((path) => path.getBoundingClientRect().x));
    expect(bars.length).toBeGreaterThanOrEqual(1);
    const ticks = await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents();
    expect(ticks.every((tick) => !/[0-9]/.test(tick))).toBe(true);

    const table = page.getByRole('table', { name: /نمودار فروش/ });
    const lastRow = table.getByRole('row').nth(7);
    await visible(lastRow);
    const toman = Math.round(todays.salesRial / 10);
    const shown = (await lastRow.textContent()) ?? '';
    expect(shown).toContain(toPersianDigits(todays.orders));
    expect(toLatinDigits(shown).replace(/٬/g, '')).toContain(String(toman));
    await staff.shot('sales-by-day');
    await expectNoAxeFindings(page, 'sales report');

    // The orders line's dot sits over the bar's middle; recharts follows the pointer over the whole plot anyway.
    await chart.locator('.recharts-bar-rectangle path').last().hover({ force: true });
    await visible(chart.locator('.recharts-tooltip-wrapper').getByText('تومان'));
    await staff.shot('sales-tooltip');

    const csv = await download(page, 'دریافت CSV');
    expect(csv.filename).toBe(`sales-${weekAgo}_${today}.csv`);
    const lines = csvLines(csv.bytes);
    expect(lines[0]).toBe('دوره,از,تا,تعداد سفارش,فروش (تومان),میانگین سفارش (تومان)');
    expect(lines).toHaveLength(8);
    const day = jalaliDay(today);
    expect(lines[7]).toBe(`${day},${day},${day},${todays.orders},${toman},${Math.round(todays.averageRial / 10)}`);

    // Other journeys sell in the same store: the first bestseller is whatever the API says it is.
    const best = await page.evaluate(
      async (query) =>
        (await (await fetch(`/api/admin/v1/reports/bestsellers?${query}`)).json()) as { rows: Array<{ name: string }> },
      `from=${weekAgo}&to=${today}`,
    );
    expect(best.rows.length).toBeGreaterThan(0);
    await (await visible(page.getByRole('link', { name: 'پرفروش‌ها' }))).click();
    await visible(page.getByTestId('bestsellers-chart'));
    const bestTable = page.getByRole('table', { name: 'پرفروش‌ها' });
    await visible(bestTable.getByRole('rowheader', { name: best.rows[0]!.name }).first());
    await staff.shot('bestsellers');
    await expectNoAxeFindings(page, 'bestsellers');
  });

  it("exports the orders list by its filter: exactly the list's orders, these two among them", async () => {
    const filter = `from=${today}&to=${today}&paymentMethod=Payments.CashOnDelivery`;
    const { staff } = await signedInStaff('admin-reports-export', 'OrderManagers', { pathname: `/orders?${filter}` });
    staffBrowsers.push(staff);
    const { page } = staff;
    for (const number of numbers) await visible(page.getByRole('link', { name: toPersianDigits(number) }));
    await staff.shot('orders-filtered');
    // Every page of the list as the API answers it (other journeys place orders in the same store today).
    const listed = await page.evaluate(async (query) => {
      const all: string[] = [];
      for (let page = 1; ; page += 1) {
        const res = await fetch(`/api/admin/v1/orders?${query}&page=${page}&pageSize=100`);
        const list = (await res.json()) as { items: Array<{ number: string }>; total: number };
        all.push(...list.items.map((item) => item.number));
        if (all.length >= list.total || list.items.length === 0) return all;
      }
    }, filter);
    const csv = await download(page, 'خروجی CSV');
    expect(csv.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const [head, ...rows] = csvLines(csv.bytes);
    expect(head?.startsWith('شمارهٔ سفارش,تاریخ ثبت,مشتری,موبایل')).toBe(true);
    const exported = rows.map((row) => row.split(',')[0]);
    expect(exported).toEqual(listed);
    expect(exported).toEqual(expect.arrayContaining(numbers));
    const mine = rows.find((row) => row.startsWith(`${numbers[0]},`));
    expect(mine?.split(',')[3]).toBe(customer.mobile);
    const xlsx = await download(page, 'خروجی اکسل');
    expect(xlsx.filename).toMatch(/\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('reads on a phone: the report tabs scroll, the chart and the table fit', async () => {
    const { staff } = await signedInStaff('admin-reports', 'OrderManagers', {
      phone: true,
      pathname: `/reports?from=${weekAgo}&to=${today}&period=day`,
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByTestId('sales-chart').locator('.recharts-bar-rectangle path').first());
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await staff.shot('sales-phone');
    await expectNoAxeFindings(page, 'sales report on a phone');
    await page.getByRole('table', { name: /نمودار فروش/ }).scrollIntoViewIfNeeded();
    await staff.shot('sales-table-phone');
  });
});
