/**
 * The sweep of unpaid online orders: asks the gateway first, then cancels and restocks an order
 * whose hold expired, once, even when several sweeps run at the same time (on PostgreSQL they
 * really overlap: the pool has several connections). A payment arriving after the cancellation is
 * recorded, and the order stays cancelled for a refund.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { insertGuestCustomer } from '../../testing/customer-fixture.js';
import { insertUnpaidOnlineOrder } from '../../testing/order-fixture.js';
import { paymentSteps } from '../../testing/payment-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const clock = manualClock('2026-11-25T08:00:00.000Z');
let productId: number;
const STOCK = 40;

async function shopperWithOrder(quantity = 3) {
  const db = t.database.kysely;
  const guest = await insertGuestCustomer(db);
  const order = await insertUnpaidOnlineOrder(db, {
    customerId: guest.id,
    productId,
    quantity,
    unitPrice: 700_000,
    holdExpiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    now: clock.now().toISOString(),
  });
  return { headers: { 'guest-customer-id': guest.guid }, order };
}

const steps = () => paymentSteps(t);
const startPayment = (orderId: number, headers: Record<string, string>) => steps().startPayment(orderId, headers);
const payAtBank = (page: URL) => steps().press(page, 'pay');
const returnFromBank = (callback: URL) => steps().follow(callback);
const orderRow = (id: number) => steps().orderRow(id);
const notesOf = (id: number) => steps().notesOf(id);
const stock = () => steps().stockOf(productId);

beforeAll(async () => {
  t = await createTestApp({ clock });
  productId = await catalogFixture(t.database.kysely).product({ name: 'چای ۵۰۰ گرمی', price: 700_000, stock: STOCK });
});
afterAll(() => t.close());

describe('payments sweep', () => {
  it('leaves orders whose hold has not expired', async () => {
    const { order } = await shopperWithOrder(1);
    const report = await t.app.paymentsSweep.run();
    expect(report.cancelled).not.toContain(order.id);
    expect((await orderRow(order.id)).order_status).toBe(ORDER_STATUS.Pending);
    // Cancelled by the next test's sweep along with the others; nothing to give back twice.
  });

  it('cancels and restocks an expired order exactly once when sweeps run in parallel', async () => {
    const before = await stock();
    const { order } = await shopperWithOrder(3);
    // This shopper went to the bank and never came back: the bank says not paid.
    const { order: abandoned, headers } = await shopperWithOrder(2);
    await startPayment(abandoned.id, headers);
    expect(await stock()).toBe(before - 5);
    clock.advance(31 * 60_000);

    const reports = await Promise.all([
      t.app.paymentsSweep.run(),
      t.app.paymentsSweep.run(),
      t.app.paymentsSweep.run(),
    ]);
    const cancelled = reports.flatMap((r) => r.cancelled);
    expect(cancelled.filter((id) => id === order.id)).toHaveLength(1);
    expect(cancelled.filter((id) => id === abandoned.id)).toHaveLength(1);
    // The order of the first test (1 unit) expired too.
    expect(await stock()).toBe(before + 1);
    const row = await orderRow(order.id);
    expect(row.order_status).toBe(ORDER_STATUS.Cancelled);
    expect(row.payment_status).toBe(PAYMENT_STATUS.Voided);
    expect((await notesOf(order.id)).filter((n) => n.includes('پرداخت در مهلت انجام نشد'))).toHaveLength(1);

    const again = await t.app.paymentsSweep.run();
    expect(again.cancelled).toHaveLength(0);
    expect(await stock()).toBe(before + 1);
  });

  it('asks the bank first: a payment whose return never came is applied, not cancelled; the late return shows success', async () => {
    const { headers, order } = await shopperWithOrder(1);
    const before = await stock();
    const callback = await payAtBank(await startPayment(order.id, headers));
    clock.advance(31 * 60_000);

    const report = await t.app.paymentsSweep.run();
    expect(report.paid).toContain(order.id);
    expect(report.cancelled).not.toContain(order.id);
    const row = await orderRow(order.id);
    expect(row.payment_status).toBe(PAYMENT_STATUS.Paid);
    expect(row.order_status).toBe(ORDER_STATUS.Processing);
    expect(await stock()).toBe(before);

    // The shopper's browser arrives after the sweep applied the payment: same state, success.
    const result = await returnFromBank(callback);
    expect(result.searchParams.get('success')).toBe('true');
    expect((await notesOf(order.id)).filter((n) => n.includes('پرداخت تأیید شد'))).toHaveLength(1);
  });

  it('a payment made after the sweep cancelled the order is recorded; the order stays cancelled and needs a refund', async () => {
    const { headers, order } = await shopperWithOrder(2);
    const page = await startPayment(order.id, headers);
    clock.advance(31 * 60_000);
    const stockBeforeSweep = await stock();
    expect((await t.app.paymentsSweep.run()).cancelled).toContain(order.id);
    expect(await stock()).toBe(stockBeforeSweep + 2);

    // The shopper was still on the bank's page and pays now.
    const result = await returnFromBank(await payAtBank(page));
    expect(result.searchParams.get('success')).toBe('false');
    expect(result.searchParams.get('message')).toMatch(/لغو شده بود/);
    const row = await orderRow(order.id);
    expect(row.order_status).toBe(ORDER_STATUS.Cancelled);
    expect(row.payment_status).toBe(PAYMENT_STATUS.Paid);
    expect(await stock()).toBe(stockBeforeSweep + 2);
    const payment = await t.database.kysely
      .selectFrom('payment_transaction')
      .select('status')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('paid');
    // A replay of that return changes nothing more.
    expect((await returnFromBank(await payAtBank(page))).searchParams.get('success')).toBe('false');
    expect((await notesOf(order.id)).filter((n) => n.includes('پرداخت تأیید شد'))).toHaveLength(1);
  });
});
