/**
 * Buying, in Chromium on a phone against the production build (issue 11, ADR 0019):
 * 1. a guest fills the cart, is asked to log in at checkout, registers on the way and comes back,
 *    adds an address, picks the courier with a time slot, pays on the sandbox bank, lands on
 *    payment-result («سفارش شما ثبت شد») and opens the order;
 * 2. a customer pays by Sayadi cheque, the cheque's id read from a QR picture, and lands on the
 *    confirmation, which leads to the order's cheques;
 * 3. a customer cancels at the bank, sees the failure, pays again («سعی مجدد») and the order is paid.
 * A screenshot of every step is saved under e2e/screenshots/.
 */
import { randomInt } from 'node:crypto';
import type { OrderDetails, ProductDetails } from '@sabad/contract';
import QRCode from 'qrcode';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { plainProducts } from '../support/catalog.js';
import { call, customerWithCart, readAddressForm, signIn, tehranProvince } from '../support/customers.js';
import { countMessagesTo, waitForCode } from '../support/outbox.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

const toPersian = (text: string | number) =>
  String(text).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

let products: ProductDetails[];

const pathname = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, expected: string | RegExp, timeout = 20_000) =>
  expect.poll(() => pathname(page), { timeout })[typeof expected === 'string' ? 'toBe' : 'toMatch'](expected as never);
const button = (scope: Page | Locator, name: string) => visible(scope.getByRole('button', { name, exact: true }));
const radio = (scope: Page | Locator, name: string | RegExp) => visible(scope.getByRole('radio', { name }));

/** Review → place → (the sandbox bank's page). */
async function placeFromReview(shopper: Shopper): Promise<void> {
  const { page } = shopper;
  await waitForPath(page, '/cart-review');
  const place = await button(page, fa.checkout.placeOrder);
  await visible(page.getByRole('region', { name: fa.checkout.paymentMethod }));
  // The demo store asks for the terms on this page (TermsOfServiceOnOrderConfirmPage).
  await (await visible(page.getByRole('checkbox', { name: fa.checkout.acceptTerms }))).check();
  await shopper.shot('review');
  await place.click();
}

