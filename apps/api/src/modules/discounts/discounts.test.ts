import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppliedDiscountList, CheckoutStepResponse } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { insertBareOrder } from '../../testing/bare-order-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { insertGuestCustomer } from '../../testing/customer-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createGuestCustomers } from '../customers/index.js';
import { createOutboxReader } from '../messaging/index.js';
import { createDiscountCodes, createGuestDiscountMerger, createOrderDiscounts, type NewDiscount } from './index.js';

const guestCustomers = createGuestCustomers();

type Headers = Record<string, string>;
const guest = (): Headers => ({ 'guest-customer-id': randomUUID() });
const clock = manualClock('2026-11-22T10:00:00.000Z');

let t: TestApp;
let db: Kysely<Database>;
/** 2,000,000 Toman (20,000,000 Rial) a unit. */
let kettle: number;
/** 300,000 Toman a unit. */
let tea: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  db = t.database.kysely;
  const f = catalogFixture(db);
  kettle = await f.product({ name: 'کتری برقی', price: 20_000_000, stock: 100 });
  tea = await f.product({ name: 'چای', price: 3_000_000, stock: 100 });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-22T10:00:00.000Z'));

function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
const addToCart = async (headers: Headers, productId: number, quantity = 1) =>
  expect((await call('POST', '/cart/add', headers, { ProductId: productId, Quantity: quantity })).statusCode).toBe(200);
const apply = (headers: Headers, code: string) =>
  call('POST', `/cart/applydiscountcoupon/${encodeURIComponent(code)}`, headers);
async function applied(headers: Headers): Promise<AppliedDiscountList> {
  const res = await call('GET', '/cart/applieddiscounts', headers);
  expect(res.statusCode).toBe(200);
  return res.json<AppliedDiscountList>();
}
/** A guest with a cup of tea in the cart. */
async function guestWithCart(): Promise<Headers> {
  const headers = guest();
  await addToCart(headers, tea);
  return headers;
}
const orderDiscounts = createOrderDiscounts();
let codes = 0;
async function code(input: Omit<NewDiscount, 'code'> & { code?: string }) {
  codes += 1;
  return createDiscountCodes({ db, clock }).create({ code: `CODE${codes}`, ...input });
}
const insertOrder = (trx: Kysely<Database>, customerId: number) => insertBareOrder(trx, customerId, clock.now());
/** A placement's part: evaluate the cart's codes and record what applied, in one transaction. */
function place(customerId: number, subtotal: number) {
  return db.transaction().execute(async (trx) => {
    const result = await orderDiscounts.evaluate(trx, { customerId, subtotal, now: clock.now() });
    if (result.applied.length === 0) return { orderId: null, result };
    const orderId = await insertOrder(trx, customerId);
    await orderDiscounts.recordUsages(trx, { orderId, customerId, applied: result.applied, now: clock.now() });
    await orderDiscounts.clearCart(trx, customerId);
    return { orderId, result };
  });
}
const customerOf = async (headers: Headers) => {
  const id = await guestCustomers.findId(db, headers['guest-customer-id'] ?? '');
  if (id === null) throw new Error('no guest customer');
  return id;
};

