/**
 * The shopper's orders after placement (issue 12) through HTTP: the paged list (only one's own),
 * the details in full, reorder (buyable lines back in the cart, the others named), the printable
 * invoice (HTML, escaped, Persian digits), and cancellation giving stock, gift card, points and the
 * discount use back exactly once. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CartItemList,
  CustomerOrderList,
  OrderDetails,
  PlaceOrderResponse,
  ReorderResponse,
} from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { insertUnpaidOnlineOrder } from '../../testing/order-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createGiftCardsService } from '../cart/index.js';
import { createDiscountCodes } from '../discounts/index.js';
import { createRewardPointsLedger } from '../reward-points/index.js';
import { createSettingsService } from '../settings/index.js';
import { orderMessages } from './orders.messages.js';

const rewardPoints = createRewardPointsLedger();

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
const db = () => t.database.kysely;
const settings = () => createSettingsService({ db: db(), clock, cacheTtlMs: 0 });
const product = { mug: 0, kettle: 0, shirt: 0 };
const colour = { mappingId: 0, blue: 0, red: 0 };

async function placed(headers: Headers): Promise<PlaceOrderResponse['Result']> {
  const res = await c.place(headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlaceOrderResponse>().Result;
}
async function stockOf(productId: number): Promise<number> {
  const row = await db()
    .selectFrom('product')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}
const cartOf = async (headers: Headers) => (await c.ok('GET', '/cart/getitems', headers)).json<CartItemList>();
const blueShirt = () => [{ Key: String(colour.mappingId), Value: String(colour.blue) }];

/** A customer's order of two mugs and a blue shirt, by cash on delivery (Processing, cancellable). */
async function orderWithTwoLines() {
  const shopper = await c.customer();
  await c.ok('POST', '/cart/add', shopper.headers, { ProductId: product.shirt, Quantity: 1, Attributes: blueShirt() });
  await c.prepare(shopper, { lines: [{ productId: product.mug, quantity: 2 }] });
  const order = await placed(shopper.headers);
  return { shopper, orderId: order.OrderId };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  const f = catalogFixture(db());
  const picture = await f.picture({ seo: 'mug' });
  product.mug = await f.product({ name: 'ماگ سفالی', price: 2_000_000, stock: 1000, pictureIds: [picture] });
  product.kettle = await f.product({ name: 'کتری برقی', price: 8_000_000, stock: 1000 });
  product.shirt = await f.product({ name: 'پیراهن نخی', price: 5_000_000, stock: 1000 });
  const attribute = await f.attribute(product.shirt, { name: 'رنگ', values: [{ name: 'آبی' }, { name: 'قرمز' }] });
  colour.mappingId = attribute.mappingId;
  [colour.blue = 0, colour.red = 0] = attribute.valueIds;
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set('2026-11-22T06:00:00.000Z');
  for (const [name, value] of [
    ['MinimumOrderPlacementInterval', '0'],
    ['IsReOrderAllowed', 'true'],
    ['DefaultPageSize', '10'],
    ['StoreName', 'سبد'],
  ] as const) {
    await settings().set(name, value);
  }
});