async function onTheBank(shopper: Shopper, choice: string, shot: string): Promise<void> {
  const { page } = shopper;
  await waitForPath(page, /^\/payment\/sandbox\/pay\//);
  await page.waitForLoadState('load');
  await shopper.shot(shot);
  await visible(page.getByRole('heading', { name: 'بانک آزمایشی' }));
  await (await button(page, choice)).click();
  await waitForPath(page, '/payment-result');
}

async function orderIdFromResult(page: Page): Promise<number> {
  const id = Number(new URL(page.url()).searchParams.get('orderId'));
  expect(id).toBeGreaterThan(0);
  return id;
}

beforeAll(async () => {
  // The cheapest parcels, so two stay under the cash-on-delivery limit and the courier is offered.
  products = await plainProducts(3);
});

describe('checkout: a guest registers on the way, the courier with a time slot, paid on the sandbox bank', () => {
  let shopper: Shopper;
  const mobile = `0912${String(randomInt(10_000_000)).padStart(7, '0')}`;
  beforeAll(async () => {
    shopper = await openShopper('checkout-courier');
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
  });

  it('fills the cart with two products as a guest', async () => {
    const { page } = shopper;
    for (const product of products.slice(0, 2)) {
      await shopper.open(`/product-details/${product.Id}`);
      await (await visible(page.locator('ion-button', { hasText: fa.purchase.addToCart }))).click();
      await waitForPath(page, '/add-to-cart-popup');
    }
    await shopper.open('/tabs/cart');
    await visible(page.getByText(products[0]?.Name ?? '', { exact: true }));
    await shopper.shot('cart');
  });

  it('is asked to log in at checkout, registers with the SMS code and comes back to the checkout', async () => {
    const { page } = shopper;
    await (await button(page, fa.cart.checkout)).click();
    await waitForPath(page, '/tabs/login');
    await shopper.shot('login-asked');
    await (await visible(page.locator('.account-tabs').getByRole('tab', { name: fa.account.registerTab }))).click();
    const form = page.getByRole('form', { name: fa.account.register });
    const seen = countMessagesTo(mobile);
    const requiredLabel = (label: string) => form.getByLabel(fa.account.requiredField(label), { exact: true });
    await (await visible(requiredLabel(fa.account.firstName))).fill('نگار');
    await (await visible(requiredLabel(fa.account.lastName))).fill('صالحی');
    await (await visible(form.getByLabel(fa.account.emailOrMobile, { exact: true }))).fill(toPersian(mobile));
    await (await visible(form.getByLabel(fa.account.password, { exact: true }))).fill('sabad-pass-1');
    await (await visible(form.getByLabel(fa.account.confirmPassword, { exact: true }))).fill('sabad-pass-1');
    await (await button(form, fa.account.register)).click();
    await waitForPath(page, '/mobile-verify-token');
    const { code } = await waitForCode(mobile, seen);
    await (await visible(page.getByLabel(fa.account.code, { exact: true }))).fill(toPersian(code));
    await (await button(page, fa.account.verify)).click();
    await waitForPath(page, '/billing-address');
    await shopper.shot('billing-address-empty');
  });

  it('adds a Tehran address (the map point left out) and ships to it', async () => {
    const { page } = shopper;
    // With no address yet, the form is already open.
    const form = page.getByRole('form', { name: fa.pages.addressDetails });
    await visible(page.getByText(fa.checkout.noAddresses));
    const province = await tehranProvince();
    await (await visible(form.getByLabel(fa.address.firstName, { exact: true }))).fill('آرش');
    await (await visible(form.getByLabel(fa.address.lastName, { exact: true }))).fill('کمالی');
    await (await visible(form.getByLabel(fa.address.phoneNumber, { exact: true }))).fill(toPersian(mobile));
    await (await visible(form.getByLabel(fa.address.province, { exact: true }))).selectOption(String(province.Id));
    const city = form.getByLabel(fa.address.city, { exact: true });
    await expect.poll(async () => (await visible(city)).isEnabled()).toBe(true);
    await city.selectOption({ label: 'تهران' });
    await (await visible(form.getByLabel(fa.address.address1, { exact: true }))).fill('خیابان شریعتی، کوچهٔ نسترن');
    await (await visible(form.getByLabel(fa.address.postalCode, { exact: true }))).fill('۱۹۱۴۶۷۳۸۵۱');
    for (const attribute of (await readAddressForm()).CustomAddressAttributes.filter((item) => item.IsRequired)) {
      const input = form.getByLabel(attribute.IsRequired ? `${attribute.Name} *` : attribute.Name, { exact: true });
      if (attribute.AttributeControlType === 'TextBox') await (await visible(input)).fill('۱۲');
      else await (await visible(input)).selectOption({ index: 1 });
    }
    await shopper.shot('new-address');
    await (await button(form, fa.address.save)).click();
    await visible(page.getByRole('radio', { name: /آرش کمالی/ }));
    const same = page.getByRole('checkbox', { name: fa.checkout.shipToSameAddress });
    if (!(await same.isChecked())) await (await visible(same)).check();
    await shopper.shot('billing-address');
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/shipping');
  });

  it('picks the courier and holds a delivery time', async () => {
    const { page } = shopper;
    await (await radio(page, /^پیک/)).click();
    const slots = page.getByRole('group', { name: fa.checkout.deliverySlots });
    const slot = await visible(slots.getByRole('radio').first());
    await slot.click();
    // Held on the server as soon as it is chosen; the review step shows it again.
    await expect.poll(() => slot.isChecked()).toBe(true);
    await shopper.shot('shipping-courier-slot');
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/payment');
  });

  it('pays online on the sandbox bank and lands on payment-result, then opens the order', async () => {
    const { page } = shopper;
    await (await radio(page, /پرداخت اینترنتی/)).click();
    await shopper.shot('payment-method');
    await (await button(page, fa.checkout.continue)).click();
    await placeFromReview(shopper);
    await onTheBank(shopper, 'پرداخت', 'sandbox-bank');
    await visible(page.getByRole('heading', { name: fa.checkout.orderPlaced }));
    await visible(page.getByText(fa.checkout.nextPaid));
    await shopper.shot('payment-result-paid');
    const orderId = await orderIdFromResult(page);

    await (
      await visible(
        page
          .getByRole('button', { name: fa.checkout.viewOrder, exact: true })
          .or(page.getByRole('link', { name: fa.checkout.viewOrder, exact: true })),
      )
    ).click();
    await waitForPath(page, `/order-details/${orderId}`);
    await visible(page.getByText('پرداخت شده'));
    await visible(page.getByText('پیک', { exact: true }).or(page.getByText(/^پیک/)));
    await visible(page.getByText(/زمان تحویل: /));
    await shopper.shot('order-details');
    // The cart is empty after the order, on the badge and in the cart.
    await shopper.open('/tabs/cart');
    await visible(page.getByText(fa.cart.empty));
  });
});

describe('checkout: paying by Sayadi cheque, the id read from the cheque’s QR picture', () => {
  let shopper: Shopper;
  let headers: Record<string, string>;
  beforeAll(async () => {
    shopper = await openShopper('checkout-cheque');
    const customer = await customerWithCart([(products[2] ?? products[0]!).Id]);
    headers = customer.headers;
    await signIn(shopper, customer.login);
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
  });

  it('chooses the address, Tipax and cheques', async () => {
    const { page } = shopper;
    await shopper.open('/billing-address');
    await (await radio(page, /سمیرا نوری/)).click();
    const same = page.getByRole('checkbox', { name: fa.checkout.shipToSameAddress });
    if (!(await same.isChecked())) await (await visible(same)).check();
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/shipping');
    await (await radio(page, /^تیپاکس،/)).click();
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/payment');
    await (await radio(page, /چک صیادی/)).click();
    await shopper.shot('payment-cheque');
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/check-payment');
  });

  it('registers a cheque whose Sayadi id comes from a QR picture, then places the order', async () => {
    const { page } = shopper;
    const sayadi = Array.from({ length: 16 }, () => randomInt(10)).join('');
    // What a Sayadi cheque's QR code holds: the 16-digit id among other fields.
    const picture = await QRCode.toBuffer(`SAYAD:${sayadi};SERIES:123;`, { type: 'png', margin: 4, scale: 8 });
    await page
      .getByLabel(fa.checkout.chequeQrPicture, { exact: true })
      .setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: picture });
    const serial = page.getByLabel(fa.checkout.chequeSerial, { exact: true });
    await expect.poll(async () => (await visible(serial)).inputValue()).toMatch(/^[0-9۰-۹]{16}$/);
    const totals = (await call(headers, 'GET', '/cart/ordertotals')) as { OrderTotalValue: number };
    await (await visible(page.getByLabel(fa.checkout.chequeHolder, { exact: true }))).fill('سمیرا نوری');
    await (
      await visible(page.getByLabel(fa.checkout.chequeAmount, { exact: true }))
    ).fill(toPersian(Math.ceil(totals.OrderTotalValue / 10)));
    await (await visible(page.getByLabel(fa.checkout.chequeDate, { exact: true }))).fill('۱۴۰۶/۰۲/۱۵');
    await shopper.shot('cheque-form');
    await (await button(page, fa.checkout.addCheque)).click();
    await visible(page.getByText(fa.checkout.chequesCover));
    await shopper.shot('cheques-cover');
    await (await button(page, fa.checkout.continue)).click();
    await placeFromReview(shopper);
    // «سفارش شما ثبت شد», shipped once the store accepts the cheques, which are one tap away.
    await waitForPath(page, /^\/order-completed\/\d+$/);
    await visible(page.getByRole('heading', { name: fa.checkout.orderPlaced }));
    await visible(page.getByText(fa.checkout.nextCheques));
    await shopper.shot('confirmation-cheques');
    await (
      await visible(
        page
          .getByRole('link', { name: fa.checkout.viewCheques })
          .or(page.getByRole('button', { name: fa.checkout.viewCheques })),
      )
    ).click();
    await waitForPath(page, '/check-details');
    await visible(page.getByText(fa.checkout.registeredCheques));
    await visible(page.getByText(new RegExp(`^${fa.checkout.orderNumberLabel}: [۰-۹]`)));
    await visible(page.getByText(/وضعیت: /));
    await shopper.shot('check-details');
  });
});

