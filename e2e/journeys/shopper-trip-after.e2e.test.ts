/**
 * Issue 34.10–12 in Chromium at 390 × 844 against the production build: a customer buys the keyboard «… MK270» for
 * delivery by courier in a chosen slot and paying at the door; the SMS that tells of it reads right with no control
 * character; the store makes the customer an affiliate and a reload shows «امتیازهای من» in the menu at once; the
 * invoice on the phone prints «MK270» as sold, has the courier's slot, loads the store's font and keeps its table
 * inside its frame; the A4 print view is saved too. Screenshots in e2e/screenshots/shopper-trip-after-*.png.
 */
import type { DeliveryDateTimesResponse, OrderDetails, PlaceOrderResponse, ProductDetails } from '@sabad/contract';
import { toLatinDigits } from '@sabad/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { plainProduct } from '../support/catalog.js';
import { cli } from '../support/cli.js';
import { call, customerWithCart, signIn, type ApiCustomer } from '../support/customers.js';
import { readOutbox } from '../support/outbox.js';
import { screenshotDir } from '../support/paths.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('after the purchase on a phone: the SMS, the affiliate menu after a reload, the invoice', () => {
  let shopper: Shopper;
  let customer: ApiCustomer;
  let keyboard: ProductDetails;
  let order: OrderDetails;

  beforeAll(async () => {
    keyboard = await plainProduct({ searchWords: 'MK270', accept: (name) => name.includes('MK270') });
    customer = await customerWithCart([keyboard.Id]);
    const { Addresses } = (await call(customer.headers, 'GET', '/address/get')) as { Addresses: Array<{ Id: number }> };
    await call(customer.headers, 'PUT', `/address/applybillingaddress/${Addresses[0]?.Id ?? 0}?shipToSameAddress=true`);
    await call(customer.headers, 'POST', '/cart/applyshippingmethod', { ShippingMethodSystemName: 'Shipping.Courier' });
    const slots = (await call(
      customer.headers,
      'GET',
      '/DeliveryScheduling/LoadAvailableDeliveryDateTimes?selectedName=Shipping.Courier',
    )) as DeliveryDateTimesResponse;
    const day = slots.Result.AvailableDeliveryDateTimesTable.find((d) =>
      d.Times.some((t) => t.AvailableCapacities > 0),
    );
    const time = day?.Times.find((t) => t.AvailableCapacities > 0);
    if (!day || !time) throw new Error('the courier has no free slot');
    await call(customer.headers, 'POST', '/DeliveryScheduling/CheckAvailabilityForSelectedDateTime', {
      DeliveryDate: day.DeliveryDateOnUtc.slice(0, 10),
      AvailableDeliveryTimeRangeId: time.AvailableDeliveryTimeRangeId,
    });
    await call(customer.headers, 'PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false');
    const placed = (await call(customer.headers, 'POST', '/cart/placeordernew', {})) as PlaceOrderResponse;
    order = (await call(customer.headers, 'GET', `/orders/getbyid/${placed.Result.OrderId}`)) as OrderDetails;
    expect(order.DeliveryTime).toBeTruthy();

    shopper = await openShopper('shopper-trip-after');
    await signIn(shopper, customer.login);
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
  });

  it('tells of the order by SMS as «سبد: …», the number with a slash, no control character', () => {
    const sms = readOutbox().filter(
      (message) => message.recipient === customer.mobile && message.body.includes('ثبت شد'),
    );
    const text = sms.at(-1)?.body ?? '';
    const number = order.CustomOrderNumber.replace('-', '/');
    expect(text.startsWith('سبد: ')).toBe(true);
    expect(text).toContain(`سفارش ${number} `);
    expect(text).not.toMatch(BIDI_CONTROLS);
  });

  async function openMenu(page: Page) {
    await (await visible(page.getByRole('button', { name: fa.menu.openMenu, exact: true }))).click();
    const menu = page.locator('ion-menu');
    await visible(menu.getByText(customer.login.Customer.Fullname, { exact: true }));
    await page.waitForFunction(() => document.querySelector('ion-menu')?.classList.contains('show-menu') ?? false);
    await page.waitForTimeout(350);
    return menu;
  }

  it('shows «امتیازهای من» in the menu right after a reload, once the store made the customer an affiliate', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/home');
    const before = await openMenu(page);
    expect(await before.getByText(fa.menu.rewardPoints, { exact: true }).count()).toBe(0);
    expect(cli('affiliate', 'enable', customer.mobile)).toContain('is now an affiliate');

    // The session in storage still says «not an affiliate»: only asking the API at start-up can show the entry.
    await page.reload();
    const after = await openMenu(page);
    await visible(after.getByText(fa.menu.rewardPoints, { exact: true }));
    await shopper.shot('affiliate-menu-after-reload');
  });

  it('shows the invoice on the phone: the name as sold, the courier slot, the store font, the table in its frame', async () => {
    const { page } = shopper;
    await shopper.open(`/order-details/${order.Id}`);
    await (await visible(page.getByRole('button', { name: fa.orders.printInvoice, exact: true }))).click();
    await visible(page.getByRole('dialog', { name: fa.orders.invoice }));
    const frameHandle = await page.waitForSelector('iframe.invoice-preview__frame');
    const frame = await frameHandle.contentFrame();
    if (!frame) throw new Error('the invoice frame has no document');
    await visible(page.frameLocator('iframe.invoice-preview__frame').getByText(keyboard.Name, { exact: true }));
    expect(keyboard.Name).toMatch(/MK270/);
    await visible(page.frameLocator('iframe.invoice-preview__frame').getByText('زمان تحویل', { exact: true }));
    await visible(
      page.frameLocator('iframe.invoice-preview__frame').getByText(order.DeliveryTime ?? '', { exact: false }),
    );

    const fonts = await frame.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.replace(/['"]/g, '') === 'Vazirmatn' && f.status === 'loaded')
        .length;
    });
    expect(fonts).toBeGreaterThan(0);
    const fit = await frame.evaluate(() => {
      const table = document.querySelector('.lines-frame');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        frameWidth: table?.clientWidth ?? 0,
        viewport: window.innerWidth,
      };
    });
    expect(fit.page).toBeLessThanOrEqual(0);
    expect(fit.frameWidth).toBeLessThanOrEqual(fit.viewport);
    await shopper.shot('invoice-phone');

    const html = await page.evaluate(
      () => (document.querySelector('iframe.invoice-preview__frame') as HTMLIFrameElement | null)?.srcdoc ?? '',
    );
    const printView: Page = await shopper.context.newPage();
    await printView.goto(new URL('/app-info', page.url()).toString());
    await printView.setViewportSize({ width: 794, height: 1123 });
    await printView.setContent(html, { waitUntil: 'load' });
    await printView.emulateMedia({ media: 'print' });
    const printFit = await printView.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(printFit).toBeLessThanOrEqual(0);
    await printView.screenshot({ path: `${screenshotDir}/shopper-trip-after-invoice-a4.png`, fullPage: true });
    await printView.close();
    expect(toLatinDigits(order.CustomOrderNumber)).toMatch(/^\d{4}-\d{6}$/);
  });
});
