/**
 * Paying online with the sandbox bank, through HTTP: the payment address, the bank's page, its
 * signed return and the callback that alone marks an order paid, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS, orderNumberInText } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { insertGuestCustomer } from '../../testing/customer-fixture.js';
import { insertUnpaidOnlineOrder } from '../../testing/order-fixture.js';
import { paymentSteps, type Headers } from '../../testing/payment-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const clock = manualClock('2026-11-25T08:00:00.000Z');
let productId: number;

async function shopperWithOrder(options: { quantity?: number; holdMinutes?: number; paymentMethod?: string } = {}) {
  const db = t.database.kysely;
  const guest = await insertGuestCustomer(db);
  const now = clock.now();
  const order = await insertUnpaidOnlineOrder(db, {
    customerId: guest.id,
    productId,
    quantity: options.quantity ?? 1,
    unitPrice: 2_500_000,
    holdExpiresAt: new Date(now.getTime() + (options.holdMinutes ?? 30) * 60_000).toISOString(),
    now: now.toISOString(),
    ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
  });
  return { headers: { 'guest-customer-id': guest.guid } as Headers, order };
}

const steps = () => paymentSteps(t);
const paymentUrl = (orderId: number, headers: Headers, source?: string) => steps().paymentUrl(orderId, headers, source);
const startPayment = (orderId: number, headers: Headers, source?: string) =>
  steps().startPayment(orderId, headers, source);
const choose = (page: URL, choice: string) => steps().press(page, choice);
const returnFromBank = (callback: URL, method?: 'GET' | 'POST') => steps().follow(callback, method);
const orderRow = (id: number) => steps().orderRow(id);
const notes = async (id: number) => (await steps().notesOf(id)).map((note) => ({ note }));
const stock = () => steps().stockOf(productId);
async function paidMessages(id: number) {
  const order = await orderRow(id);
  const rows = await t.database.kysely
    .selectFrom('message_queue')
    .select(['body', 'purpose'])
    .where('purpose', '=', 'order-paid')
    .execute();
  return rows.filter((row) => row.body.includes(orderNumberInText(order.custom_order_number)));
}
beforeAll(async () => {
  t = await createTestApp({ clock });
  productId = await catalogFixture(t.database.kysely).product({ name: 'کتری برقی', price: 2_500_000, stock: 100 });
});
afterAll(() => t.close());

describe('GET orders/getpaymentmethodurl/{orderId}', () => {
  it("gives the shopper the sandbox bank's page for their own unpaid order, and records the payment", async () => {
    const { headers, order } = await shopperWithOrder();
    const page = await startPayment(order.id, headers);
    expect(page.pathname).toMatch(/^\/payment\/sandbox\/pay\/S[0-9A-F]{32}$/);
    const authority = page.pathname.split('/').pop() ?? '';
    const payment = await t.database.kysely
      .selectFrom('payment_transaction')
      .selectAll()
      .where('authority', '=', authority)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ order_id: order.id, provider: 'sandbox', status: 'pending', return_to: 'web' });
    expect(Number(payment.amount)).toBe(order.total);
  });

  it("answers 404 for someone else's order, an unknown order and a shopper without identity", async () => {
    const { order } = await shopperWithOrder();
    const stranger = await insertGuestCustomer(t.database.kysely);
    for (const res of [
      await paymentUrl(order.id, { 'guest-customer-id': stranger.guid }),
      await paymentUrl(999_999, { 'guest-customer-id': stranger.guid }),
      await paymentUrl(order.id, {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ Message: string }>().Message).toBe('سفارش پیدا نشد.');
    }
  });

  it('refuses an order that is not paid online, or whose hold has expired', async () => {
    const cod = await shopperWithOrder({ paymentMethod: PAYMENT_METHOD.CashOnDelivery });
    const res = await paymentUrl(cod.order.id, cod.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ Message: string }>().Message).toMatch(/پرداخت اینترنتی نیست/);

    const late = await shopperWithOrder({ holdMinutes: 1 });
    clock.advance(2 * 60_000);
    const expired = await paymentUrl(late.order.id, late.headers);
    expect(expired.statusCode).toBe(409);
    expect(expired.json<{ Message: string }>().Message).toMatch(/مهلت پرداخت/);
  });

  it('returns to the app (its URL scheme) when the payment starts in the app', async () => {
    const { headers, order } = await shopperWithOrder();
    const page = await startPayment(order.id, headers, 'MobileApp');
    const result = await returnFromBank(await choose(page, 'cancel'));
    expect(result.protocol).toBe('sabad:');
    expect(result.host).toBe('paymentresult');
    expect(result.searchParams.get('success')).toBe('false');
    expect(result.searchParams.get('orderId')).toBe(String(order.id));
  });
});

describe('the sandbox bank', () => {
  it('shows a Persian, right-to-left page with the amount in Toman and the store name', async () => {
    const { headers, order } = await shopperWithOrder();
    const page = await startPayment(order.id, headers);
    const res = await t.app.inject({ method: 'GET', url: page.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="fa" dir="rtl">');
    expect(res.body).toContain('۲۵۰٬۰۰۰ تومان');
    expect(res.body).toContain('سبد');
    for (const label of ['پرداخت', 'انصراف', 'موجودی ناکافی']) expect(res.body).toContain(`>${label}</button>`);
  });

  it('escapes what it renders', async () => {
    await t.database.kysely.deleteFrom('setting').where('name', '=', 'StoreName').execute();
    await t.database.kysely
      .insertInto('setting')
      .values({ name: 'StoreName', value: '<script>alert(1)</script>' })
      .execute();
    const { headers, order } = await shopperWithOrder();
    const page = await startPayment(order.id, headers);
    const res = await t.app.inject({ method: 'GET', url: page.pathname });
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&#60;script&#62;');
    await t.database.kysely.deleteFrom('setting').where('name', '=', 'StoreName').execute();
  });

  it('answers 404 for an unknown payment', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/payment/sandbox/pay/S${'0'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('پیدا نشد');
  });
});

describe('the callback', () => {
  it('pays: the order becomes Paid and Processing, with one note and one message', async () => {
    const { headers, order } = await shopperWithOrder();
    const stockBefore = await stock();
    const result = await returnFromBank(await choose(await startPayment(order.id, headers), 'pay'));
    expect(result.pathname).toBe('/payment-result');
    expect(result.searchParams.get('success')).toBe('true');
    expect(result.searchParams.get('orderId')).toBe(String(order.id));
    expect(result.searchParams.get('message')).toMatch(/^پرداخت با موفقیت انجام شد. کد پیگیری: [۰-۹]+$/);
    const row = await orderRow(order.id);
    expect(row.payment_status).toBe(PAYMENT_STATUS.Paid);
    expect(row.order_status).toBe(ORDER_STATUS.Processing);
    expect(row.hold_expires_at).toBeNull();
    expect((await notes(order.id)).filter((n) => n.note.includes('پرداخت تأیید شد'))).toHaveLength(1);
    expect(await paidMessages(order.id)).toHaveLength(1);
    expect(await stock()).toBe(stockBefore);
    const again = await paymentUrl(order.id, headers);
    expect(again.statusCode).toBe(409);
  });

  it('accepts the return as a form POST too', async () => {
    const { headers, order } = await shopperWithOrder();
    const result = await returnFromBank(await choose(await startPayment(order.id, headers), 'pay'), 'POST');
    expect(result.searchParams.get('success')).toBe('true');
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Paid);
  });

  it('cancelled at the bank: not paid, and the shopper can pay again with a new payment', async () => {
    const { headers, order } = await shopperWithOrder();
    const first = await startPayment(order.id, headers);
    const result = await returnFromBank(await choose(first, 'cancel'));
    expect(result.searchParams.get('success')).toBe('false');
    expect(result.searchParams.get('message')).toBe('پرداخت لغو شد.');
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Pending);

    const second = await startPayment(order.id, headers);
    expect(second.pathname).not.toBe(first.pathname);
    const paid = await returnFromBank(await choose(second, 'pay'));
    expect(paid.searchParams.get('success')).toBe('true');
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Paid);
    const statuses = await t.database.kysely
      .selectFrom('payment_transaction')
      .select('status')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'paid']);
  });

  it('insufficient funds: not paid, with the reason', async () => {
    const { headers, order } = await shopperWithOrder();
    const result = await returnFromBank(await choose(await startPayment(order.id, headers), 'insufficient-funds'));
    expect(result.searchParams.get('success')).toBe('false');
    expect(result.searchParams.get('message')).toMatch(/موجودی حساب کافی نیست/);
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Pending);
  });

  it('refuses a return whose signature is forged, and still applies the genuine one', async () => {
    const { headers, order } = await shopperWithOrder();
    const page = await startPayment(order.id, headers);
    const authority = page.pathname.split('/').pop() ?? '';
    // The shopper cancels at the bank but sends back OK with a made-up signature.
    const genuine = await choose(page, 'cancel');
    const forged = new URL(genuine);
    forged.searchParams.set('Status', 'OK');
    forged.searchParams.delete('Reason');
    forged.searchParams.set('Signature', 'f'.repeat(64));
    const refused = await returnFromBank(forged);
    expect(refused.searchParams.get('success')).toBe('false');
    expect(refused.searchParams.get('message')).toMatch(/معتبر نبود/);
    const unsigned = new URL(forged);
    unsigned.searchParams.delete('Signature');
    expect((await returnFromBank(unsigned)).searchParams.get('success')).toBe('false');
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Pending);
    const payment = await t.database.kysely
      .selectFrom('payment_transaction')
      .select('status')
      .where('authority', '=', authority)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('pending');
    expect((await returnFromBank(genuine)).searchParams.get('message')).toBe('پرداخت لغو شد.');
  });

  it('a replayed return, parallel returns and a second verify change the order once', async () => {
    const { headers, order } = await shopperWithOrder();
    const callback = await choose(await startPayment(order.id, headers), 'pay');
    const results = await Promise.all(Array.from({ length: 5 }, () => returnFromBank(callback)));
    results.push(await returnFromBank(callback));
    for (const result of results) expect(result.searchParams.get('success')).toBe('true');
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Paid);
    expect((await notes(order.id)).filter((n) => n.note.includes('پرداخت تأیید شد'))).toHaveLength(1);
    expect(await paidMessages(order.id)).toHaveLength(1);
    const points = await t.database.kysely
      .selectFrom('reward_points_history')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(points.length).toBeLessThanOrEqual(1);
  });

  it('a verify that answers "already verified" (the bank settled it before) still pays the order once', async () => {
    const { headers, order } = await shopperWithOrder();
    const callback = await choose(await startPayment(order.id, headers), 'pay');
    // The bank already counts the payment verified (our first verify's answer was lost).
    await t.database.kysely
      .updateTable('sandbox_bank_payment')
      .set({ status: 'verified' })
      .where('authority', '=', callback.searchParams.get('Authority') ?? '')
      .execute();
    expect((await returnFromBank(callback)).searchParams.get('success')).toBe('true');
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Paid);
    expect(await paidMessages(order.id)).toHaveLength(1);
  });

  it('a payment whose stored amount differs from the order total is not applied', async () => {
    const { headers, order } = await shopperWithOrder();
    const callback = await choose(await startPayment(order.id, headers), 'pay');
    await t.database.kysely
      .updateTable('payment_transaction')
      .set({ amount: 1_000 })
      .where('authority', '=', callback.searchParams.get('Authority') ?? '')
      .execute();
    const result = await returnFromBank(callback);
    expect(result.searchParams.get('success')).toBe('false');
    expect(result.searchParams.get('message')).toMatch(/مبلغ پرداخت با مبلغ سفارش یکی نیست/);
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Pending);
  });

  it("a payment the bank holds for another amount is not applied (the bank's verify refuses it)", async () => {
    const { headers, order } = await shopperWithOrder();
    const callback = await choose(await startPayment(order.id, headers), 'pay');
    await t.database.kysely
      .updateTable('sandbox_bank_payment')
      .set({ amount: 1_000 })
      .where('authority', '=', callback.searchParams.get('Authority') ?? '')
      .execute();
    const result = await returnFromBank(callback);
    expect(result.searchParams.get('success')).toBe('false');
    expect((await orderRow(order.id)).payment_status).toBe(PAYMENT_STATUS.Pending);
  });

  it('an unknown authority and a provider that is not the gateway lead to a failed result page', async () => {
    for (const url of [
      `/payment/sandbox/callback?Authority=S${'A'.repeat(32)}&Status=OK&Signature=x`,
      '/payment/sandbox/callback',
      `/payment/zarinpal/callback?Authority=A000&Status=OK`,
      `/payment/nobank/callback?Authority=A000&Status=OK`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(303);
      const location = new URL(String(res.headers.location), 'http://shop.test');
      expect(location.pathname).toBe('/payment-result');
      expect(location.searchParams.get('success')).toBe('false');
      expect(location.searchParams.get('message')).toBe('این پرداخت شناخته نشد.');
    }
  });

  it('the bank page pressed twice sends the shopper back with the first outcome', async () => {
    const { headers, order } = await shopperWithOrder();
    const page = await startPayment(order.id, headers);
    const first = await choose(page, 'pay');
    const second = await choose(page, 'cancel');
    expect(second.searchParams.get('Status')).toBe('OK');
    expect(second.toString()).toBe(first.toString());
    expect((await returnFromBank(second)).searchParams.get('success')).toBe('true');
  });
});
