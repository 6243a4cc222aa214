/**
 * The back office's orders (issue 35), in Chromium against the production build: a shopper's order placed
 * through the shop's API found by an order manager on the orders screen and shipped from the order's page
 * with a tracking code, which the shopper then sees on their order page; a cheque order's cheques accepted;
 * the delivered order's partial refund recorded, which the shopper reads on their order page; the cheque order
 * cancelled, found through the dashboard's refunds-owed tile and refunded in full;
 * Support, on a phone, sees the order without the ship button, and a direct call to ship answers 403; the
 * dashboard's tile opens the filtered list. Screenshots at desktop size and at 390×844 under e2e/screenshots/.
 */
import { randomInt } from 'node:crypto';
import { toLatinDigits, toPersianDigits, type PlaceOrderResponse, type ProductDetails } from '@sabad/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings, signedInStaff, type StaffBrowser } from '../support/admin.js';
import { plainProduct } from '../support/catalog.js';
import { call, customerWithCart, signIn, type ApiCustomer } from '../support/customers.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

const button = (page: Page, name: string | RegExp) =>
  visible(page.getByRole('button', { name, exact: typeof name === 'string' }));

async function placeOrder(customer: ApiCustomer, paymentMethod: string, beforePlacing?: () => Promise<void>) {
  const { Addresses } = (await call(customer.headers, 'GET', '/address/get')) as { Addresses: Array<{ Id: number }> };
  await call(customer.headers, 'PUT', `/address/applybillingaddress/${Addresses[0]?.Id ?? 0}?shipToSameAddress=true`);
  await call(customer.headers, 'POST', '/cart/applyshippingmethod', {
    ShippingMethodSystemName: 'Shipping.Post.Pishtaz',
  });
  await call(customer.headers, 'PUT', `/cart/applypaymentmethod?args=${paymentMethod}&useRewardPoints=false`);
  await beforePlacing?.();
  const placed = (await call(customer.headers, 'POST', '/cart/placeordernew', {})) as PlaceOrderResponse;
  return { id: placed.Result.OrderId, number: toLatinDigits(placed.Result.CustomOrderNumber) };
}

