/**
 * The back office serves customers (issue 35), in Chromium against the production build: a shopper's
 * return request (an order placed through the shop's API, shipped and delivered with the CLI) answered
 * by an order manager on the returns screen, and the shopper seeing the new status in the store; a
 * review written in the store, approved by a content moderator in the moderation inbox on a phone, and
 * shown in the store at once; the customer found by mobile in Persian digits. Screenshots of each step
 * at desktop size and at 390×844 under e2e/screenshots/.
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
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { expectNoAxeFindings, signedInStaff, type StaffBrowser } from '../support/admin.js';
import { plainProduct } from '../support/catalog.js';
import { cli } from '../support/cli.js';
import { call, customerWithCart, signIn, type ApiCustomer } from '../support/customers.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

const button = (page: Page, name: string | RegExp) =>
  visible(page.getByRole('button', { name, exact: typeof name === 'string' }));

describe('the back office answers a return and approves a review', () => {
  let book: ProductDetails;
  let customer: ApiCustomer;
  let shopper: Shopper;
  let orderNumber = '';
  let returnNumber = '';
  const staffBrowsers: StaffBrowser[] = [];
  const reviewTitle = `جلد محکمی داشت ${Date.now().toString(36)}`;

  beforeAll(async () => {
    book = await plainProduct();
    customer = await customerWithCart([book.Id]);
    const { Addresses } = (await call(customer.headers, 'GET', '/address/get')) as { Addresses: Array<{ Id: number }> };
    await call(customer.headers, 'PUT', `/address/applybillingaddress/${Addresses[0]?.Id ?? 0}?shipToSameAddress=true`);
    await call(customer.headers, 'POST', '/cart/applyshippingmethod', {
      ShippingMethodSystemName: 'Shipping.Post.Pishtaz',
    });
    await call(customer.headers, 'PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false');
    const placed = (await call(customer.headers, 'POST', '/cart/placeordernew', {})) as PlaceOrderResponse;
    orderNumber = toLatinDigits(placed.Result.CustomOrderNumber);
    cli('order', 'ship', orderNumber, '--tracking', `TPX${Date.now()}`);
    cli('order', 'deliver', orderNumber);
    const form = (await call(customer.headers, 'GET', `/returnrequest/${placed.Result.OrderId}`)) as ReturnRequestForm;
    await call(customer.headers, 'POST', `/returnrequest/submit/${placed.Result.OrderId}`, {
      ReturnRequestReasonId: form.ReturnRequestReasons[0]?.Id,
      ReturnRequestActionId: form.ReturnRequestActions[0]?.Id,
      Comments: 'جلد کتاب پاره رسیده است.',
      Items: [{ OrderItemId: form.Items[0]?.OrderItemId, Quantity: 1 }],
    });
    const mine = (await call(customer.headers, 'GET', '/returnrequest/customer')) as {
      Items: Array<{ CustomNumber: string }>;
    };
    returnNumber = toLatinDigits(mine.Items[0]?.CustomNumber ?? '');
    shopper = await openShopper('admin-service');
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

  it("an order manager answers the shopper's return; the shopper sees the new status", async () => {
    const { staff } = await signedInStaff('admin-service-returns', 'OrderManagers', {
      pathname: '/returns?status=Pending',
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'درخواست‌های مرجوعی' }));
    const link = await visible(page.getByRole('link', { name: toPersianDigits(returnNumber), exact: true }));
    await staff.shot('returns-pending');
    await expectNoAxeFindings(page, 'the returns queue');
    await link.click();
    await visible(page.getByRole('heading', { level: 1, name: `درخواست مرجوعی ${toPersianDigits(returnNumber)}` }));
    await visible(page.getByText('جلد کتاب پاره رسیده است.'));
    await staff.shot('return-request');
    await page.getByLabel('وضعیت تازه').selectOption({ label: 'مرجوعی تأیید شد' });
    await page.getByLabel(/یادداشت کارکنان/).fill('کتاب را با پست پیشتاز برگرداند.');
    await (await button(page, 'ثبت')).click();
    const dialog = await visible(page.getByRole('alertdialog'));
    await visible(dialog.getByText(/از «در انتظار بررسی» به «مرجوعی تأیید شد»/));
    await staff.shot('return-confirm');
    await dialog.getByRole('button', { name: 'تأیید', exact: true }).click();
    await visible(page.getByText('کتاب را با پست پیشتاز برگرداند.'));
    await visible(page.getByRole('heading', { level: 1 }).locator('..').getByText('مرجوعی تأیید شد'));
    await staff.shot('return-authorized');
    await expectNoAxeFindings(page, 'a return request');

    await shopper.open('/return-requests');
    await visible(shopper.page.getByText('مرجوعی تأیید شد'));
    await shopper.shot('return-status-seen-by-shopper');
  });

  it('a review written in the store is approved on a phone and shows in the store at once', async () => {
    const { page } = shopper;
    await shopper.open(`/user-reviews?productId=${book.Id}`);
    const form = page.getByRole('form', { name: fa.reviews.writeTitle });
    await form.getByRole('radio', { name: fa.reviews.ratingOption('۵') }).check({ force: true });
    await form.getByLabel(fa.reviews.title, { exact: true }).fill(reviewTitle);
    await form.getByLabel(fa.reviews.text, { exact: true }).fill('کاغذ خوبی دارد و چاپش تمیز است.');
    await form.getByRole('button', { name: fa.reviews.submit }).click();
    await visible(page.getByText('نظر شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.'));
    await shopper.shot('review-waiting');

    const { staff } = await signedInStaff('admin-service-moderation', 'ContentModerators', {
      phone: true,
      pathname: '/moderation?kind=review',
    });
    staffBrowsers.push(staff);
    const admin = staff.page;
    await visible(admin.getByRole('heading', { level: 1, name: 'بررسی محتوا' }));
    const card = admin.getByRole('article').filter({ hasText: reviewTitle });
    await visible(card);
    await staff.shot('moderation-inbox');
    await expectNoAxeFindings(admin, 'the moderation inbox');
    await card.getByRole('button', { name: 'تأیید', exact: true }).click();
    const dialog = await visible(admin.getByRole('alertdialog'));
    await staff.shot('moderation-confirm');
    await dialog.getByRole('button', { name: 'تأیید', exact: true }).click();
    await visible(admin.getByText('نظر تأیید شد و در فروشگاه نمایش داده می‌شود.'));
    await expect.poll(() => card.count()).toBe(0);
    await staff.shot('moderation-approved');

    // At once: the approval dropped the catalogue's cached pages in the same server.
    await shopper.open(`/user-reviews?productId=${book.Id}`);
    await visible(page.getByRole('heading', { level: 3, name: reviewTitle }));
    await shopper.shot('review-shown');
  });

  it('finds the customer by mobile in Persian digits and opens them', async () => {
    for (const phone of [false, true]) {
      const { staff } = await signedInStaff(`admin-service-customers`, 'Administrators', {
        phone,
        pathname: '/customers',
      });
      staffBrowsers.push(staff);
      const { page } = staff;
      await page.getByLabel('نام، ایمیل یا موبایل').fill(toPersianDigits(customer.mobile.replace(/^0/, '+98')));
      await (await button(page, 'جستجو')).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeTruthy();
      const row = await visible(page.getByRole('link', { name: /آزمون خریدار/ }));
      await staff.shot('customers-found');
      await expectNoAxeFindings(page, 'the customers list');
      await row.click();
      await visible(page.getByRole('heading', { level: 1, name: /آزمون خریدار/ }));
      await visible(page.getByText(toPersianDigits(orderNumber)));
      await staff.shot('customer');
      await expectNoAxeFindings(page, 'a customer');
    }
  });
});
