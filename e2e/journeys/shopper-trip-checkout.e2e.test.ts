/**
 * Issue 34, points 1–9, as a shopper meets them on a phone against the production build:
 * a signed-in customer types the demo discount code in the cart (beside the gift card), starts the
 * checkout with «ارسال به همین نشانی» already on and a new-address form that knows their name and
 * mobile, sees why a shipping method is free and no pay-at-the-door variant beside it, the amount to
 * pay and why cash on delivery is missing, the deductions with a minus sign; cancels at the bank and is
 * told until when the order is held, a crafted payment-result link changes nothing, pays again and
 * lands on «سفارش شما ثبت شد». A second order, paid on delivery, ends on the same confirmation, and
 * Back from it leaves the checkout for the (empty) cart. Screenshots under e2e/screenshots/.
 */
import type {
  OrderTotals,
  PaymentMethodList,
  PaymentResultResponse,
  ProductDetails,
  ProductList,
  ShippingMethodList,
} from '@sabad/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { NOT_A_PARCEL, plainProduct } from '../support/catalog.js';
import { call, customerWithCart, signIn, type ApiCustomer } from '../support/customers.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

const toPersian = (text: string | number) =>
  String(text).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
const pathname = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, expected: string | RegExp, timeout = 20_000) =>
  expect.poll(() => pathname(page), { timeout })[typeof expected === 'string' ? 'toBe' : 'toMatch'](expected as never);
const button = (scope: Page | Locator, name: string) => visible(scope.getByRole('button', { name, exact: true }));
const radio = (scope: Page | Locator, name: string | RegExp) => visible(scope.getByRole('radio', { name }));
const MINUS = '\u2212';

/** A parcel dear enough to ship free (FreeShippingOverAmount) and to be refused cash on delivery. */
async function dearProduct(): Promise<ProductDetails> {
  const list = await api<ProductList>('/product/search?Limit=100&Sort=price-desc');
  for (const item of list.Items) {
    if (!item.InStock || NOT_A_PARCEL.test(item.Name) || item.PriceValue > 200_000_000) continue;
    const product = await api<ProductDetails>(`/product/details/${item.Id}`);
    if (product.ProductAttributes.length === 0 && !product.DisableBuyButton && product.OrderMinimumQuantity <= 1)
      return product;
  }
  throw new Error('no plain product dear enough for free shipping');
}

async function placeFromReview(shopper: Shopper, shot: string): Promise<void> {
  const { page } = shopper;
  await waitForPath(page, '/cart-review');
  const place = await button(page, fa.checkout.placeOrder);
  await (await visible(page.getByRole('checkbox', { name: fa.checkout.acceptTerms }))).check();
  await shopper.shot(shot);
  await place.click();
}

