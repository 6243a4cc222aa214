/**
 * The operator CLI's order commands on orders placed through the API: listing, showing, cheques
 * accepted and rejected, shipping with a tracking code, delivery (cash collected), cancellation
 * giving the stock back; each prints what it changed, and a repeat changes nothing.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, PlaceOrderResponse } from '@sabad/contract';
import { systemClock } from './lib/clock.js';
import { catalogFixture } from './testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from './testing/checkout-fixture.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { runCliOn } from './testing/cli-runner.js';

let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = checkoutFixture(t, systemClock);
  productId = await catalogFixture(t.database.kysely).product({ name: 'فلاسک چای', price: 2_500_000, stock: 10 });
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCliOn(t.database.url, args);

async function placeOrder(payment: string): Promise<{ headers: Headers; number: string; id: number }> {
  const shopper = await c.readyShopper({ lines: [{ productId }], payment });
  if (payment === 'Payments.CheckVertex') {
    await c.ok('POST', '/CheckVertex/AddNewCheck', shopper.headers, {
      Holder: 'مریم احمدی',
      // Every Sayadi id is registered once.
      Serial: Array.from({ length: 16 }, () => randomInt(10)).join(''),
      Amount: 3_400_000,
      Date: '1406/01/15',
    });
  }
  const res = await c.place(shopper.headers);
  expect(res.statusCode, res.body).toBe(200);
  const { Result } = res.json<PlaceOrderResponse>();
  return { headers: shopper.headers, number: Result.CustomOrderNumber, id: Result.OrderId };
}

async function details(order: { headers: Headers; id: number }) {
  return (await c.ok('GET', `/orders/getbyid/${order.id}`, order.headers)).json<OrderDetails>();
}

async function stock() {
  const row = await t.database.kysely
    .selectFrom('product')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

describe('order commands', () => {
  it('ships with a tracking code, then delivers a cash-on-delivery order: paid and complete', async () => {
    const order = await placeOrder('Payments.CashOnDelivery');
    const listed = await cli('orders', 'list', '--status', 'processing');
    expect(listed.out).toContain('Payments.CashOnDelivery');

    const shipped = await cli('order', 'ship', order.number, '--tracking', 'TPX-77120');
    expect(shipped).toMatchObject({ code: 0 });
    expect(shipped.out).toContain('ship done');
    const again = await cli('order', 'ship', order.number, '--tracking', 'TPX-77120');
    expect(again.code).toBe(1);
    expect(again.out).toContain('nothing changed');

    expect((await cli('order', 'deliver', order.number)).out).toContain('deliver done');
    expect(await details(order)).toMatchObject({
      OrderStatusValue: 30,
      PaymentStatusValue: 30,
      ShippingStatusValue: 40,
      Shipments: [{ TrackingNumber: 'TPX-77120' }],
    });
    const shown = await cli('order', 'show', order.number);
    expect(shown.out).toContain('shipment TPX-77120');
    expect(shown.out).toContain('تکمیل شده');
    // The operator's changes are audited as the back office's are, the one that changed nothing not at all.
    const audited = await t.database.kysely
      .selectFrom('audit_log')
      .select(['staff_id', 'staff_email', 'action', 'after_json'])
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', String(order.id))
      .orderBy('id')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['order.ship', 'order.deliver']);
    expect(audited[0]).toMatchObject({ staff_id: null, staff_email: expect.stringMatching(/^cli:/) });
    expect(JSON.parse(audited[0]?.after_json ?? '{}')).toMatchObject({ trackingNumber: 'TPX-77120' });
  });

  it('records a refund of a paid order, never more than is left, and says when nothing changed', async () => {
    const order = await placeOrder('Payments.CashOnDelivery');
    expect((await cli('order', 'refund', order.number, '--amount', '100')).code).toBe(1);
    await cli('order', 'ship', order.number, '--tracking', 'TPX-55001');
    await cli('order', 'deliver', order.number);
    const totalToman = (await details(order)).OrderTotalValue / 10;
    // Toman, as the CLI's other amounts: 10,000 Toman is 100,000 Rial.
    const part = await cli('order', 'refund', order.number, '--amount', '۱۰۰۰۰', '--reference', 'شبا ۸۸۲');
    expect(part).toMatchObject({ code: 0 });
    expect(part.out).toContain('refund done');
    expect(await details(order)).toMatchObject({ PaymentStatusValue: 35 });
    const refunded = await t.database.kysely
      .selectFrom('customer_order')
      .select('refunded_amount')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(refunded.refunded_amount)).toBe(100_000);
    const over = await cli('order', 'refund', order.number, '--amount', String(totalToman));
    expect(over.code).toBe(1);
    expect(over.out).toContain('nothing changed');
    expect((await cli('order', 'refund', order.number, '--amount', String(totalToman - 10_000))).code).toBe(0);
    expect(await details(order)).toMatchObject({ PaymentStatusValue: 40 });
    expect((await cli('order', 'refund', order.number, '--amount', '0')).code).toBe(2);
  });

  it('accepts the cheques of a cheque order (Paid), and rejects another (Pending, the shopper told by a note)', async () => {
    const accepted = await placeOrder('Payments.CheckVertex');
    expect((await cli('order', 'cheques', 'accept', accepted.number)).out).toContain('accept-cheques done');
    expect(await details(accepted)).toMatchObject({ PaymentStatusValue: 30, OrderStatusValue: 20 });

    const rejected = await placeOrder('Payments.CheckVertex');
    expect((await cli('order', 'cheques', 'reject', rejected.number)).out).toContain('reject-cheques done');
    const after = await details(rejected);
    expect(after).toMatchObject({ PaymentStatusValue: 10, OrderStatusValue: 10 });
    expect(after.OrderNotes.at(-1)?.Note).toContain('چک');

    // New cheques that cover the order put it back under review.
    await c.ok('POST', '/CheckVertex/AddNewCheck', rejected.headers, {
      Holder: 'مریم احمدی',
      Serial: Array.from({ length: 16 }, () => randomInt(10)).join(''),
      Amount: 3_400_000,
      Date: '1406/02/01',
      OrderId: rejected.id,
    });
    expect(await details(rejected)).toMatchObject({ PaymentStatusValue: 20, OrderStatusValue: 20 });
    expect((await cli('order', 'cheques', 'accept', rejected.number)).out).toContain('accept-cheques done');
    expect((await details(rejected)).PaymentStatusValue).toBe(30);
  });

  it('cancels an order and gives the stock back, once', async () => {
    const before = await stock();
    const order = await placeOrder('Payments.CashOnDelivery');
    expect(await stock()).toBe(before - 1);
    expect((await cli('order', 'cancel', order.number)).out).toContain('cancel done');
    expect(await cli('order', 'cancel', order.number)).toMatchObject({
      code: 1,
      out: expect.stringContaining('nothing changed'),
    });
    expect(await stock()).toBe(before);
    expect((await details(order)).OrderStatusValue).toBe(40);
  });

  it('refuses an unknown order number (exit 1) and answers a bad option with usage (exit 2)', async () => {
    const unknown = await cli('order', 'deliver', '1405-999999');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No order numbered 1405-999999');
    expect((await cli('orders', 'list', '--status', 'lost')).code).toBe(2);
    expect((await cli('order', 'ship', '1405-999999', '--tracking', ' ')).code).toBe(2);
  });
});
