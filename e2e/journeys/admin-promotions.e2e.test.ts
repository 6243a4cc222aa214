/**
 * Promotions in the back office (issue 36), in Chromium against the production build: a promotions manager
 * (the seeded CatalogueManagers role) makes a discount code in the admin, its first and last day picked on
 * the Jalali calendar, after the form has refused a percentage over 100 in Persian; a shopper types the code
 * in the storefront's cart, sees the deduction, and places the order (paid on delivery) through the
 * checkout's pages; the code's usage history in the admin shows that order and its customer. On a phone
 * (390×844) the manager makes a second code whose Jalali start is next week, and the storefront's cart
 * refuses it with its own message naming that day. Screenshots at desktop size and at 390×844, axe on
 * every admin page.
 */
import {
  toJalaliInput,
  toLatinDigits,
  toPersianDigits,
  type OrderTotals,
  type PaymentResultResponse,
} from '@sabad/contract';
import type { AdminDiscountDetail, AdminDiscountUsageList } from '@sabad/contract/admin';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { expectNoAxeFindings, signedInStaff, type StaffBrowser } from '../support/admin.js';
import { plainProduct } from '../support/catalog.js';
import { call, customerWithCart, signIn, type ApiCustomer } from '../support/customers.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

const MINUS = '\u2212';
const DAY_MS = 24 * 60 * 60 * 1000;
const run = Date.now().toString(36).toUpperCase();
const pathname = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, expected: string | RegExp, timeout = 20_000) =>
  expect.poll(() => pathname(page), { timeout })[typeof expected === 'string' ? 'toBe' : 'toMatch'](expected as never);
const button = (scope: Page | Locator, name: string | RegExp) =>
  visible(scope.getByRole('button', { name, exact: typeof name === 'string' }));
const radio = (scope: Page | Locator, name: string | RegExp) => visible(scope.getByRole('radio', { name }));

/** A day `days` from now in Tehran, as the calendar names it («… ۱۵-ام آذر ۱۴۰۵») and as the API keeps it. */
function tehranDay(days: number) {
  const at = new Date(Date.now() + days * DAY_MS);
  const parts = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    timeZone: 'Asia/Tehran',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(at);
  // As the admin's picker and the storefront's message write a day: «۱۴۰۵/۰۹/۱۵».
  const jalali = toPersianDigits(toJalaliInput(iso));
  return { iso, jalali, label: new RegExp(`(^|\\s)${part('day')}-ام ${part('month')} ${part('year')}`) };
}

type Day = ReturnType<typeof tehranDay>;

/** Picks a code's first and last day, each on its Jalali calendar, turning to the next month when needed. */
async function pickValidity(page: Page, from: Day, to: Day) {
  for (const [field, day] of [
    ['روز شروع', from],
    ['روز پایان', to],
  ] as const) {
    await (await button(page, new RegExp(`^${field}: `))).click();
    const calendar = page.locator('.rdp-root');
    await calendar.waitFor();
    for (let turn = 0; turn < 3 && (await calendar.getByRole('button', { name: day.label }).count()) === 0; turn++)
      await calendar.getByRole('button', { name: 'رفتن به ماه بعد' }).click();
    await calendar.getByRole('button', { name: day.label }).click();
    await calendar.waitFor({ state: 'detached' });
  }
}

/** The new-code form filled as a manager would: code, name, percentage, and the days on the Jalali calendar. */
async function fillDiscount(page: Page, input: { code: string; name: string; percentage: string; from: Day; to: Day }) {
  await page.getByLabel('کد', { exact: true }).fill(input.code);
  await page.getByLabel('نام', { exact: true }).fill(input.name);
  await page.getByLabel('درصد تخفیف', { exact: true }).fill(input.percentage);
  await pickValidity(page, input.from, input.to);
}