describe('checkout: cancelled at the bank, paid on the second try', () => {
  let shopper: Shopper;
  let headers: Record<string, string>;
  beforeAll(async () => {
    shopper = await openShopper('checkout-retry');
    const customer = await customerWithCart([(products[1] ?? products[0]!).Id]);
    headers = customer.headers;
    await signIn(shopper, customer.login);
    const { Addresses } = (await call(headers, 'GET', '/address/get')) as { Addresses: Array<{ Id: number }> };
    await call(headers, 'PUT', `/address/applybillingaddress/${Addresses[0]?.Id ?? 0}?shipToSameAddress=true`);
    await call(headers, 'POST', '/cart/applyshippingmethod', { ShippingMethodSystemName: 'Shipping.Post.Pishtaz' });
    await call(headers, 'PUT', '/cart/applypaymentmethod?args=Payments.SandboxBank&useRewardPoints=false');
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
  });

  it('cancels on the bank page and is told the payment failed, the order still unpaid', async () => {
    const { page } = shopper;
    await shopper.open('/cart-review');
    await placeFromReview(shopper);
    await onTheBank(shopper, 'انصراف', 'bank-before-cancel');
    await visible(page.getByText(fa.paymentResult.failure));
    await shopper.shot('payment-result-cancelled');
    await visible(page.getByText('پرداخت لغو شد.'));
    const order = (await call(headers, 'GET', `/orders/getbyid/${await orderIdFromResult(page)}`)) as OrderDetails;
    expect(order.PaymentStatusValue).toBe(10);
  });

  it('pays again with «سعی مجدد» and the order is paid', async () => {
    const { page } = shopper;
    const orderId = await orderIdFromResult(page);
    await (await button(page, fa.checkout.payAgain)).click();
    await onTheBank(shopper, 'پرداخت', 'bank-second-try');
    await visible(page.getByRole('heading', { name: fa.checkout.orderPlaced }));
    await shopper.shot('payment-result-paid');
    const order = (await call(headers, 'GET', `/orders/getbyid/${orderId}`)) as OrderDetails;
    expect(order).toMatchObject({ PaymentStatusValue: 30, OrderStatusValue: 20 });
  });
});
