/**
 * The back office's daily pages with the keyboard alone (issue 35): on the dashboard, the orders list and
 * an order, the customers list and a customer, the returns queue, the moderation inbox and the audit log,
 * Tab walks every control in order with its focus drawn, and axe finds nothing; then an order is found by
 * typing its number and shipped, every step by keys (the confirm dialog included).
 */
import { toPersianDigits, type PlaceOrderResponse, type ProductDetails } from '@sabad/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeFindings,
  focused,
  signedInStaff,
  tabTo,
  type FocusStop,
  type StaffBrowser,
} from '../support/admin.js';
import { plainProduct } from '../support/catalog.js';
import { call, customerWithCart, type ApiCustomer } from '../support/customers.js';

/** Tabs from the top of a freshly loaded page until the focus comes round again (or leaves the page); every stop must draw it. */
async function walkWithTab(page: Page, where: string, limit = 150): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) break;
    const key = await page.evaluate(() => {
      const path: string[] = [];
      for (let node = document.activeElement; node && node !== document.body; node = node.parentElement) {
        path.unshift(`${node.tagName}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
      }
      return path.join('/');
    });
    if (seen.has(key)) break;
    seen.add(key);
    stops.push(stop);
    expect.soft(stop.focusShown, `${where}: focus not shown on <${stop.tag}> "${stop.name}"`).toBe(true);
  }
  return stops;
}

describe('the back office by keyboard alone', () => {
  let customer: ApiCustomer;
  let book: ProductDetails;
  let order: PlaceOrderResponse['Result'];
  let staff: StaffBrowser;

  beforeAll(async () => {
    book = await plainProduct();
    customer = await customerWithCart([book.Id]);
    const { Addresses } = (await call(customer.headers, 'GET', '/address/get')) as { Addresses: Array<{ Id: number }> };
    await call(customer.headers, 'PUT', `/address/applybillingaddress/${Addresses[0]?.Id ?? 0}?shipToSameAddress=true`);
    await call(customer.headers, 'POST', '/cart/applyshippingmethod', {
      ShippingMethodSystemName: 'Shipping.Post.Pishtaz',
    });
    await call(customer.headers, 'PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false');
    order = ((await call(customer.headers, 'POST', '/cart/placeordernew', {})) as PlaceOrderResponse).Result;
    ({ staff } = await signedInStaff('admin-keyboard', 'Administrators'));
  });

  afterAll(async () => {
    await staff?.close();
  });

  it('walks every daily page with Tab, each stop showing its focus, and axe finds nothing', async () => {
    const { page } = staff;
    const pages = [
      ['dashboard', '/'],
      ['orders', '/orders'],
      ['order', `/orders/${order.OrderId}`],
      ['customers', '/customers'],
      ['customer', `/customers/${customer.login.Customer.Id}`],
      ['returns', '/returns'],
      ['moderation', '/moderation'],
      ['audit log', '/audit-log'],
    ] as const;
    for (const [name, pathname] of pages) {
      await staff.open(pathname);
      await page.locator('main h1').first().waitFor();
      await expectNoAxeFindings(page, name);
      const stops = await walkWithTab(page, name);
      // The skip link, the menu's six lines, the account button and at least one control of the page itself.
      expect(stops.length, `${name}: ${stops.map((stop) => stop.name).join(' | ')}`).toBeGreaterThan(8);
      expect(stops[0]?.name, name).toBe('رفتن به محتوای اصلی');
    }
    await staff.shot('audit-log-by-keyboard');
  });

  it('finds an order by its number and ships it with keys only, the confirm dialog included', async () => {
    const { page } = staff;
    await staff.open('/orders');
    await page.locator('main h1').first().waitFor();
    await tabTo(page, 'شمارهٔ سفارش، موبایل یا نام');
    await page.keyboard.type(toPersianDigits(order.CustomOrderNumber));
    await page.keyboard.press('Enter');
    const number = toPersianDigits(order.CustomOrderNumber);
    await page.getByRole('link', { name: number }).waitFor();
    await tabTo(page, number, 80);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();

    await tabTo(page, 'کد رهگیری', 80);
    await page.keyboard.type('RR123456789IR');
    await tabTo(page, 'ارسال', 5);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await staff.shot('ship-confirm-by-keyboard');
    // The dialog holds the focus; Escape closes it and nothing is sent.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await focused(page))?.name).toBe('ارسال');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, 'ارسال', 5);
    await page.keyboard.press('Enter');
    await page.getByText('ارسال‌شده', { exact: true }).first().waitFor();
    await staff.shot('shipped-by-keyboard');
    expect(staff.problems).toEqual([]);
  });
});