describe('the back office ships an order and accepts cheques', () => {
  let book: ProductDetails;
  let customer: ApiCustomer;
  let shopper: Shopper;
  let order = { id: 0, number: '' };
  let chequeOrder = { id: 0, number: '' };
  const tracking = `RR${randomInt(100_000_000, 999_999_999)}IR`;
  const staffBrowsers: StaffBrowser[] = [];

  beforeAll(async () => {
    book = await plainProduct();
    customer = await customerWithCart([book.Id]);
    order = await placeOrder(customer, 'Payments.CashOnDelivery');
    const payer = await customerWithCart([book.Id]);
    chequeOrder = await placeOrder(payer, 'Payments.CheckVertex', async () => {
      const list = (await call(payer.headers, 'GET', '/CheckVertex/GetChecks')) as {
        Result: { OrderTotalValue: number };
      };
      await call(payer.headers, 'POST', '/CheckVertex/AddNewCheck', {
        Holder: 'سمیرا نوری',
        Serial: Array.from({ length: 16 }, () => randomInt(10)).join(''),
        Amount: list.Result.OrderTotalValue,
        Date: '۱۴۰۶/۰۲/۱۵',
      });
    });
    shopper = await openShopper('admin-orders');
    await signIn(shopper, customer.login);
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
    for (const staff of staffBrowsers) {
      expect(staff.problems).toEqual([]);
      await staff.close();
    }
  });

  it("an order manager finds the shopper's order and ships it; the shopper sees the tracking code", async () => {
    const { staff } = await signedInStaff('admin-orders-ship', 'OrderManagers', { pathname: '/' });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'پیشخوان' }));
    await visible(page.getByText('سفارش‌های آمادهٔ ارسال'));
    await staff.shot('dashboard');
    await expectNoAxeFindings(page, 'dashboard');
    await page.getByText('سفارش‌های آمادهٔ ارسال').click();
    await visible(page.getByRole('heading', { level: 1, name: 'سفارش‌ها' }));
    expect(new URL(page.url()).search).toContain('shippingStatus=20');

    // The number typed in Persian digits, as staff read it off the shopper's message.
    await page.getByLabel('شمارهٔ سفارش، موبایل یا نام').fill(toPersianDigits(order.number));
    await page.getByRole('button', { name: 'جستجو', exact: true }).click();
    const link = await visible(page.getByRole('link', { name: toPersianDigits(order.number), exact: true }));
    await staff.shot('orders-found');
    await expectNoAxeFindings(page, 'orders list');
    await link.click();
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(toPersianDigits(order.number)) }));
    await page.getByLabel('کد رهگیری').fill(tracking);
    await staff.shot('order-before-ship');
    await expectNoAxeFindings(page, 'order page');
    await (await button(page, 'ارسال')).click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText(tracking));
    await (await visible(dialog.getByRole('button', { name: 'ارسال', exact: true }))).click();
    await visible(page.getByText('ارسال‌شده', { exact: true }).first());
    await visible(page.getByText(tracking).first());
    await staff.shot('order-shipped');
    for (const [link, heading] of [
      ['برگهٔ بسته‌بندی', 'برگهٔ بسته‌بندی'],
      ['فاکتور', 'فاکتور'],
    ] as const) {
      await (await visible(page.getByRole('link', { name: link }))).click();
      await visible(page.getByRole('heading', { level: 1, name: heading }));
      const sheet = page.frameLocator(`iframe[title="${heading}"]`);
      await visible(sheet.getByText(toPersianDigits(order.number)).first());
      await staff.shot(heading === 'فاکتور' ? 'invoice' : 'packing-slip');
      await page.goBack();
    }

    await shopper.page.goto(`/order-details/${order.id}`, { waitUntil: 'load' });
    await visible(shopper.page.getByText(tracking));
    await shopper.shot('order-details-tracking');
  });

  it('an order manager accepts the cheques of a cheque order', async () => {
    const { staff } = await signedInStaff('admin-orders-cheques', 'OrderManagers', {
      pathname: `/orders/${chequeOrder.id}`,
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByText('در انتظار بررسی'));
    await staff.shot('cheques-pending');
    await (await button(page, 'پذیرش چک‌ها')).click();
    await (await visible(page.getByRole('alertdialog').getByRole('button', { name: 'پذیرش چک‌ها' }))).click();
    await visible(page.getByText('پذیرفته', { exact: true }));
    await visible(page.getByText('پرداخت‌شده', { exact: true }).first());
    await staff.shot('cheques-accepted');
  });

  it('an order manager records part of the money given back on a phone; the shopper reads it on their order page', async () => {
    // On a phone: the order page is one of the daily screens staff use away from a desk.
    const { staff } = await signedInStaff('admin-orders-refund', 'OrderManagers', {
      phone: true,
      pathname: `/orders/${order.id}`,
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    // Cash on delivery is paid when the parcel is handed over; only then is there money to give back.
    await (await button(page, 'تحویل شد')).click();
    await (await visible(page.getByRole('alertdialog').getByRole('button', { name: 'تحویل شد' }))).click();
    const amount = await visible(page.getByLabel('مبلغ بازپرداخت (تومان)'));
    // All that is left is offered, grouped as staff read amounts (۲۹۵٬۰۰۰).
    const offered = await amount.inputValue();
    expect(offered).toMatch(/^[۰-۹]{1,3}(٬[۰-۹]{3})+$/);
    expect(Number(toLatinDigits(offered).replaceAll('٬', ''))).toBeGreaterThan(10_000);
    await amount.fill('۱۰٬۰۰۰');
    await page.getByLabel('شرح واریز (مثلاً شمارهٔ پیگیری انتقال)').fill('کارت به کارت، پیگیری ۵۵۱۲');
    await staff.shot('order-before-refund');
    await expectNoAxeFindings(page, 'order page with the refund form');
    await (await button(page, 'ثبت بازپرداخت')).click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText('۱۰٬۰۰۰ تومان'));
    await (await visible(dialog.getByRole('button', { name: 'ثبت بازپرداخت' }))).click();
    await visible(page.getByText('بخشی بازپرداخت‌شده', { exact: true }).first());
    await visible(page.getByText('قابل بازپرداخت', { exact: true }));
    await staff.shot('order-refunded');

    await shopper.page.goto(`/order-details/${order.id}`, { waitUntil: 'load' });
    await visible(shopper.page.getByText('کارت به کارت، پیگیری ۵۵۱۲', { exact: false }));
    await shopper.shot('order-details-refund');
  });

  it('a paid order cancelled by the store waits on the dashboard until its money is given back in full', async () => {
    const { staff } = await signedInStaff('admin-orders-refund-owed', 'OrderManagers', {
      pathname: `/orders/${chequeOrder.id}`,
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await (await button(page, 'لغو سفارش')).click();
    await (await visible(page.getByRole('alertdialog').getByRole('button', { name: 'لغو سفارش' }))).click();
    await visible(page.getByText('لغوشده', { exact: true }).first());

    await staff.open('/');
    const tile = await visible(page.getByRole('link', { name: /بازپرداخت‌های مانده/ }));
    await staff.shot('dashboard-refunds-owed');
    await tile.click();
    await visible(page.getByRole('checkbox', { name: 'فقط لغوشده‌هایی که وجهشان بازنگشته', checked: true }));
    await (await visible(page.getByRole('link', { name: toPersianDigits(chequeOrder.number), exact: true }))).click();
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(toPersianDigits(chequeOrder.number)) }));
    // The whole amount is offered: a cancelled order's money all goes back.
    await (await button(page, 'ثبت بازپرداخت')).click();
    await (await visible(page.getByRole('alertdialog').getByRole('button', { name: 'ثبت بازپرداخت' }))).click();
    await visible(page.getByText('بازپرداخت‌شده', { exact: true }).first());
    expect(await page.getByRole('button', { name: 'ثبت بازپرداخت' }).count()).toBe(0);
    await staff.shot('order-refunded-in-full');

    await staff.open('/orders?refundOwed=true');
    await visible(page.getByRole('heading', { level: 1, name: 'سفارش‌ها' }));
    await page.getByLabel('شمارهٔ سفارش، موبایل یا نام').fill(toPersianDigits(chequeOrder.number));
    await page.getByRole('button', { name: 'جستجو', exact: true }).click();
    await visible(page.getByText('سفارشی با این جستجو پیدا نشد.'));
  });

  it('Support, on a phone, sees the order without the ship button, and a direct call to ship answers 403', async () => {
    const { staff } = await signedInStaff('admin-orders-support', 'Support', {
      phone: true,
      pathname: `/orders/${chequeOrder.id}`,
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(toPersianDigits(chequeOrder.number)) }));
    await visible(page.getByRole('heading', { name: 'اقلام' }));
    expect(await page.getByRole('button', { name: 'ارسال', exact: true }).count()).toBe(0);
    expect(await page.getByLabel('کد رهگیری').count()).toBe(0);
    await staff.shot('order-read-only');
    await expectNoAxeFindings(page, 'order page (Support)');
    const answer = await page.evaluate(async (orderId) => {
      const me = (await (await fetch('/api/admin/v1/staff/me')).json()) as { csrfToken: string };
      const res = await fetch(`/api/admin/v1/orders/${orderId}/ship`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken },
        body: JSON.stringify({ expectedVersion: 1, trackingNumber: 'NOPE-123' }),
      });
      return { status: res.status, body: (await res.json()) as { Message: string } };
    }, chequeOrder.id);
    expect(answer.status).toBe(403);
    expect(answer.body.Message).toMatch(/[\u0600-\u06FF]/);
    await staff.open('/orders');
    await visible(page.getByRole('heading', { level: 1, name: 'سفارش‌ها' }));
    await staff.shot('orders-phone');
  });
});
