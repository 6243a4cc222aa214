/**
 * The shopper's orders after placement through HTTP: an order shown only to its shopper, and the
 * shopper's cancellation giving everything back once. Runs on SQLite and, with TEST_DATABASE_URL,
 * on PostgreSQL (where the two cancellations really overlap).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, PlaceOrderResponse } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createGiftCardsService } from '../cart/index.js';
import { createSettingsService } from '../settings/index.js';
import { orderMessages } from './orders.messages.js';

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
const product = { mug: 0, kettle: 0 };
const db = () => t.database.kysely;

async function stockOf(productId: number): Promise<number> {
  const row = await db()
    .selectFrom('product')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}
async function placed(headers: Headers): Promise<PlaceOrderResponse> {
  const res = await c.place(headers, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlaceOrderResponse>();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  const f = catalogFixture(db());
  product.mug = await f.product({ name: 'ماگ سفالی', price: 2_000_000, stock: 1000 });
  product.kettle = await f.product({ name: 'کتری برقی', price: 8_000_000, stock: 1000 });
  const settings = createSettingsService({ db: db(), clock, cacheTtlMs: 0 });
  await settings.set('CashOnDeliveryMaximumAmount', '30000000');
});
afterAll(() => t.close());

describe("the shopper's order", () => {
  it('shows an order only to its shopper', async () => {
    const owner = await c.readyShopper({ lines: [{ productId: product.mug }] });
    const answer = await placed(owner.headers);
    const stranger = await c.customer();
    for (const [method, url] of [
      ['GET', `/orders/getbyid/${answer.Result.OrderId}`],
      ['POST', `/orders/cancel/${answer.Result.OrderId}`],
    ] as const) {
      const res = await c.call(method, url, stranger.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Success: false, Message: orderMessages.orderNotFound });
    }
    const guest = await c.call('GET', `/orders/getbyid/${answer.Result.OrderId}`, {
      'guest-customer-id': randomUUID(),
    });
    expect(guest.statusCode).toBe(404);
  });
});

describe('cancellation by the shopper', () => {
  it('gives back the stock and the gift card, once', async () => {
    const code = await createGiftCardsService({ db: db(), clock }).issue({
      amountRial: 1_000_000,
      code: `PART-${randomUUID().slice(0, 8)}`,
    });
    const before = await stockOf(product.kettle);
    const shopper = await c.readyShopper({ lines: [{ productId: product.kettle }] });
    await c.ok('POST', '/cart/applygiftcard', shopper.headers, { GiftCardCode: code });
    const answer = await placed(shopper.headers);
    expect(await stockOf(product.kettle)).toBe(before - 1);

    const [first, second] = await Promise.all([
      c.call('POST', `/orders/cancel/${answer.Result.OrderId}`, shopper.headers),
      c.call('POST', `/orders/cancel/${answer.Result.OrderId}`, shopper.headers),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    expect(await stockOf(product.kettle)).toBe(before);
    const usages = await db()
      .selectFrom('gift_card_usage as u')
      .innerJoin('gift_card as g', 'g.id', 'u.gift_card_id')
      .select('u.id')
      .where('g.code', '=', code)
      .execute();
    expect(usages).toEqual([]);
    const details = (
      await c.ok('GET', `/orders/getbyid/${answer.Result.OrderId}`, shopper.headers)
    ).json<OrderDetails>();
    expect(details).toMatchObject({ OrderStatusValue: 40, PaymentStatusValue: 50, CanCancel: false });
    expect(details.OrderNotes.at(-1)?.Note).toBe(orderMessages.noteCancelled(orderMessages.cancelledByShopper));
  });
});
