/**
 * Recurring orders (subscriptions): placement starts one with its dates, a cart whose subscription
 * products disagree on their cycle is refused, the list and the cancel route, and the processing of
 * due cycles — once per cycle even from two database connections at once, a failure kept, shown and
 * retried, the last cycle ending the subscription. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderNumberInText,
  toLatinDigits,
  type CustomerOrderList,
  type OrderDetails,
  type PlaceOrderResponse,
  type RecurringOrder,
} from '@sabad/contract';
import { openDatabase, type Db } from '../../db/client.js';
import type { RecurringCyclePeriod } from '../../db/schema.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, testConfig, type TestApp } from '../../testing/test-app.js';
import { createAccessTokenService } from '../customers/index.js';
import { createMessageQueueDeliverer, createMessagingFromConfig } from '../messaging/index.js';
import { createSettingsService } from '../settings/index.js';
import { createOrderTransitions } from './order-transitions.js';
import { recurringMessages } from './orders.messages.js';
import { afterCycles, jalaliDateText } from './recurring-cycle.js';
import { createRecurringOrdersService } from './recurring-orders.service.js';

// 13:30 in Tehran on ۱ آذر ۱۴۰۵.
const START = '2026-11-22T10:00:00.000Z';
const clock = manualClock(START);
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let second: Db;
const db = () => t.database.kysely;

function recurringService(kysely = db()) {
  return createRecurringOrdersService({
    db: kysely,
    clock,
    settings: createSettingsService({ db: kysely, clock, cacheTtlMs: 0 }),
    transitions: createOrderTransitions({
      clock,
      deliverer: createMessageQueueDeliverer({
        db: kysely,
        messaging: createMessagingFromConfig(testConfig, kysely, clock),
        clock,
      }),
    }),
    onlinePaymentMethod: 'Payments.SandboxBank',
    publicUrl: 'https://shop.example.com',
  });
}

async function subscriptionProduct(
  name: string,
  cycle: { length: number; period: RecurringCyclePeriod; total: number },
  stock = 20,
): Promise<number> {
  const id = await catalogFixture(db()).product({ name, price: 1_800_000, stock });
  await db()
    .updateTable('product')
    .set({
      is_recurring: 1,
      recurring_cycle_length: cycle.length,
      recurring_cycle_period: cycle.period,
      recurring_total_cycles: cycle.total,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

async function subscribe(productId: number, payment = 'Payments.CashOnDelivery') {
  const shopper = await c.readyShopper({ lines: [{ productId, quantity: 2 }], payment });
  const res = await c.place(shopper.headers);
  expect(res.statusCode, res.body).toBe(200);
  return { ...shopper, orderId: res.json<PlaceOrderResponse>().Result.OrderId };
}

async function signIn(customerId: number): Promise<Headers> {
  const { token } = await createAccessTokenService({ db: db(), clock, ttlDays: 30 }).issue(customerId);
  return { authorization: `Basic ${token}` };
}

async function listOf(headers: Headers) {
  return (await c.ok('GET', '/orders/get', headers)).json<CustomerOrderList>();
}

async function ordersOf(customerId: number) {
  return db().selectFrom('customer_order').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

async function paymentOf(orderId: number) {
  return db()
    .selectFrom('recurring_payment')
    .selectAll()
    .where('initial_order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function stockOf(productId: number) {
  const row = await db()
    .selectFrom('product')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  second = openDatabase(t.database.url, { poolSize: 4 });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('placement', () => {
  it('starts a subscription with the order: cycle 1 is the order, the next due one cycle later', async () => {
    clock.set(START);
    const coffee = await subscriptionProduct('اشتراک ماهانه قهوه', { length: 1, period: 'month', total: 6 });
    const shopper = await subscribe(coffee);

    const payment = await paymentOf(shopper.orderId);
    expect(payment).toMatchObject({
      customer_id: shopper.id,
      cycle_length: 1,
      cycle_period: 'month',
      total_cycles: 6,
      cycles_done: 1,
      is_active: 1,
      last_payment_failed: 0,
      start_at: START,
      // ۱ دی ۱۴۰۵, same hour in Tehran.
      next_payment_at: '2026-12-22T10:00:00.000Z',
    });
    const history = await db()
      .selectFrom('recurring_payment_history')
      .selectAll()
      .where('recurring_payment_id', '=', payment.id)
      .execute();
    expect(history).toMatchObject([{ cycle_number: 1, order_id: shopper.orderId, error: null }]);

    const list = await listOf(shopper.headers);
    expect(list.RecurringOrders).toEqual<RecurringOrder[]>([
      {
        Id: payment.id,
        StartDate: expect.any(String) as string,
        CycleInfo: 'هر ۱ ماه',
        NextPayment: expect.any(String) as string,
        TotalCycles: 6,
        CyclesRemaining: 5,
        InitialOrderId: shopper.orderId,
        InitialOrderNumber: list.Orders[0]?.CustomOrderNumber ?? '',
        IsActive: true,
        Status: 'فعال',
        CanCancel: true,
      },
    ]);
    // ISO on the wire; on the Jalali calendar the subscription starts ۱ آذر and next orders ۱ دی.
    const [entry] = list.RecurringOrders;
    expect(jalaliDateText(entry?.StartDate ?? '')).toBe('۱ آذر ۱۴۰۵');
    expect(jalaliDateText(entry?.NextPayment ?? '')).toBe('۱ دی ۱۴۰۵');
    expect(list.RecurringPaymentErrors).toEqual([]);
  });

  it('refuses a cart whose subscription products have different cycles, and writes nothing', async () => {
    const monthly = await subscriptionProduct('قهوهٔ ماهانه', { length: 1, period: 'month', total: 6 });
    const weekly = await subscriptionProduct('شیر هفتگی', { length: 1, period: 'week', total: 6 });
    const shopper = await c.readyShopper({ lines: [{ productId: monthly }, { productId: weekly }] });
    const stock = await stockOf(monthly);

    const res = await c.place(shopper.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ Message: string }>().Message).toBe(recurringMessages.conflictingCycles);
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await stockOf(monthly)).toBe(stock);
    expect((await listOf(shopper.headers)).RecurringOrders).toEqual([]);
  });

  it('makes no subscription for an order without subscription products', async () => {
    const plain = await catalogFixture(db()).product({ name: 'فنجان', price: 500_000, stock: 5 });
    const shopper = await c.readyShopper({ lines: [{ productId: plain }] });
    expect((await c.place(shopper.headers)).statusCode).toBe(200);
    expect((await listOf(shopper.headers)).RecurringOrders).toEqual([]);
  });
});

describe('cancel', () => {
  it("cancels the customer's own subscription (twice is fine); someone else's is a 404", async () => {
    clock.set(START);
    const coffee = await subscriptionProduct('اشتراک چای', { length: 2, period: 'week', total: 4 });
    const owner = await subscribe(coffee);
    const { id } = await paymentOf(owner.orderId);
    const stranger = await c.customer();

    const refused = await c.call('POST', `/orders/recurring/cancel/${id}`, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ Message: string }>().Message).toBe(recurringMessages.notFound);
    expect((await c.call('POST', '/orders/recurring/cancel/999999', owner.headers)).statusCode).toBe(404);
    expect((await c.call('POST', `/orders/recurring/cancel/${id}`, {})).statusCode).toBe(401);

    const cancelled = (await c.ok('POST', `/orders/recurring/cancel/${id}`, owner.headers)).json<RecurringOrder>();
    expect(cancelled).toMatchObject({
      Id: id,
      CycleInfo: 'هر ۲ هفته',
      NextPayment: null,
      CyclesRemaining: 3,
      IsActive: false,
      Status: 'لغو شده',
      CanCancel: false,
    });
    expect((await c.ok('POST', `/orders/recurring/cancel/${id}`, owner.headers)).json<RecurringOrder>()).toEqual(
      cancelled,
    );
    expect((await listOf(owner.headers)).RecurringOrders).toEqual([cancelled]);

    // A cancelled subscription is never processed.
    clock.set('2027-06-01T00:00:00.000Z');
    const report = await recurringService().process();
    expect(report.map((item) => item.recurringPaymentId)).not.toContain(id);
    expect(await ordersOf(owner.id)).toHaveLength(1);
  });
});

describe('recurring process', () => {
  it('makes the next order once when two processes run at the same time, then waits for the next cycle', async () => {
    clock.set(START);
    const beans = await subscriptionProduct('اشتراک دانه قهوه', { length: 1, period: 'month', total: 6 });
    const shopper = await subscribe(beans);
    const { id } = await paymentOf(shopper.orderId);
    await db().updateTable('product').set({ price: 2_000_000 }).where('id', '=', beans).execute();
    const stock = await stockOf(beans);

    clock.set('2026-12-22T10:00:00.000Z');
    // PostgreSQL: two pools, as two processes. SQLite: one connection per process, and a second one in
    // this process would block it while waiting (the CLI test runs two real processes on both databases).
    const otherDb = t.database.dialect === 'postgres' ? second.kysely : db();
    const [first, other] = await Promise.all([recurringService().process(), recurringService(otherDb).process()]);
    const outcomes = [...first, ...other].filter((item) => item.recurringPaymentId === id).map((i) => i.outcome.kind);
    expect(outcomes.filter((kind) => kind === 'ordered')).toHaveLength(1);
    expect(outcomes.filter((kind) => kind !== 'ordered' && kind !== 'skipped')).toEqual([]);

    const orders = await ordersOf(shopper.id);
    expect(orders).toHaveLength(2);
    const next = orders[1];
    expect(next).toMatchObject({
      payment_method: 'Payments.CashOnDelivery',
      order_status: 20,
      payment_status: 10,
      shipping_method: orders[0]?.shipping_method,
      shipping_fee: orders[0]?.shipping_fee,
      // Re-priced from the catalogue: two at today's price.
      subtotal: 4_000_000,
      created_at: '2026-12-22T10:00:00.000Z',
    });
    expect(await stockOf(beans)).toBe(stock - 2);
    const addresses = await db()
      .selectFrom('order_address')
      .select(['kind', 'address1', 'city_name'])
      .where('order_id', '=', next?.id ?? 0)
      .orderBy('kind')
      .execute();
    expect(addresses).toEqual([
      { kind: 'billing', address1: 'خیابان ولیعصر، کوچهٔ بهار، پلاک ۷', city_name: 'تهران' },
      { kind: 'shipping', address1: 'خیابان ولیعصر، کوچهٔ بهار، پلاک ۷', city_name: 'تهران' },
    ]);
    // A month on, the shopper signs in again (access tokens last 30 days from their last use).
    const headers = await signIn(shopper.id);
    const details = (await c.ok('GET', `/orders/getbyid/${next?.id}`, headers)).json<OrderDetails>();
    expect(details.Items).toMatchObject([{ ProductId: beans, Quantity: 2, UnitPriceValue: 2_000_000 }]);
    expect(details.OrderNotes[0]?.Note).toContain('دورهٔ ۲ از ۶');

    expect(await paymentOf(shopper.orderId)).toMatchObject({
      cycles_done: 2,
      is_active: 1,
      // ۱ بهمن ۱۴۰۵: counted from the start, on the Jalali calendar.
      next_payment_at: '2027-01-21T10:00:00.000Z',
    });
    const entry = (await listOf(headers)).RecurringOrders.find((item) => item.Id === id);
    expect(entry).toMatchObject({ NextPayment: '2027-01-21T10:00:00.000Z', CyclesRemaining: 4, CanCancel: true });

    // Again the same day: nothing is due.
    expect((await recurringService().process()).filter((item) => item.recurringPaymentId === id)).toEqual([]);
    expect(await ordersOf(shopper.id)).toHaveLength(2);
  });

  it('sends the customer the payment link when the subscription is paid online', async () => {
    clock.set(START);
    const beans = await subscriptionProduct('اشتراک قهوهٔ برشته', { length: 10, period: 'day', total: 3 });
    const shopper = await subscribe(beans, 'Payments.SandboxBank');
    const customer = await db()
      .selectFrom('customer')
      .select('mobile')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();

    clock.set('2026-12-02T10:00:00.000Z');
    await recurringService().process();
    const next = (await ordersOf(shopper.id))[1];
    expect(next).toMatchObject({
      payment_method: 'Payments.SandboxBank',
      order_status: 10,
      payment_status: 10,
      // RecurringOrderPaymentHoldHours (72) to pay.
      hold_expires_at: '2026-12-05T10:00:00.000Z',
    });
    const sms = await db()
      .selectFrom('outbox_message')
      .select('body')
      .where('recipient', '=', customer.mobile ?? '')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain(`https://shop.example.com/order-details/${next?.id}`);
    expect(sms.body).toContain('لطفاً آن را پرداخت کنید');
  });

  it('keeps a failed cycle, shows it to the customer and tries again on the next run', async () => {
    clock.set(START);
    const beans = await subscriptionProduct('اشتراک قهوهٔ اسپرسو', { length: 1, period: 'week', total: 4 });
    const shopper = await subscribe(beans);
    const before = await paymentOf(shopper.orderId);
    await db().updateTable('product').set({ published: 0 }).where('id', '=', beans).execute();

    clock.set('2026-11-29T10:00:00.000Z');
    const [failed] = (await recurringService().process()).filter((item) => item.recurringPaymentId === before.id);
    expect(failed?.outcome).toEqual({
      kind: 'failed',
      error: recurringMessages.productNotOnSale('اشتراک قهوهٔ اسپرسو'),
    });
    expect(await ordersOf(shopper.id)).toHaveLength(1);
    expect(await paymentOf(shopper.orderId)).toMatchObject({
      cycles_done: 1,
      last_payment_failed: 1,
      next_payment_at: before.next_payment_at,
    });
    const list = await listOf(shopper.headers);
    expect(list.RecurringPaymentErrors).toEqual([
      recurringMessages.paymentError(
        2,
        orderNumberInText(toLatinDigits(list.RecurringOrders[0]?.InitialOrderNumber ?? '')),
        recurringMessages.productNotOnSale('اشتراک قهوهٔ اسپرسو'),
      ),
    ]);
    expect(list.RecurringPaymentErrors[0]).toContain('دورهٔ ۲');

    // Still failing: tried again, still listed once.
    clock.advance(3_600_000);
    await recurringService().process();
    expect((await listOf(shopper.headers)).RecurringPaymentErrors).toHaveLength(1);

    await db().updateTable('product').set({ published: 1 }).where('id', '=', beans).execute();
    clock.advance(3_600_000);
    const [retried] = (await recurringService().process()).filter((item) => item.recurringPaymentId === before.id);
    expect(retried?.outcome.kind).toBe('ordered');
    expect(await ordersOf(shopper.id)).toHaveLength(2);
    expect(await paymentOf(shopper.orderId)).toMatchObject({ cycles_done: 2, last_payment_failed: 0 });
    expect((await listOf(shopper.headers)).RecurringPaymentErrors).toEqual([]);
  });

  it('refuses a cycle when the stock ran out (nothing taken), and makes it when stock is back', async () => {
    clock.set(START);
    const beans = await subscriptionProduct('اشتراک قهوهٔ کنیا', { length: 1, period: 'day', total: 3 }, 3);
    const shopper = await subscribe(beans);
    expect(await stockOf(beans)).toBe(1);

    clock.set('2026-11-23T10:00:00.000Z');
    const [failed] = (await recurringService().process()).filter((item) => item.initialOrderId === shopper.orderId);
    expect(failed?.outcome).toEqual({ kind: 'failed', error: recurringMessages.outOfStock('اشتراک قهوهٔ کنیا') });
    expect(await stockOf(beans)).toBe(1);
    expect(await ordersOf(shopper.id)).toHaveLength(1);

    await db().updateTable('product').set({ stock_quantity: 10 }).where('id', '=', beans).execute();
    await recurringService().process();
    expect(await ordersOf(shopper.id)).toHaveLength(2);
    expect(await stockOf(beans)).toBe(8);
  });

  it('ends the subscription after its last cycle', async () => {
    clock.set(START);
    const beans = await subscriptionProduct('اشتراک دوهفته‌ای', { length: 1, period: 'week', total: 2 });
    const shopper = await subscribe(beans);
    const { id } = await paymentOf(shopper.orderId);

    clock.set('2026-11-29T10:00:00.000Z');
    const [last] = (await recurringService().process()).filter((item) => item.recurringPaymentId === id);
    expect(last?.outcome).toMatchObject({ kind: 'ordered', finished: true });
    expect(await paymentOf(shopper.orderId)).toMatchObject({ cycles_done: 2, is_active: 0 });
    const entry = (await listOf(shopper.headers)).RecurringOrders.find((item) => item.Id === id);
    expect(entry).toMatchObject({
      CyclesRemaining: 0,
      NextPayment: null,
      IsActive: false,
      Status: 'پایان یافته',
      CanCancel: false,
    });

    clock.set('2026-12-20T00:00:00.000Z');
    expect((await recurringService().process()).filter((item) => item.recurringPaymentId === id)).toEqual([]);
    expect(await ordersOf(shopper.id)).toHaveLength(2);
  });

  it('stops when the initial order was cancelled', async () => {
    clock.set(START);
    const beans = await subscriptionProduct('اشتراک لغوشده', { length: 1, period: 'day', total: 5 });
    const shopper = await subscribe(beans);
    await c.ok('POST', `/orders/cancel/${shopper.orderId}`, shopper.headers);
    const { id } = await paymentOf(shopper.orderId);

    clock.set('2026-11-25T10:00:00.000Z');
    expect((await recurringService().process()).filter((item) => item.recurringPaymentId === id)).toEqual([]);
    expect((await listOf(shopper.headers)).RecurringOrders).toMatchObject([
      { Id: id, IsActive: false, CanCancel: false, NextPayment: null, Status: 'لغو شده' },
    ]);
  });
});

describe('the cycle calendar', () => {
  it('counts months on the Jalali calendar in Tehran, clamped to the shorter months', () => {
    // ۳۱ شهریور ۱۴۰۵, 09:00 in Tehran.
    const start = new Date('2026-09-22T05:30:00.000Z');
    const monthly = { length: 1, period: 'month' as const };
    // ۳۰ مهر, ۳۰ آبان, then ۳۱ فروردین ۱۴۰۶ seven months on: every date from the start.
    expect(afterCycles(start, monthly, 1).toISOString()).toBe('2026-10-22T05:30:00.000Z');
    expect(afterCycles(start, monthly, 2).toISOString()).toBe('2026-11-21T05:30:00.000Z');
    expect(afterCycles(start, monthly, 7).toISOString()).toBe('2027-04-20T05:30:00.000Z');
    expect(afterCycles(start, { length: 1, period: 'year' }, 1).toISOString()).toBe('2027-09-22T05:30:00.000Z');
    expect(afterCycles(start, { length: 2, period: 'week' }, 1).toISOString()).toBe('2026-10-06T05:30:00.000Z');
  });
});