describe('the customer’s orders (GET orders/get)', () => {
  it('pages the customer’s own orders, newest first, with Persian statuses and totals', async () => {
    const me = await c.customer();
    const other = await c.customer();
    const ids: number[] = [];
    for (const [index, at] of [
      '2026-11-01T08:00:00.000Z',
      '2026-11-03T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ].entries()) {
      const order = await insertUnpaidOnlineOrder(db(), {
        customerId: me.id,
        productId: product.kettle,
        quantity: index + 1,
        unitPrice: 8_000_000,
        holdExpiresAt: '2026-12-01T00:00:00.000Z',
        now: at,
      });
      ids.push(order.id);
    }
    await insertUnpaidOnlineOrder(db(), {
      customerId: other.id,
      productId: product.kettle,
      quantity: 1,
      unitPrice: 8_000_000,
      holdExpiresAt: '2026-12-01T00:00:00.000Z',
      now: '2026-11-04T08:00:00.000Z',
    });

    const first = (await c.ok('GET', '/orders/get?pageNumber=1&pageSize=2', me.headers)).json<CustomerOrderList>();
    expect(first).toMatchObject({ PageNumber: 1, PageSize: 2, TotalPages: 2, TotalRecords: 3 });
    expect(first.Orders.map((order) => order.Id)).toEqual([ids[1], ids[2]]);
    expect(first.Orders[0]).toMatchObject({
      CustomOrderNumber: expect.stringMatching(/^۱۴۰۵-[۰-۹]{6}$/) as unknown,
      CreatedOn: '2026-11-03T08:00:00.000Z',
      OrderStatus: 'در انتظار پرداخت',
      PaymentStatus: 'در انتظار پرداخت',
      ShippingStatus: 'ارسال نشده',
      OrderTotal: '۱٬۶۰۰٬۰۰۰ تومان',
      OrderTotalValue: 16_000_000,
    });
    const second = (await c.ok('GET', '/orders/get?pageNumber=2&pageSize=2', me.headers)).json<CustomerOrderList>();
    expect(second.Orders.map((order) => order.Id)).toEqual([ids[0]]);
    expect(second).toMatchObject({ PageNumber: 2, TotalPages: 2, TotalRecords: 3 });
  });

  it('takes the page size from DefaultPageSize, refuses a bad page in Persian, and needs an account', async () => {
    const me = await c.customer();
    for (let i = 0; i < 3; i += 1) {
      await insertUnpaidOnlineOrder(db(), {
        customerId: me.id,
        productId: product.kettle,
        quantity: 1,
        unitPrice: 8_000_000,
        holdExpiresAt: '2026-12-01T00:00:00.000Z',
        now: `2026-11-0${i + 1}T08:00:00.000Z`,
      });
    }
    await settings().set('DefaultPageSize', '2');
    const page = (await c.ok('GET', '/orders/get', me.headers)).json<CustomerOrderList>();
    expect(page).toMatchObject({ PageNumber: 1, PageSize: 2, TotalPages: 2, TotalRecords: 3 });
    expect(page.Orders).toHaveLength(2);

    const bad = await c.call('GET', '/orders/get?pageSize=0', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Message: string }>().Message).toMatch(/[آ-ی]/);
    const none = (await c.ok('GET', '/orders/get', (await c.customer()).headers)).json<CustomerOrderList>();
    expect(none).toMatchObject({ Orders: [], TotalRecords: 0, TotalPages: 0 });
    expect((await c.call('GET', '/orders/get', { 'guest-customer-id': randomUUID() })).statusCode).toBe(401);
  });
});