async function onTheBank(shopper: Shopper, choice: string): Promise<void> {
  const { page } = shopper;
  await waitForPath(page, /^\/payment\/sandbox\/pay\//);
  await (await button(page, choice)).click();
  await waitForPath(page, '/payment-result');
}

describe('issue 34: checkout and payment as a shopper expects', () => {
  let shopper: Shopper;
  let customer: ApiCustomer;
  let onlineOrderId = 0;

  beforeAll(async () => {
    const dear = await dearProduct();
    customer = await customerWithCart([dear.Id]);
    shopper = await openShopper('shopper-trip-checkout');
    await signIn(shopper, customer.login);
  });
  afterAll(async () => {
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
  });

  it('6: types the discount code in the cart, beside the gift card, and sees it taken off with a minus', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/cart');
    const discount = await visible(page.getByRole('region', { name: fa.checkout.discountCode }));
    await visible(page.getByRole('region', { name: fa.cart.giftCard }));
    await (await visible(discount.getByLabel(fa.checkout.discountCode, { exact: true }))).fill('SABAD10');
    await (await button(discount, fa.checkout.applyDiscount)).click();
    const totals = page.getByRole('region', { name: fa.cart.totals });
    await visible(totals.getByText(new RegExp(`^${MINUS}[۰-۹]`)).first());
    const answer = (await call(customer.headers, 'GET', '/cart/ordertotals')) as OrderTotals;
    expect(answer.SubTotalDiscountValue + answer.OrderTotalDiscountValue).toBeGreaterThan(0);
    await shopper.shot('cart-discount');
    await (await visible(page.getByRole('button', { name: fa.cart.checkout }))).click();
    await waitForPath(page, '/billing-address');
  });

  it('7, 8: «ارسال به همین نشانی» is on, and a new address starts with the name and mobile', async () => {
    const { page } = shopper;
    const same = await visible(page.getByRole('checkbox', { name: fa.checkout.shipToSameAddress }));
    expect(await same.isChecked()).toBe(true);
    await (await button(page, fa.checkout.addNewAddress)).click();
    const form = page.getByRole('form', { name: fa.pages.addressDetails });
    const { FirstName, LastName } = customer.login.Customer;
    await expect
      .poll(async () => (await visible(form.getByLabel(fa.address.firstName, { exact: true }))).inputValue())
      .toBe(FirstName);
    expect(await form.getByLabel(fa.address.lastName, { exact: true }).inputValue()).toBe(LastName);
    expect(await form.getByLabel(fa.address.phoneNumber, { exact: true }).inputValue()).toBe(
      toPersian(customer.mobile),
    );
    await shopper.shot('new-address-prefilled');
    await (await button(page, fa.checkout.cancelNewAddress)).click();
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/shipping');
  });

  it('7: a free method says why, with no pay-at-the-door variant of the same carrier beside it', async () => {
    const { page } = shopper;
    const list = (await call(customer.headers, 'GET', '/cart/shipping')) as ShippingMethodList;
    const free = list.ShippingMethods.find((method) => method.FreeShippingReason !== null);
    expect(free, 'a method ships free for this cart').toBeDefined();
    await visible(page.getByText(free!.FreeShippingReason!).first());
    await radio(page, /^تیپاکس،/);
    expect(await page.getByRole('radio', { name: /پس‌کرایه/ }).count()).toBe(0);
    await shopper.shot('shipping-free');
    await (await radio(page, /^تیپاکس،/)).click();
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/payment');
  });

  it('3: the payment step shows the amount to pay and why cash on delivery is not offered', async () => {
    const { page } = shopper;
    const list = (await call(customer.headers, 'GET', '/cart/paymentmethods')) as PaymentMethodList;
    expect(list.PaymentMethods.map((method) => method.PaymentMethodSystemName)).not.toContain(
      'Payments.CashOnDelivery',
    );
    const amount = await visible(page.getByRole('region', { name: fa.checkout.amountToPay }));
    await visible(amount.getByText(list.OrderTotal, { exact: true }));
    const missing = await visible(page.getByRole('region', { name: fa.checkout.methodsNotOffered }));
    for (const warning of list.Warnings) await visible(missing.getByText(warning));
    if (list.DisplayRewardPoints) await visible(page.getByText(new RegExp(list.RewardPointsAmount)));
    await shopper.shot('payment-amount');
    await (await radio(page, /پرداخت اینترنتی/)).click();
    await (await button(page, fa.checkout.continue)).click();
  });

  it('9, 4, 5: the review shows the deduction; cancelled at the bank, the result is the server’s, with the hold', async () => {
    const { page } = shopper;
    await waitForPath(page, '/cart-review');
    await visible(
      page
        .getByRole('region', { name: fa.cart.totals })
        .getByText(new RegExp(`^${MINUS}`))
        .first(),
    );
    expect(await page.locator('ion-router-outlet#main').innerText()).not.toContain('آدرس');
    await placeFromReview(shopper, 'review-deductions');
    await onTheBank(shopper, 'انصراف');
    onlineOrderId = Number(new URL(page.url()).searchParams.get('orderId'));
    const result = (await call(
      customer.headers,
      'GET',
      `/orders/paymentresult/${onlineOrderId}`,
    )) as PaymentResultResponse;
    expect(result.Result).toMatchObject({ Paid: false, CanRePostProcessPayment: true });
    await visible(page.getByText(fa.paymentResult.failure));
    await visible(page.getByText(result.Result.Message ?? ''));
    await visible(page.getByText(/نگه داشته می‌شود/));
    await button(page, fa.checkout.payAgain);
    await shopper.shot('payment-cancelled-hold');

    const crafted = 'پرداخت شما با موفقیت تأیید شد';
    await shopper.open(`/payment-result?success=true&message=${encodeURIComponent(crafted)}&orderId=${onlineOrderId}`);
    await visible(page.getByText(fa.paymentResult.failure));
    expect(await page.locator('ion-router-outlet#main').innerText()).not.toContain(crafted);
    await shopper.shot('payment-result-crafted-link');
  });

  it('1: pays again and lands on «سفارش شما ثبت شد», paid; the order shows its deductions with a minus', async () => {
    const { page } = shopper;
    await (await button(page, fa.checkout.payAgain)).click();
    await onTheBank(shopper, 'پرداخت');
    await visible(page.getByRole('heading', { name: fa.checkout.orderPlaced }));
    await visible(page.getByText(fa.checkout.nextPaid));
    const result = (await call(
      customer.headers,
      'GET',
      `/orders/paymentresult/${onlineOrderId}`,
    )) as PaymentResultResponse;
    expect(result.Result.Paid).toBe(true);
    const number = await visible(page.locator('bdi', { hasText: result.Result.CustomOrderNumber }));
    expect(await number.getAttribute('dir')).toBe('ltr');
    await shopper.shot('confirmation-paid');
    await (
      await visible(
        page
          .getByRole('link', { name: fa.checkout.viewOrder })
          .or(page.getByRole('button', { name: fa.checkout.viewOrder })),
      )
    ).click();
    await waitForPath(page, `/order-details/${onlineOrderId}`);
    await visible(page.getByText(new RegExp(`^${MINUS}[۰-۹]`)).first());
    await shopper.shot('order-deductions');
  });

  it('1, 2: paid on delivery ends on the confirmation too, and Back leaves the checkout for the empty cart', async () => {
    const { page } = shopper;
    const cheap = await plainProduct();
    await call(customer.headers, 'POST', '/cart/add', { ProductId: cheap.Id, Quantity: 1 });
    await shopper.open('/tabs/cart');
    await (await visible(page.getByRole('button', { name: fa.cart.checkout }))).click();
    await waitForPath(page, '/billing-address');
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/shipping');
    await (await radio(page, /^تیپاکس،/)).click();
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/payment');
    await (await radio(page, /پرداخت در محل/)).click();
    await (await button(page, fa.checkout.continue)).click();
    await placeFromReview(shopper, 'review-on-delivery');
    await waitForPath(page, /^\/order-completed\/\d+$/);
    await visible(page.getByRole('heading', { name: fa.checkout.orderPlaced }));
    await visible(page.getByText(fa.checkout.nextOnDelivery));
    const orderId = Number(pathname(page).split('/').pop());
    const result = (await call(customer.headers, 'GET', `/orders/paymentresult/${orderId}`)) as PaymentResultResponse;
    await visible(page.locator('bdi[dir="ltr"]', { hasText: result.Result.CustomOrderNumber }));
    await shopper.shot('confirmation-on-delivery');

    await page.goBack();
    await waitForPath(page, '/tabs/cart');
    await visible(page.getByText(fa.cart.empty));
    await shopper.shot('back-to-empty-cart');
    // A checkout step opened with an empty cart goes to the cart.
    await shopper.open('/payment');
    await waitForPath(page, '/tabs/cart');
  });
});