describe('a discount code made in the admin, used at checkout, seen in its usage history', () => {
  const staffBrowsers: StaffBrowser[] = [];
  let shopper: Shopper;
  let customer: ApiCustomer;
  const code = `PAEEZ${run}`;
  const laterCode = `LATER${run}`;
  let discountId = 0;
  let orderNumber = '';

  beforeAll(async () => {
    const product = await plainProduct();
    customer = await customerWithCart([product.Id]);
    shopper = await openShopper('admin-promotions');
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

  it('a promotions manager makes a code with Jalali days; a percentage over 100 is refused in Persian first', async () => {
    const { staff } = await signedInStaff('admin-promotions', 'CatalogueManagers', {
      pathname: '/promotions/discounts',
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'کدهای تخفیف' }));
    await expectNoAxeFindings(page, 'discount codes');
    await staff.shot('discounts');
    await (await visible(page.getByRole('link', { name: 'کد تخفیف تازه' }))).click();
    await visible(page.getByRole('heading', { level: 1, name: 'کد تخفیف تازه' }));

    const today = tehranDay(0);
    const inAWeek = tehranDay(7);
    await fillDiscount(page, {
      code: code.toLowerCase(),
      name: 'جشنوارهٔ پاییز',
      percentage: '۱۵۰',
      from: today,
      to: inAWeek,
    });
    await visible(page.getByRole('button', { name: `روز شروع: ${today.jalali}` }));
    await visible(page.getByRole('button', { name: `روز پایان: ${inAWeek.jalali}` }));
    await (await button(page, 'ساختن')).click();
    await visible(page.getByText('درصد تخفیف باید عددی صحیح از ۱ تا ۱۰۰ باشد.'));
    await expectNoAxeFindings(page, 'new discount code with an error');
    await staff.shot('percent-refused');

    await page.getByLabel('درصد تخفیف', { exact: true }).fill('۱۰');
    await page.getByLabel('سقف تخفیف (تومان)', { exact: true }).fill('۵۰۰۰۰۰');
    await (await button(page, 'ساختن')).click();
    await waitForPath(page, /^\/admin\/promotions\/discounts\/\d+$/);
    discountId = Number(pathname(page).split('/').pop());
    await visible(page.getByRole('heading', { level: 1, name: `کد ${code}` }));
    await visible(page.getByText('فعال', { exact: true }).first());
    await visible(page.getByText('هنوز سفارشی با این کد ثبت نشده است.'));
    await expectNoAxeFindings(page, 'discount code');
    await staff.shot('created');

    // What the admin wrote is what the shop reads: Tehran's days, the percentage, the cap.
    const saved = (await page.evaluate(
      async (id: number) => (await fetch(`/api/admin/v1/promotions/discounts/${id}`)).json(),
      discountId,
    )) as AdminDiscountDetail;
    expect(saved).toMatchObject({
      code,
      percentage: 10,
      maximumAmount: 5_000_000,
      startsOn: today.iso,
      endsOn: inAWeek.iso,
      status: 'active',
    });
  });

  it('a shopper applies the code in the cart and places the order with the deduction', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/cart');
    const box = await visible(page.getByRole('region', { name: fa.checkout.discountCode }));
    await (await visible(box.getByLabel(fa.checkout.discountCode, { exact: true }))).fill(code.toLowerCase());
    await (await button(box, fa.checkout.applyDiscount)).click();
    const totals = page.getByRole('region', { name: fa.cart.totals });
    await visible(totals.getByText(new RegExp(`^${MINUS}[۰-۹]`)).first());
    const answer = (await call(customer.headers, 'GET', '/cart/ordertotals')) as OrderTotals;
    expect(answer.SubTotalDiscountValue + answer.OrderTotalDiscountValue).toBeGreaterThan(0);
    await shopper.shot('cart-discount');

    await (await visible(page.getByRole('button', { name: fa.cart.checkout }))).click();
    await waitForPath(page, '/billing-address');
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/shipping');
    await (await radio(page, /^تیپاکس،/)).click();
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/payment');
    await (await radio(page, /پرداخت در محل/)).click();
    await (await button(page, fa.checkout.continue)).click();
    await waitForPath(page, '/cart-review');
    await visible(
      page
        .getByRole('region', { name: fa.cart.totals })
        .getByText(new RegExp(`^${MINUS}`))
        .first(),
    );
    await (await visible(page.getByRole('checkbox', { name: fa.checkout.acceptTerms }))).check();
    await shopper.shot('review-deduction');
    await (await button(page, fa.checkout.placeOrder)).click();
    await waitForPath(page, /^\/order-completed\/\d+$/);
    await visible(page.getByRole('heading', { name: fa.checkout.orderPlaced }));
    const orderId = Number(pathname(page).split('/').pop());
    const result = (await call(customer.headers, 'GET', `/orders/paymentresult/${orderId}`)) as PaymentResultResponse;
    orderNumber = result.Result.CustomOrderNumber;
    await shopper.shot('order-placed');
  });

  it("the code's usage history in the admin shows that order and its customer", async () => {
    const staff = staffBrowsers[0]!;
    const { page } = staff;
    await staff.open(`/promotions/discounts/${discountId}`);
    const usage = page.getByRole('table', { name: 'تاریخچهٔ استفاده' });
    // A promotions manager does not see orders or customers: the number and the name are text, not links.
    await visible(usage.getByText(toPersianDigits(orderNumber), { exact: true }));
    const { FirstName, LastName } = customer.login.Customer;
    await visible(usage.getByText(`${FirstName} ${LastName}`.trim(), { exact: true }));
    const history = (await page.evaluate(
      async (id: number) => (await fetch(`/api/admin/v1/promotions/discounts/${id}/usages`)).json(),
      discountId,
    )) as AdminDiscountUsageList;
    expect(history.items).toHaveLength(1);
    // The shop writes the number in Persian digits (ADR 0071); the admin API keeps it as stored.
    expect(history.items[0]?.orderNumber).toBe(toLatinDigits(orderNumber));
    await visible(page.getByText('(۱ سفارش)', { exact: false }));
    await expectNoAxeFindings(page, 'discount code with its usage');
    await usage.scrollIntoViewIfNeeded();
    await staff.shot('usage-history');
  });

  it('a gift card made with its code left empty gets a readable one, and the list finds it', async () => {
    const staff = staffBrowsers[0]!;
    const { page } = staff;
    await staff.open('/promotions/gift-cards/new');
    await visible(page.getByRole('heading', { level: 1, name: 'کارت هدیهٔ تازه' }));
    await page.getByLabel('مبلغ کارت (تومان)', { exact: true }).fill('۵۰۰٬۰۰۰');
    await page.getByLabel('نام گیرنده', { exact: true }).fill('سارا رضایی');
    await page.getByLabel('پیام', { exact: true }).fill('تولدت مبارک');
    await (await button(page, 'ساختن')).click();
    await waitForPath(page, /^\/admin\/promotions\/gift-cards\/\d+$/);
    const heading = await visible(page.getByRole('heading', { level: 1, name: /^کارت هدیهٔ / }));
    const code = ((await heading.textContent()) ?? '').replace('کارت هدیهٔ ', '').trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    await visible(page.getByText('هنوز سفارشی از این کارت برداشت نکرده است.'));
    await expectNoAxeFindings(page, 'gift card');
    await staff.shot('gift-card');
    await staff.open(`/promotions/gift-cards?q=${code}`);
    const table = page.getByRole('table', { name: 'کارت‌های هدیه' });
    await visible(table.getByRole('link', { name: code }));
    await visible(table.getByText('۵۰۰٬۰۰۰ تومان').first());
    await expectNoAxeFindings(page, 'gift cards');
    await staff.shot('gift-cards');
  });

  it('on a phone, a code whose Jalali start is next week is scheduled, and the cart refuses it with its message', async () => {
    const { staff } = await signedInStaff('admin-promotions', 'CatalogueManagers', {
      phone: true,
      pathname: '/promotions/discounts/new',
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'کد تخفیف تازه' }));
    const start = tehranDay(7);
    const end = tehranDay(14);
    await fillDiscount(page, { code: laterCode, name: 'هفتهٔ بعد', percentage: '20', from: start, to: end });
    await expectNoAxeFindings(page, 'new discount code on a phone');
    await staff.shot('new-later-code');
    await (await button(page, 'ساختن')).click();
    await waitForPath(page, /^\/admin\/promotions\/discounts\/\d+$/);
    await visible(page.getByText('هنوز شروع نشده', { exact: true }).first());
    await staff.shot('later-code-scheduled');
    await staff.open('/promotions/discounts?status=scheduled');
    await visible(page.getByRole('link', { name: laterCode }));
    await expectNoAxeFindings(page, 'scheduled codes on a phone');
    await staff.shot('scheduled-list');

    await call(customer.headers, 'POST', '/cart/add', { ProductId: (await plainProduct()).Id, Quantity: 1 });
    const shop = shopper.page;
    await shopper.open('/tabs/cart');
    const box = await visible(shop.getByRole('region', { name: fa.checkout.discountCode }));
    await (await visible(box.getByLabel(fa.checkout.discountCode, { exact: true }))).fill(laterCode);
    await (await button(box, fa.checkout.applyDiscount)).click();
    // The storefront's own message (discountMessages.notStarted), naming the Jalali day the code starts.
    await visible(shop.getByText(`این کد تخفیف از ${start.jalali} قابل استفاده است.`));
    await shopper.shot('later-code-refused');
  });
});
