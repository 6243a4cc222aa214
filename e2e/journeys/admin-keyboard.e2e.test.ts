/**
 * The back office's daily pages with the keyboard alone (issue 35): on the dashboard, the orders list, an
 * order, the customers list and a customer, the returns queue and a request, the
 * moderation inbox, the audit log and my sessions,
 * Tab walks every control in order with its focus drawn, and axe finds nothing; then an order is found by
 * typing its number and shipped, every step by keys (the confirm dialog included).
 */
import {
  toLatinDigits,
  toPersianDigits,
  type PlaceOrderResponse,
  type ProductDetails,
  type ReturnRequestForm,
} from '@sabad/contract';
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
import { cli } from '../support/cli.js';
import { call, customerWithCart, type ApiCustomer } from '../support/customers.js';

/** Tabs from the top of a freshly loaded page until the focus comes round again (or leaves the page); every stop must draw it. */
async function walkWithTab(page: Page, where: string, limit = 80): Promise<FocusStop[]> {
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
  let returnId = 0;
  let staff: StaffBrowser;

  /**
   * An order paid on delivery, placed over the shop's API by a new customer (one customer's second order
   * within the store's minimum placement interval would be answered with the first).
   */
  async function placeOrder(): Promise<{ buyer: ApiCustomer; placed: PlaceOrderResponse['Result'] }> {
    const buyer = await customerWithCart([book.Id]);
    const { Addresses } = (await call(buyer.headers, 'GET', '/address/get')) as { Addresses: Array<{ Id: number }> };
    await call(buyer.headers, 'PUT', `/address/applybillingaddress/${Addresses[0]?.Id ?? 0}?shipToSameAddress=true`);
    await call(buyer.headers, 'POST', '/cart/applyshippingmethod', {
      ShippingMethodSystemName: 'Shipping.Post.Pishtaz',
    });
    await call(buyer.headers, 'PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false');
    const placed = ((await call(buyer.headers, 'POST', '/cart/placeordernew', {})) as PlaceOrderResponse).Result;
    return { buyer, placed };
  }

  beforeAll(async () => {
    book = await plainProduct();
    // A delivered order with a return request, for the returns queue and a request's page.
    const { buyer: returner, placed: returned } = await placeOrder();
    cli('order', 'ship', toLatinDigits(returned.CustomOrderNumber), '--tracking', `TPX${Date.now()}`);
    cli('order', 'deliver', toLatinDigits(returned.CustomOrderNumber));
    const form = (await call(returner.headers, 'GET', `/returnrequest/${returned.OrderId}`)) as ReturnRequestForm;
    await call(returner.headers, 'POST', `/returnrequest/submit/${returned.OrderId}`, {
      ReturnRequestReasonId: form.ReturnRequestReasons[0]?.Id,
      ReturnRequestActionId: form.ReturnRequestActions[0]?.Id,
      Comments: 'جلد کتاب پاره رسیده است.',
      Items: [{ OrderItemId: form.Items[0]?.OrderItemId, Quantity: 1 }],
    });
    const mine = (await call(returner.headers, 'GET', '/returnrequest/customer')) as { Items: Array<{ Id: number }> };
    returnId = mine.Items[0]?.Id ?? 0;
    ({ buyer: customer, placed: order } = await placeOrder());
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
      ['return request', `/returns/${returnId}`],
      ['moderation', '/moderation'],
      ['audit log', '/audit-log'],
      ['my sessions', '/sessions'],
    ] as const;
    for (const [name, pathname] of pages) {
      await staff.open(pathname);
      await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(async (error: unknown) => {
          await staff.shot(`${name.replace(/ /g, '-')}-without-heading`);
          throw new Error(`${name} (${pathname}): no heading`, { cause: error });
        });
      await expectNoAxeFindings(page, name);
      const stops = await walkWithTab(page, name);
      // The skip link, the menu's six lines, the account button and at least one control of the page itself.
      expect(stops.length, `${name}: ${stops.map((stop) => stop.name).join(' | ')}`).toBeGreaterThan(8);
      expect(stops[0]?.name, name).toBe('رفتن به محتوای اصلی');
    }
    await staff.shot('sessions-by-keyboard');
  }, 240_000);

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
    await staff.shot('order-by-keyboard');

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
    await expect.poll(async () => (await focused(page))?.name).toBe('ارسال');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, 'ارسال', 5);
    await page.keyboard.press('Enter');
    await page.getByText('ارسال‌شده', { exact: true }).first().waitFor();
    await staff.shot('shipped-by-keyboard');
    expect(staff.problems).toEqual([]);
  });
});