describe('applying a discount code', () => {
  it('takes a code in any case, with spaces and Persian digits, and lists what it takes off', async () => {
    await code({ code: 'YALDA1405', percent: 10, name: 'تخفیف یلدا' });
    const g = guest();
    await addToCart(g, kettle);
    const res = await apply(g, '  yalda۱۴۰۵ ');
    expect(res.statusCode).toBe(200);
    expect(res.json<CheckoutStepResponse>()).toEqual({
      Success: true,
      Message: 'کد تخفیف YALDA1405 اعمال شد.',
      Errors: [],
    });
    const list = await applied(g);
    expect(list.Discounts).toEqual([
      {
        Id: expect.any(Number),
        CouponCode: 'YALDA1405',
        Name: 'تخفیف یلدا',
        Amount: '۲۰۰٬۰۰۰ تومان',
        AmountValue: 2_000_000,
      },
    ]);
    expect(list.CustomProperties).toEqual({});
  });

  it('refuses an unknown or inactive code with the same message, and writes nothing', async () => {
    const inactive = await code({ percent: 5 });
    await db.updateTable('discount').set({ is_active: 0 }).where('id', '=', inactive.id).execute();
    const fresh = guest();
    for (const typed of ['NOPE-1405', inactive.coupon_code]) {
      const res = await apply(fresh, typed);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ Success: false, Message: 'کد تخفیف وارد شده معتبر نیست.' });
    }
    expect(await guestCustomers.findId(db, fresh['guest-customer-id'] ?? '')).toBeNull();
  });

  it('refuses a code before its first day, naming the Jalali day', async () => {
    const later = await code({ percent: 5, starts: '2026-12-01' });
    const g = guest();
    await addToCart(g, kettle);
    const res = await apply(g, later.coupon_code);
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe('این کد تخفیف از ۱۴۰۵/۰۹/۱۰ قابل استفاده است.');
    // From Tehran's midnight of that day (20:30 UTC the evening before) it works.
    clock.set('2026-11-30T20:30:00.000Z');
    expect((await apply(g, later.coupon_code)).statusCode).toBe(200);
  });

  it('works through the end of its last day (Tehran), then is expired', async () => {
    const today = await code({ amountRial: 1_000_000, ends: '2026-11-22' });
    const yesterday = await code({ amountRial: 1_000_000, ends: '1405-08-30' });
    const g = guest();
    await addToCart(g, kettle);
    const expired = await apply(g, yesterday.coupon_code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().Message).toBe('مهلت استفاده از این کد تخفیف تمام شده است.');
    clock.set('2026-11-22T20:29:59.000Z');
    expect((await apply(g, today.coupon_code)).statusCode).toBe(200);
    clock.set('2026-11-22T20:30:00.000Z');
    expect((await apply(await guestWithCart(), today.coupon_code)).statusCode).toBe(422);
    // Listed at zero with the reason once expired.
    expect((await applied(g)).Discounts[0]?.AmountValue).toBe(0);
    expect((await applied(g)).CustomProperties).toEqual({
      [today.coupon_code]: 'مهلت استفاده از این کد تخفیف تمام شده است.',
    });
  });

  it('refuses an empty cart and a cart below the minimum subtotal, naming the minimum in Toman', async () => {
    const big = await code({ percent: 10, minimumSubtotalRial: 30_000_000 });
    const g = guest();
    const empty = await apply(g, big.coupon_code);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().Message).toBe('سبد خرید شما خالی است؛ ابتدا کالایی به سبد اضافه کنید.');
    await addToCart(g, kettle);
    const below = await apply(g, big.coupon_code);
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      Message: 'این کد تخفیف برای خریدهای از ۳٬۰۰۰٬۰۰۰ تومان به بالا است.',
      Errors: ['این کد تخفیف برای خریدهای از ۳٬۰۰۰٬۰۰۰ تومان به بالا است.'],
    });
    await addToCart(g, tea, 4);
    expect((await apply(g, big.coupon_code)).statusCode).toBe(200);
    expect((await applied(g)).Discounts[0]?.AmountValue).toBe(3_200_000);
    // Lines removed later: listed at zero with the reason; placement refuses it too.
    const items = (await call('GET', '/cart/getitems', g)).json<{ Items: Array<{ Id: number; ProductId: number }> }>();
    const teaLine = items.Items.find((item) => item.ProductId === tea);
    expect((await call('DELETE', `/cart/delete/${teaLine?.Id}`, g)).statusCode).toBe(200);
    const now = await applied(g);
    expect(now.Discounts[0]?.AmountValue).toBe(0);
    expect(now.CustomProperties[big.coupon_code]).toContain('۳٬۰۰۰٬۰۰۰ تومان');
  });

  it('refuses a code applied twice (409) and replaces one code with another', async () => {
    const first = await code({ percent: 10 });
    const second = await code({ amountRial: 500_000 });
    const g = await guestWithCart();
    await addToCart(g, kettle);
    expect((await apply(g, first.coupon_code)).statusCode).toBe(200);
    const twice = await apply(g, first.coupon_code.toLowerCase());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe('این کد تخفیف قبلاً روی سبد خرید اعمال شده است.');
    const replaced = await apply(g, second.coupon_code);
    expect(replaced.json().Message).toBe(`کد تخفیف ${second.coupon_code} به جای ${first.coupon_code} اعمال شد.`);
    expect((await applied(g)).Discounts.map((d) => [d.CouponCode, d.AmountValue])).toEqual([
      [second.coupon_code, 500_000],
    ]);
  });

  it('caps a percentage at its maximum and never takes more than the subtotal', async () => {
    const capped = await code({ percent: 50, maximumRial: 4_000_000 });
    const huge = await code({ amountRial: 90_000_000 });
    const g = guest();
    await addToCart(g, kettle);
    await apply(g, capped.coupon_code);
    expect((await applied(g)).Discounts[0]).toMatchObject({ AmountValue: 4_000_000, Amount: '۴۰۰٬۰۰۰ تومان' });
    await apply(g, huge.coupon_code);
    expect((await applied(g)).Discounts[0]).toMatchObject({ AmountValue: 20_000_000 });
  });

  it('refuses a code whose use per customer or in total is taken, and gives the use back on cancellation', async () => {
    const once = await code({ percent: 10, limitPerCustomer: 1 });
    const g = guest();
    await addToCart(g, kettle);
    expect((await apply(g, once.coupon_code)).statusCode).toBe(200);
    const customerId = await customerOf(g);
    const { orderId } = await place(customerId, 20_000_000);
    expect(orderId).not.toBeNull();
    expect((await applied(g)).Discounts).toEqual([]);
    const again = await apply(g, once.coupon_code);
    expect(again.statusCode).toBe(422);
    expect(again.json().Message).toBe('شما قبلاً از این کد تخفیف استفاده کرده‌اید.');
    // Another shopper may still use it.
    expect((await apply(await guestWithCart(), once.coupon_code)).statusCode).toBe(200);
    // Cancelling the order gives the use back, once.
    expect(await db.transaction().execute((trx) => orderDiscounts.releaseUsages(trx, orderId ?? 0))).toBe(1);
    expect(await db.transaction().execute((trx) => orderDiscounts.releaseUsages(trx, orderId ?? 0))).toBe(0);
    expect((await apply(g, once.coupon_code)).statusCode).toBe(200);

    const twicePerCustomer = await code({ percent: 10, limitPerCustomer: 2 });
    for (let i = 0; i < 2; i += 1) {
      await apply(g, twicePerCustomer.coupon_code);
      expect((await place(customerId, 20_000_000)).orderId).not.toBeNull();
    }
    expect((await apply(g, twicePerCustomer.coupon_code)).json().Message).toBe(
      'هر مشتری ۲ بار می‌تواند از این کد تخفیف استفاده کند و سهم شما تمام شده است.',
    );

    const single = await code({ amountRial: 1_000_000, limitTotal: 1 });
    const a = await guestWithCart();
    await addToCart(a, kettle);
    await apply(a, single.coupon_code);
    expect((await place(await customerOf(a), 20_000_000)).orderId).not.toBeNull();
    const b = await guestWithCart();
    await addToCart(b, kettle);
    const full = await apply(b, single.coupon_code);
    expect(full.statusCode).toBe(422);
    expect(full.json().Message).toBe('ظرفیت استفاده از این کد تخفیف تمام شده است.');
  });

  it('asks for a guest id or a login, removes only what the shopper applied', async () => {
    const c = await code({ percent: 10 });
    const none = await apply({}, c.coupon_code);
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toContain('Guest-Customer-Id');

    const mine = guest();
    const other = guest();
    await addToCart(mine, kettle);
    await addToCart(other, kettle);
    await apply(mine, c.coupon_code);
    expect((await call('DELETE', `/cart/removediscountcoupon/${c.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/cart/removediscountcoupon/${c.id}`, guest())).statusCode).toBe(404);
    expect((await applied(mine)).Discounts).toHaveLength(1);
    const removed = await call('DELETE', `/cart/removediscountcoupon/${c.id}`, mine);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ Success: true, Message: 'کد تخفیف برداشته شد.', Errors: [] });
    expect((await applied(mine)).Discounts).toEqual([]);
    const again = await call('DELETE', `/cart/removediscountcoupon/${c.id}`, mine);
    expect(again.statusCode).toBe(404);
    expect(again.json().Message).toBe('این کد تخفیف روی سبد خرید شما اعمال نشده است.');
    expect((await applied(guest())).Discounts).toEqual([]);
  });
});