describe('an order in full (GET orders/getbyid)', () => {
  it('carries the addresses, lines with pictures and attributes, the customer’s notes, shipments, tax and totals', async () => {
    const { shopper, orderId } = await orderWithTwoLines();
    const now = clock.now().toISOString();
    await db()
      .insertInto('order_note')
      .values([
        { order_id: orderId, note: 'یادداشت داخلی انبار', display_to_customer: 0, created_at: now },
        { order_id: orderId, note: 'بسته‌بندی هدیه انجام شد', display_to_customer: 1, created_at: now },
      ])
      .execute();
    await db()
      .insertInto('shipment')
      .values({
        order_id: orderId,
        tracking_number: 'TPX-55120',
        shipped_at: '2026-11-23T07:00:00.000Z',
        delivered_at: '2026-11-24T09:30:00.000Z',
      })
      .execute();

    const details = (await c.ok('GET', `/orders/getbyid/${orderId}`, shopper.headers)).json<OrderDetails>();
    expect(details).toMatchObject({
      Id: orderId,
      BillingAddress: { FirstName: 'مریم', City: 'تهران', ZipPostalCode: '1415913111' },
      ShippingAddress: { FirstName: 'مریم', Address1: 'خیابان ولیعصر، کوچهٔ بهار، پلاک ۷' },
      PickupAddress: null,
      ShippingMethod: 'تیپاکس',
      PaymentMethod: 'پرداخت در محل (نقدی یا کارتخوان)',
      OrderSubtotalValue: 9_000_000,
      OrderShippingValue: 900_000,
      OrderTotalValue: 9_900_000,
      // Prices include 10% VAT: 9,000,000 × 10 / 110.
      TaxValue: 818_182,
      TaxRates: [{ Rate: '۱۰٪', Value: '۸۱٬۸۱۸ تومان', ValueValue: 818_182 }],
      GiftCards: [],
      CanCancel: true,
      CanRePostProcessPayment: false,
      IsReturnRequestAllowed: false,
      IsReOrderAllowed: true,
    });
    const shirt = details.Items.find((item) => item.ProductId === product.shirt);
    const mug = details.Items.find((item) => item.ProductId === product.mug);
    expect(shirt).toMatchObject({
      ProductName: 'پیراهن نخی',
      AttributeInfo: 'رنگ: آبی',
      Attributes: blueShirt(),
      Quantity: 1,
      UnitPrice: '۵۰۰٬۰۰۰ تومان',
      SubTotalValue: 5_000_000,
    });
    expect(mug).toMatchObject({ Quantity: 2, SubTotal: '۴۰۰٬۰۰۰ تومان' });
    expect(mug?.PictureUrl).toMatch(/^\/images\/\d+\/thumb\/mug\.webp$/);
    expect(details.OrderNotes.map((note) => note.Note)).toContain('بسته‌بندی هدیه انجام شد');
    expect(details.OrderNotes.map((note) => note.Note)).not.toContain('یادداشت داخلی انبار');
    expect(details.Shipments).toEqual([
      {
        Id: expect.any(Number) as unknown,
        TrackingNumber: 'TPX-55120',
        ShippedDate: '2026-11-23T07:00:00.000Z',
        DeliveryDate: '2026-11-24T09:30:00.000Z',
      },
    ]);

    await settings().set('IsReOrderAllowed', 'false');
    expect(
      (await c.ok('GET', `/orders/getbyid/${orderId}`, shopper.headers)).json<OrderDetails>().IsReOrderAllowed,
    ).toBe(false);
  });

  it('answers another customer’s order and a guest’s with 404', async () => {
    const { orderId } = await orderWithTwoLines();
    const stranger = await c.customer();
    for (const headers of [stranger.headers, { 'guest-customer-id': randomUUID() }, {}]) {
      const res = await c.call('GET', `/orders/getbyid/${orderId}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Message: orderMessages.orderNotFound });
    }
  });
});

describe('reorder (POST orders/reorder)', () => {
  it('puts the buyable lines back with their attributes and names the unpublished product', async () => {
    const { shopper, orderId } = await orderWithTwoLines();
    await db().updateTable('product').set({ published: 0 }).where('id', '=', product.mug).execute();
    try {
      const res = await c.ok('POST', `/orders/reorder/${orderId}`, shopper.headers);
      const answer = res.json<ReorderResponse>();
      expect(answer).toMatchObject({ Success: true, Result: { AddedItems: 1 } });
      expect(answer.Message).toBe(orderMessages.reorderPartlyAdded(1, 2));
      expect(answer.Result.Warnings).toHaveLength(1);
      expect(answer.Result.Warnings[0]).toContain('«ماگ سفالی»');
      const cart = await cartOf(shopper.headers);
      expect(cart.Items).toHaveLength(1);
      expect(cart.Items[0]).toMatchObject({ ProductId: product.shirt, Quantity: 1, Attributes: blueShirt() });
    } finally {
      await db().updateTable('product').set({ published: 1 }).where('id', '=', product.mug).execute();
    }
  });

  it('adds everything when everything is buyable, and names a line whose attribute value is gone', async () => {
    const { shopper, orderId } = await orderWithTwoLines();
    const all = (await c.ok('POST', `/orders/reorder/${orderId}`, shopper.headers)).json<ReorderResponse>();
    expect(all).toMatchObject({
      Success: true,
      Message: orderMessages.reorderAdded,
      Result: { AddedItems: 2, Warnings: [] },
    });
    expect((await cartOf(shopper.headers)).Items.map((item) => [item.ProductId, item.Quantity]).sort()).toEqual(
      [
        [product.mug, 2],
        [product.shirt, 1],
      ].sort(),
    );

    // An order whose shirt was red, a colour the store no longer sells.
    const other = await c.customer();
    const red = [{ Key: String(colour.mappingId), Value: String(colour.red) }];
    await c.ok('POST', '/cart/add', other.headers, { ProductId: product.shirt, Quantity: 1, Attributes: red });
    await c.prepare(other, { lines: [{ productId: product.mug }] });
    const order = await placed(other.headers);
    const redRow = await db()
      .selectFrom('product_attribute_value')
      .selectAll()
      .where('id', '=', colour.red)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('product_attribute_value').where('id', '=', colour.red).execute();
    try {
      const answer = (await c.ok('POST', `/orders/reorder/${order.OrderId}`, other.headers)).json<ReorderResponse>();
      expect(answer.Result.AddedItems).toBe(1);
      expect(answer.Result.Warnings).toEqual([expect.stringContaining('«پیراهن نخی»') as unknown]);
    } finally {
      await db().insertInto('product_attribute_value').values(redRow).execute();
    }
  });

  it('says so when nothing can be bought any more', async () => {
    const { shopper, orderId } = await orderWithTwoLines();
    await db()
      .updateTable('product')
      .set({ stock_quantity: 0 })
      .where('id', 'in', [product.mug, product.shirt])
      .execute();
    const stocks = { mug: 1000, shirt: 1000 };
    try {
      const answer = (await c.ok('POST', `/orders/reorder/${orderId}`, shopper.headers)).json<ReorderResponse>();
      expect(answer).toMatchObject({ Success: false, Message: orderMessages.reorderNothingAdded });
      expect(answer.Result.Warnings).toHaveLength(2);
      expect((await cartOf(shopper.headers)).Items).toEqual([]);
    } finally {
      await db().updateTable('product').set({ stock_quantity: stocks.mug }).where('id', '=', product.mug).execute();
      await db().updateTable('product').set({ stock_quantity: stocks.shirt }).where('id', '=', product.shirt).execute();
    }
  });

  it('is refused in Persian when the store turned reorder off, and 404 for another customer’s order', async () => {
    const { shopper, orderId } = await orderWithTwoLines();
    const stranger = await c.customer();
    const foreign = await c.call('POST', `/orders/reorder/${orderId}`, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect((await cartOf(stranger.headers)).Items).toEqual([]);

    await settings().set('IsReOrderAllowed', 'false');
    const refused = await c.call('POST', `/orders/reorder/${orderId}`, shopper.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ Success: false, Message: orderMessages.reorderNotAllowed });
    expect((await cartOf(shopper.headers)).Items).toEqual([]);
  });
});

describe('the invoice (GET orders/invoice)', () => {
  it('is a Persian A4 HTML page, every value escaped, the store’s numbers Persian, names as sold', async () => {
    const f = catalogFixture(db());
    const risky = await f.product({ name: 'کتاب <script>alert("x")</script> & "نقل‌قول" 12', price: 1_230_000 });
    const mouse = await f.product({ name: 'ماوس MK270', price: 4_500_000 });
    await settings().set('StoreName', 'فروشگاه <b>سبد</b>');
    const shopper = await c.customer();
    await c.prepare(shopper, { lines: [{ productId: risky, quantity: 3 }, { productId: mouse }] });
    const { OrderId } = await placed(shopper.headers);
    // A courier slot, as the shipping step writes it.
    await db()
      .updateTable('customer_order')
      .set({ delivery_date: '2026-11-24', delivery_time_range: '۱۰ تا ۱۴' })
      .where('id', '=', OrderId)
      .execute();

    const res = await c.call('GET', `/orders/invoice/${OrderId}`, shopper.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; base-uri 'none'",
    );
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="fa" dir="rtl">/);
    expect(html).toContain('@page { size: A4;');
    expect(html).toContain('<h1>فاکتور</h1>');
    expect(html).toContain('فروشگاه &#60;b&#62;سبد&#60;/b&#62;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('کتاب &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;نقل‌قول&#34; 12</td>');
    expect(html).toContain('<td>ماوس MK270</td>');
    expect(html).toContain('<dt>زمان تحویل</dt><dd>۳ آذر ۱۴۰۵، ساعت ۱۰ تا ۱۴</dd>');

    const details = (await c.ok('GET', `/orders/getbyid/${OrderId}`, shopper.headers)).json<OrderDetails>();
    expect(html).toContain(`<bdi dir="ltr">${details.CustomOrderNumber}</bdi>`);
    for (const amount of [details.OrderSubtotal, details.OrderShipping, details.OrderTotal, details.Tax])
      expect(html).toContain(amount);
    expect(html).toContain('۳۶۹٬۰۰۰ تومان'); // 3 × 123,000 Toman
    expect(html).toContain('مالیات بر ارزش افزوده (۱۰٪)');
    expect(html).toContain('پرداخت در محل (نقدی یا کارتخوان)');
    expect(html).toContain('۱ آذر ۱۴۰۵'); // 2026-11-22 09:30 in Tehran
    // No Latin digit in the text the page shows but the names as sold (tags and the escapes' own numbers aside).
    const shown = html
      .slice(html.indexOf('<body>'))
      .replace(/<td>[^<]*(MK270|12)<\/td>/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&#\d+;/g, '');
    expect(shown).not.toMatch(/[0-9]/);
  });

  it('answers another customer’s invoice with a JSON 404', async () => {
    const { orderId } = await orderWithTwoLines();
    const stranger = await c.customer();
    const res = await c.call('GET', `/orders/invoice/${orderId}`, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ Success: false, Message: orderMessages.orderNotFound });
  });
});

describe('cancellation by the shopper', () => {
  it('gives back the stock, the gift card, the points and the discount use exactly once, of two parallel cancels', async () => {
    await settings().set('RewardPointsEnabled', 'true');
    const shopper = await c.customer();
    await db()
      .transaction()
      .execute((trx) => rewardPoints.awardRegistration(trx, { customerId: shopper.id, now: clock.now() }));
    const pointsBefore = await rewardPoints.balance(db(), shopper.id);
    expect(pointsBefore).toBeGreaterThan(0);
    const code = await createGiftCardsService({ db: db(), clock }).issue({
      amountRial: 1_000_000,
      code: `BACK-${randomUUID().slice(0, 8)}`,
    });
    const discount = await createDiscountCodes({ db: db(), clock }).create({
      code: `OFF${randomUUID().slice(0, 6).toUpperCase()}`,
      percent: 10,
    });
    const stockBefore = await stockOf(product.kettle);

    await c.prepare(shopper, { lines: [{ productId: product.kettle }], useRewardPoints: true });
    await c.ok('POST', '/cart/applygiftcard', shopper.headers, { GiftCardCode: code });
    await c.ok('POST', `/cart/applydiscountcoupon/${discount.coupon_code}`, shopper.headers);
    const { OrderId } = await placed(shopper.headers);

    const usesOf = async () => ({
      giftCard: (
        await db()
          .selectFrom('gift_card_usage as u')
          .innerJoin('gift_card as g', 'g.id', 'u.gift_card_id')
          .select('u.id')
          .where('g.code', '=', code)
          .execute()
      ).length,
      discount: (await db().selectFrom('discount_usage').select('id').where('discount_id', '=', discount.id).execute())
        .length,
    });
    expect(await stockOf(product.kettle)).toBe(stockBefore - 1);
    expect(await usesOf()).toEqual({ giftCard: 1, discount: 1 });
    expect(await rewardPoints.balance(db(), shopper.id)).toBe(0);

    const answers = await Promise.all([
      c.call('POST', `/orders/cancel/${OrderId}`, shopper.headers),
      c.call('POST', `/orders/cancel/${OrderId}`, shopper.headers),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.statusCode === 422)?.json()).toMatchObject({
      Message: orderMessages.cannotCancel,
    });

    expect(await stockOf(product.kettle)).toBe(stockBefore);
    expect(await usesOf()).toEqual({ giftCard: 0, discount: 0 });
    expect(await rewardPoints.balance(db(), shopper.id)).toBe(pointsBefore);
    // A third try changes nothing either.
    expect((await c.call('POST', `/orders/cancel/${OrderId}`, shopper.headers)).statusCode).toBe(422);
    expect(await stockOf(product.kettle)).toBe(stockBefore);
    expect(await rewardPoints.balance(db(), shopper.id)).toBe(pointsBefore);
    const details = (await c.ok('GET', `/orders/getbyid/${OrderId}`, shopper.headers)).json<OrderDetails>();
    expect(details).toMatchObject({ OrderStatusValue: 40, CanCancel: false });
  });
});
