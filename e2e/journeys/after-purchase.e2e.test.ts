/**
 * After the purchase, in Chromium on a phone against the production build (issue 12): a customer
 * buys a book and an e-book on the sandbox bank; the operator ships the order with a tracking code
 * and marks it delivered with the CLI; the customer finds it under «سفارش‌های من», sees the
 * tracking code, prints the invoice (a screenshot of the print view), sees the points the order
 * earned, asks to return the book, and downloads the e-book. A screenshot of every step is saved
 * under e2e/screenshots/.
 */
import { orderNumberInText, toLatinDigits, type OrderDetails, type ProductDetails } from '@sabad/contract';
import type { Locator, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { plainProduct } from '../support/catalog.js';
import { cli } from '../support/cli.js';
import { call, customerWithCart, signIn, type ApiCustomer } from '../support/customers.js';
import { screenshotDir } from '../support/paths.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

const pathname = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, expected: string | RegExp, timeout = 20_000) =>
  expect.poll(() => pathname(page), { timeout })[typeof expected === 'string' ? 'toBe' : 'toMatch'](expected as never);
const button = (scope: Page | Locator, name: string) => visible(scope.getByRole('button', { name, exact: true }));

describe('after the purchase: tracking, invoice, points, a return and a download', () => {
  let shopper: Shopper;
  let customer: ApiCustomer;
  let book: ProductDetails;
  let ebook: ProductDetails;
  let order: OrderDetails;
  const trackingCode = `TPX${Date.now()}`;

  beforeAll(async () => {
    ebook = await plainProduct({ searchWords: 'غزلیات حافظ', accept: (name) => name.includes('PDF') });
    book = await plainProduct();
    customer = await customerWithCart([book.Id, ebook.Id]);
    shopper = await openShopper('after-purchase');
    await signIn(shopper, customer.login);
    const { Addresses } = (await call(customer.headers, 'GET', '/address/get')) as { Addresses: Array<{ Id: number }> };
    await call(customer.headers, 'PUT', `/address/applybillingaddress/${Addresses[0]?.Id ?? 0}?shipToSameAddress=true`);
    await call(customer.headers, 'POST', '/cart/applyshippingmethod', {
      ShippingMethodSystemName: 'Shipping.Post.Pishtaz',
    });
    await call(customer.headers, 'PUT', '/cart/applypaymentmethod?args=Payments.SandboxBank&useRewardPoints=false');
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
  });

  it('places the order and pays it on the sandbox bank', async () => {
    const { page } = shopper;
    await shopper.open('/cart-review');
    await (await visible(page.getByRole('checkbox', { name: fa.checkout.acceptTerms }))).check();
    await (await button(page, fa.checkout.placeOrder)).click();
    await waitForPath(page, /^\/payment\/sandbox\/pay\//);
    await page.waitForLoadState('load');
    await (await button(page, 'پرداخت')).click();
    await waitForPath(page, '/payment-result');
    await visible(page.getByText(fa.paymentResult.success));
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    order = (await call(customer.headers, 'GET', `/orders/getbyid/${orderId}`)) as OrderDetails;
    expect(order.PaymentStatusValue).toBe(30);
  });

  it('is shipped with a tracking code and delivered by the operator (CLI)', () => {
    // The operator types the number as printed on the packing slip, in Latin digits.
    const number = toLatinDigits(order.CustomOrderNumber);
    expect(cli('order', 'ship', number, '--tracking', trackingCode)).toContain('ship done');
    expect(cli('order', 'deliver', number)).toContain('تکمیل شده');
  });

  it('finds the order under «سفارش‌های من» and sees its tracking code', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/profile');
    await (await visible(page.getByText(fa.pages.order, { exact: true }))).click();
    await waitForPath(page, '/order');
    const card = await visible(page.getByText(fa.orders.orderNumber(order.CustomOrderNumber)));
    await shopper.shot('orders');
    await card.click();
    await waitForPath(page, `/order-details/${order.Id}`);
    await visible(page.getByText(fa.orders.trackingCode));
    await visible(page.getByText(trackingCode));
    await visible(page.getByText('تکمیل شده'));
    await shopper.shot('order-details-tracking');
  });

  it('prints the invoice', async () => {
    const { page } = shopper;
    await (await button(page, fa.orders.printInvoice)).click();
    const preview = await visible(page.getByRole('dialog', { name: fa.orders.invoice }));
    const frame = page.frameLocator('iframe.invoice-preview__frame');
    await visible(frame.getByText(book.Name));
    await visible(frame.getByText(order.CustomOrderNumber));
    await shopper.shot('invoice-preview');
    // The print view itself: the invoice's own page, laid out by its print rules on A4.
    const html = await page.evaluate(
      () => (document.querySelector('iframe.invoice-preview__frame') as HTMLIFrameElement | null)?.srcdoc ?? '',
    );
    expect(html).toContain('@page');
    const printView = await shopper.context.newPage();
    await printView.setViewportSize({ width: 794, height: 1123 });
    await printView.setContent(html, { waitUntil: 'load' });
    await printView.emulateMedia({ media: 'print' });
    await printView.screenshot({ path: `${screenshotDir}/after-purchase-invoice-print.png`, fullPage: true });
    await printView.close();
    await (await visible(preview.getByRole('button', { name: fa.orders.close, exact: true }))).click();
  });

  it('sees the points the order earned', async () => {
    const { page } = shopper;
    await shopper.open('/reward-points');
    const history = await visible(page.getByRole('list', { name: fa.rewards.history }));
    // The history's line is the server's text, which writes order numbers as its messages do (ADR 0071).
    await visible(history.getByText(orderNumberInText(order.CustomOrderNumber), { exact: false }));
    await shopper.shot('reward-points');
  });

  it('asks to return the book', async () => {
    const { page } = shopper;
    await shopper.open(`/order-details/${order.Id}`);
    // A link styled as a button (it leads to the return form of this order).
    await (
      await visible(
        page
          .getByRole('link', { name: fa.orders.returnRequest, exact: true })
          .or(page.getByRole('button', { name: fa.orders.returnRequest, exact: true })),
      )
    ).click();
    await waitForPath(page, '/return-requests');
    const quantity = await visible(page.getByLabel(fa.returns.quantityOf(book.Name), { exact: true }));
    if ((await quantity.evaluate((element) => element.tagName)) === 'SELECT') await quantity.selectOption('1');
    else await quantity.fill('۱');
    await (await visible(page.getByLabel(fa.returns.reason, { exact: true }))).selectOption({ index: 1 });
    await (await visible(page.getByLabel(fa.returns.action, { exact: true }))).selectOption({ index: 1 });
    await (await visible(page.getByLabel(fa.returns.comments, { exact: true }))).fill('جلد کتاب پاره رسیده است.');
    await shopper.shot('return-form');
    await (await button(page, fa.returns.submit)).click();
    await visible(page.getByText(/شمارهٔ درخواست: /));
    await visible(page.getByText('در انتظار بررسی'));
    await shopper.shot('return-submitted');
  });

  it('downloads the e-book it paid for', async () => {
    const { page } = shopper;
    await shopper.open('/downloadable-files');
    await visible(page.getByText(ebook.Name));
    await shopper.shot('downloads');
    const saving = page.waitForEvent('download');
    await (await visible(page.getByRole('button', { name: fa.downloads.downloadNamed(ebook.Name) }))).click();
    // The e-book has a user agreement: it is read and accepted first.
    const agreement = await visible(page.getByRole('dialog', { name: fa.downloads.agreementTitle }));
    await shopper.shot('download-agreement');
    await (await button(agreement, fa.downloads.agree)).click();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await visible(page.getByText(/ذخیره شد/));
  });
});