describe('placement (OrderDiscountsService.evaluate)', () => {
  it('checks every rule again and reports refused codes with their reason', async () => {
    const c = await code({ percent: 10, ends: '2026-11-25', minimumSubtotalRial: 10_000_000 });
    const g = guest();
    await addToCart(g, kettle);
    await apply(g, c.coupon_code);
    const customerId = await customerOf(g);
    const evaluate = (subtotal: number) =>
      db.transaction().execute((trx) => orderDiscounts.evaluate(trx, { customerId, subtotal, now: clock.now() }));
    expect(await evaluate(20_000_000)).toEqual({
      applied: [{ discountId: c.id, couponCode: c.coupon_code, name: `کد تخفیف ${c.coupon_code}`, amount: 2_000_000 }],
      refused: [],
    });
    expect(await evaluate(5_000_000)).toEqual({
      applied: [],
      refused: [
        {
          discountId: c.id,
          couponCode: c.coupon_code,
          message: 'این کد تخفیف برای خریدهای از ۱٬۰۰۰٬۰۰۰ تومان به بالا است.',
        },
      ],
    });
    clock.set('2026-11-26T00:00:00.000Z');
    expect((await evaluate(20_000_000)).refused[0]?.message).toBe('مهلت استفاده از این کد تخفیف تمام شده است.');
  });

  it('lets exactly one of ten parallel placements take the last use of a code', async () => {
    const last = await code({ percent: 10, limitTotal: 1 });
    const shoppers = [];
    for (let i = 0; i < 10; i += 1) {
      const g = guest();
      await addToCart(g, kettle);
      expect((await apply(g, last.coupon_code)).statusCode).toBe(200);
      shoppers.push(await customerOf(g));
    }
    const results = await Promise.all(shoppers.map((customerId) => place(customerId, 20_000_000)));
    expect(results.filter((r) => r.orderId !== null)).toHaveLength(1);
    expect(
      results.filter((r) => r.result.refused[0]?.message === 'ظرفیت استفاده از این کد تخفیف تمام شده است.'),
    ).toHaveLength(9);
    const usages = await db.selectFrom('discount_usage').selectAll().where('discount_id', '=', last.id).execute();
    expect(usages).toHaveLength(1);
    expect(usages[0]?.amount).toBe(2_000_000);
  });

  it('lets one customer racing two placements use a once-per-customer code once', async () => {
    const once = await code({ amountRial: 1_000_000, limitPerCustomer: 1 });
    const g = guest();
    await addToCart(g, kettle);
    await apply(g, once.coupon_code);
    const customerId = await customerOf(g);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction().execute(async (trx) => {
          const result = await orderDiscounts.evaluate(trx, { customerId, subtotal: 20_000_000, now: clock.now() });
          if (result.applied.length === 0) return false;
          const orderId = await insertOrder(trx, customerId);
          await orderDiscounts.recordUsages(trx, { orderId, customerId, applied: result.applied, now: clock.now() });
          return true;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('a guest who logs in', () => {
  const codeFor = async (to: string) => {
    const [message] = await createOutboxReader(db).latest({ limit: 1, recipient: to });
    return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
  };

  it("hands the guest's code to the customer's cart, replacing the customer's own", async () => {
    const mine = await code({ percent: 10 });
    const theirs = await code({ amountRial: 700_000 });
    const g = guest();
    await addToCart(g, kettle);
    await call(
      'POST',
      '/account/register',
      {},
      { Email: 'takhfif@example.com', Password: 'secret-1405', DeviceToken: '', FirstName: 'سارا', LastName: 'تخفیفی' },
    );
    const verified = await call('POST', '/account/registerverifytokenpost', g, {
      Email: 'takhfif@example.com',
      Token: await codeFor('takhfif@example.com'),
    });
    expect(verified.statusCode).toBe(200);
    const customer = { authorization: `Basic ${verified.json<{ AccessToken: string }>().AccessToken}` };
    expect((await apply(customer, mine.coupon_code)).statusCode).toBe(200);

    const later = guest();
    await addToCart(later, kettle);
    await apply(later, theirs.coupon_code);
    const login = await call('POST', '/account/login', later, {
      Email: 'takhfif@example.com',
      Password: 'secret-1405',
      DeviceToken: '',
    });
    expect(login.statusCode).toBe(200);
    const token = { authorization: `Basic ${login.json<{ AccessToken: string }>().AccessToken}` };
    expect((await applied(token)).Discounts.map((d) => d.CouponCode)).toEqual([theirs.coupon_code]);
    expect((await applied(later)).Discounts).toEqual([]);
  });

  it('moves nothing and keeps the customer code when the guest had none', async () => {
    const guestRow = await insertGuestCustomer(db);
    const c = await code({ percent: 10 });
    const g = guest();
    await addToCart(g, kettle);
    await apply(g, c.coupon_code);
    const customerId = await customerOf(g);
    await db.transaction().execute((trx) => createGuestDiscountMerger().mergeGuestInto(trx, guestRow.id, customerId));
    expect((await applied(g)).Discounts.map((d) => d.CouponCode)).toEqual([c.coupon_code]);
  });
});
