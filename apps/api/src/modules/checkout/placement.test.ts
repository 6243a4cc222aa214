/**
 * Placement through HTTP (ADR 0049): the order of checks, one transaction that writes everything
 * or nothing, stock taken with conditional updates, idempotency and double taps, the last unit
 * raced, the statuses per payment method.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (where the races really overlap).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AddressForm as AddressFormSchema,
  CartItemList,
  CustomerOrderList,
  DeliveryDateTimesResponse,
  OrderDetails,
  OrderTotals,
  PlaceOrderResponse,
} from '@sabad/contract';
import { orderNumberInText } from '@sabad/contract';
import type { z } from 'zod';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createGiftCardsService } from '../cart/index.js';
import { createSettingsService } from '../settings/index.js';
import { checkoutMessages, placementMessages } from './checkout.messages.js';

type AddressForm = z.infer<typeof AddressFormSchema>;

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
const product = { mug: 0, kettle: 0, lamp: 0, service: 0 };

const settings = () => createSettingsService({ db: t.database.kysely, clock, cacheTtlMs: 0 });
const db = () => t.database.kysely;

async function stockOf(productId: number): Promise<number> {
  const row = await db()
    .selectFrom('product')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}
async function orderCount(customerId?: number): Promise<number> {
  let query = db()
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
async function cartOf(headers: Headers) {
  return (await c.ok('GET', '/cart/getitems', headers)).json<CartItemList>();
}
async function placed(headers: Headers, body: object = {}, key?: string): Promise<PlaceOrderResponse> {
  const res = await c.place(headers, body, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlaceOrderResponse>();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  const f = catalogFixture(db());
  product.mug = await f.product({ name: 'ماگ سفالی', price: 2_000_000, stock: 1000 });
  product.kettle = await f.product({ name: 'کتری برقی', price: 8_000_000, stock: 1000 });
  product.lamp = await f.product({ name: 'چراغ مطالعه', price: 3_000_000, stock: 1 });
  product.service = await f.product({ name: 'بسته‌بندی هدیه', price: 500_000, manageInventory: 'none' });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set('2026-11-22T06:00:00.000Z');
  for (const [name, value] of [
    ['AnonymousCheckoutAllowed', 'false'],
    ['MinOrderSubtotalAmount', '0'],
    ['MinOrderTotalAmount', '0'],
    ['MinimumOrderPlacementInterval', '30'],
    ['CashOnDeliveryMaximumAmount', '30000000'],
  ] as const) {
    await settings().set(name, value);
  }
});

describe('placing an order', () => {
  it('writes the order, its lines, addresses and totals, takes the stock and empties the cart', async () => {
    const before = await stockOf(product.mug);
    const shopper = await c.readyShopper({
      lines: [{ productId: product.mug, quantity: 2 }, { productId: product.service }],
    });
    const totals = (await c.ok('GET', '/cart/ordertotals', shopper.headers)).json<OrderTotals>();
    expect(totals).toMatchObject({
      SubTotalValue: 4_500_000,
      ShippingValue: 900_000,
      OrderTotalValue: 5_400_000,
      SelectedShippingMethod: 'تیپاکس',
      PaymentMethod: 'پرداخت در محل (نقدی یا کارتخوان)',
      IsPaymentWorkflowRequired: false,
    });

    const answer = await placed(shopper.headers);
    expect(answer.Success).toBe(true);
    expect(answer.Result.CustomOrderNumber).toMatch(/^۱۴۰۵-[۰-۹]{6}$/);
    expect(answer.Result).toMatchObject({ IsPaymentWorkflowRequired: false, PaymentStatus: 10 });

    expect(await stockOf(product.mug)).toBe(before - 2);
    expect((await cartOf(shopper.headers)).Items).toEqual([]);
    const details = (
      await c.ok('GET', `/orders/getbyid/${answer.Result.OrderId}`, shopper.headers)
    ).json<OrderDetails>();
    expect(details).toMatchObject({
      OrderStatusValue: 20,
      OrderStatus: 'در حال پردازش',
      PaymentStatusValue: 10,
      ShippingStatusValue: 20,
      ShippingMethod: 'تیپاکس',
      OrderSubtotalValue: 4_500_000,
      OrderShippingValue: 900_000,
      OrderTotalValue: 5_400_000,
      CanCancel: true,
      CanRePostProcessPayment: false,
      BillingAddress: { City: 'تهران', FirstName: 'مریم' },
      ShippingAddress: { StateProvinceName: 'تهران' },
    });
    expect(details.Items.map((item) => [item.ProductName, item.Quantity, item.SubTotalValue])).toEqual([
      ['ماگ سفالی', 2, 4_000_000],
      ['بسته‌بندی هدیه', 1, 500_000],
    ]);
    expect(details.OrderNotes.map((note) => note.Note)).toEqual([
      'سفارش ثبت شد. روش پرداخت: پرداخت در محل (نقدی یا کارتخوان).',
    ]);
    const list = (await c.ok('GET', '/orders/get', shopper.headers)).json<CustomerOrderList>();
    expect(list.Orders.map((order) => order.Id)).toEqual([answer.Result.OrderId]);

    // The shopper is told by SMS and email, after the commit (the development outbox keeps them).
    const sent = await db()
      .selectFrom('outbox_message')
      .select(['channel', 'recipient', 'body'])
      .where('purpose', '=', 'order-placed')
      .where('body', 'like', `%${orderNumberInText(answer.Result.CustomOrderNumber)}%`)
      .execute();
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
  });

  it('copies the addresses: editing the address book later does not change the order', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }] });
    const answer = await placed(shopper.headers);
    await db().updateTable('address').set({ address1: 'نشانی تازه' }).where('id', '=', shopper.addressId).execute();
    const details = (
      await c.ok('GET', `/orders/getbyid/${answer.Result.OrderId}`, shopper.headers)
    ).json<OrderDetails>();
    expect(details.BillingAddress.Address1).toBe('خیابان ولیعصر، کوچهٔ بهار، پلاک ۷');
  });
});

describe('refusals, in nopCommerce order, with nothing written', () => {
  async function expectRefused(headers: Headers, status: number, message: string) {
    const before = await orderCount();
    const res = await c.place(headers);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ Success: false, Message: message });
    expect(await orderCount()).toBe(before);
  }

  it('sends a guest to log in when guests may not check out, and places for one when they may', async () => {
    const guest = { 'guest-customer-id': randomUUID() };
    await c.ok('POST', '/cart/add', guest, { ProductId: product.mug, Quantity: 1 });
    const res = await c.place(guest);
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('Success');
    expect((await c.call('GET', '/customer/addresses', guest)).statusCode).toBe(401);

    // Allowed: the guest keeps an address book and goes through every step.
    await settings().set('AnonymousCheckoutAllowed', 'true');
    const tehran = await db()
      .selectFrom('city as c')
      .innerJoin('state_province as p', 'p.id', 'c.state_province_id')
      .select(['c.id as cityId', 'p.id as provinceId'])
      .where('c.name', '=', 'تهران')
      .where('p.name', '=', 'تهران')
      .executeTakeFirstOrThrow();
    const form = (await c.ok('GET', '/customer/addressform', guest)).json<AddressForm>();
    const customAttributes = form.CustomAddressAttributes.filter((attribute) => attribute.IsRequired).map(
      (attribute) => ({
        Key: String(attribute.Id),
        Value: attribute.AttributeControlType === 'TextBox' ? '۱۲' : String(attribute.Values[0]?.Id ?? ''),
      }),
    );
    const address = (
      await c.ok('POST', '/customer/addresses', guest, {
        CustomAttributes: customAttributes,
        FirstName: 'رضا',
        LastName: 'مهمان',
        PhoneNumber: '09351234567',
        StateProvinceId: tehran.provinceId,
        CityId: tehran.cityId,
        Address1: 'خیابان شریعتی، پلاک ۱۲',
        ZipPostalCode: '1234567890',
      })
    ).json<{ Id: number }>();
    await c.ok('PUT', `/address/applybillingaddress/${address.Id}?shipToSameAddress=true`, guest);
    await c.ok('POST', '/cart/applyshippingmethod', guest, { ShippingMethodSystemName: 'Shipping.Tipax' });
    await c.ok('PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery', guest);
    const answer = await placed(guest);
    expect(answer.Success).toBe(true);
    expect((await c.ok('GET', `/orders/getbyid/${answer.Result.OrderId}`, guest)).json<OrderDetails>().Id).toBe(
      answer.Result.OrderId,
    );
  });

  it('needs a billing address first', async () => {
    const shopper = await c.customer();
    await c.ok('POST', '/cart/add', shopper.headers, { ProductId: product.mug, Quantity: 1 });
    await expectRefused(shopper.headers, 422, checkoutMessages.billingAddressRequired);
  });

  it('refuses an empty cart', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }] });
    await c.ok('DELETE', `/cart/delete/${(await cartOf(shopper.headers)).Items[0]?.Id ?? 0}`, shopper.headers);
    await expectRefused(shopper.headers, 422, placementMessages.cartEmpty);
  });

  it('refuses a line that can no longer be bought (stock fell after it was added) with 409', async () => {
    const f = catalogFixture(db());
    const scarce = await f.product({ name: 'گلدان دست‌ساز', price: 1_000_000, stock: 3 });
    const shopper = await c.readyShopper({ lines: [{ productId: scarce, quantity: 3 }] });
    await db().updateTable('product').set({ stock_quantity: 1 }).where('id', '=', scarce).execute();
    const res = await c.place(shopper.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ Message: string }>().Message).toContain('گلدان دست‌ساز');
    expect(await stockOf(scarce)).toBe(1);
  });

  it('refuses below the minimum subtotal, then the minimum total', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }] });
    await settings().set('MinOrderSubtotalAmount', '3000000');
    await expectRefused(shopper.headers, 422, placementMessages.belowMinimumSubtotal('۳۰۰٬۰۰۰ تومان'));
    await settings().set('MinOrderSubtotalAmount', '0');
    await settings().set('MinOrderTotalAmount', '3000000');
    await expectRefused(shopper.headers, 422, placementMessages.belowMinimumTotal('۳۰۰٬۰۰۰ تومان'));
  });

  it('needs a shipping method, then a payment method', async () => {
    const noShipping = await c.readyShopper({ lines: [{ productId: product.mug }], shipping: null, payment: null });
    await expectRefused(noShipping.headers, 422, checkoutMessages.shippingMethodNotChosen);
    const noPayment = await c.readyShopper({ lines: [{ productId: product.mug }], payment: null });
    await expectRefused(noPayment.headers, 422, placementMessages.paymentMethodRequired);
  });

  it('refuses cash on delivery above its maximum even when it was chosen before the cart grew', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }] });
    await c.ok('POST', '/cart/add', shopper.headers, { ProductId: product.kettle, Quantity: 4 });
    await expectRefused(shopper.headers, 422, 'پرداخت در محل فقط برای سفارش‌های تا ۳٬۰۰۰٬۰۰۰ تومان ممکن است.');
  });

  it('refuses when the shopper says the terms were not accepted', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }] });
    const res = await c.place(shopper.headers, { AcceptTermsOfService: false });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ Message: placementMessages.termsNotAccepted });
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }] });
    const res = await c.place(shopper.headers, {}, 'x'.repeat(101));
    expect(res.statusCode).toBe(400);
  });
});

describe('idempotency and double taps', () => {
  it('answers ten parallel placements with one Idempotency-Key with one order', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug, quantity: 2 }] });
    const before = await stockOf(product.mug);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.place(shopper.headers, {}, key)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const orderIds = new Set(answers.map((res) => res.json<PlaceOrderResponse>().Result.OrderId));
    expect(orderIds.size).toBe(1);
    expect(await orderCount(shopper.id)).toBe(1);
    expect(await stockOf(product.mug)).toBe(before - 2);
    // Later repeats of the key, past the double-tap interval, still get the first answer.
    clock.advance(10 * 60_000);
    expect((await placed(shopper.headers, {}, key)).Result.OrderId).toEqual([...orderIds][0]);
  });

  it('answers a double tap without a key within the interval with the same order', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }] });
    const first = await placed(shopper.headers);
    clock.advance(5_000);
    const second = await placed(shopper.headers);
    expect(second.Result.OrderId).toBe(first.Result.OrderId);
    expect(await orderCount(shopper.id)).toBe(1);
  });
});

describe('the last unit', () => {
  it('goes to exactly one of two shoppers racing for it; the other gets a Persian 409', async () => {
    const f = catalogFixture(db());
    const last = await f.product({ name: 'ساعت رومیزی', price: 1_500_000, stock: 1 });
    const a = await c.readyShopper({ lines: [{ productId: last }] });
    const b = await c.readyShopper({ lines: [{ productId: last }] });
    const [first, second] = await Promise.all([c.place(a.headers), c.place(b.headers)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json<{ Message: string }>().Message).toMatch(/ساعت رومیزی/);
    expect(await stockOf(last)).toBe(0);
    expect((await orderCount(a.id)) + (await orderCount(b.id))).toBe(1);
  });
});

describe('statuses by payment method', () => {
  it('holds an online order unpaid with its stock until the hold expires, and asks for the payment', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }], payment: 'Payments.SandboxBank' });
    const answer = await placed(shopper.headers);
    expect(answer.Result).toMatchObject({ IsPaymentWorkflowRequired: true, PaymentStatus: 10 });
    const row = await db()
      .selectFrom('customer_order')
      .select(['order_status', 'payment_status', 'hold_expires_at'])
      .where('id', '=', answer.Result.OrderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ order_status: 10, payment_status: 10, hold_expires_at: '2026-11-22T06:30:00.000Z' });
    const details = (
      await c.ok('GET', `/orders/getbyid/${answer.Result.OrderId}`, shopper.headers)
    ).json<OrderDetails>();
    expect(details).toMatchObject({ OrderStatus: 'در انتظار پرداخت', CanRePostProcessPayment: true });
  });

  it('needs no payment when a gift card covers the order: Paid and Processing at once', async () => {
    const code = await createGiftCardsService({ db: db(), clock }).issue({
      amountRial: 100_000_000,
      code: `FULL-${randomUUID().slice(0, 8)}`,
    });
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }], payment: null });
    await c.ok('POST', '/cart/applygiftcard', shopper.headers, { GiftCardCode: code });
    const answer = await placed(shopper.headers);
    expect(answer.Result).toMatchObject({
      PaymentStatus: 30,
      IsPaymentWorkflowRequired: false,
      PaymentMethodSystemName: 'Payments.None',
    });
    const details = (
      await c.ok('GET', `/orders/getbyid/${answer.Result.OrderId}`, shopper.headers)
    ).json<OrderDetails>();
    expect(details).toMatchObject({ OrderTotalValue: 0, PaymentStatusValue: 30, OrderStatusValue: 20 });
    expect(details.GiftCards).toEqual([{ CouponCode: code, Amount: '۲۹۰٬۰۰۰ تومان', AmountValue: 2_900_000 }]);
  });

  it('places a cheque order Authorized once its cheques cover it, and refuses before', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }], payment: 'Payments.CheckVertex' });
    const refused = await c.place(shopper.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ Message: string }>().Message).toContain('چک');
    await c.ok('POST', '/CheckVertex/AddNewCheck', shopper.headers, {
      Holder: 'مریم احمدی',
      Serial: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶',
      Amount: 2_900_000,
      Date: '1405/10/01',
    });
    const answer = await placed(shopper.headers);
    expect(answer.Result).toMatchObject({ PaymentStatus: 20, PaymentMethodSystemName: 'Payments.CheckVertex' });
    const cheques = await db()
      .selectFrom('bank_cheque')
      .select('order_id')
      .where('customer_id', '=', shopper.id)
      .execute();
    expect(cheques).toEqual([{ order_id: answer.Result.OrderId }]);
  });
});

describe('the courier', () => {
  it('needs a held delivery slot, which the order then takes', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: product.mug }], shipping: 'Shipping.Courier' });
    const refused = await c.place(shopper.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ Message: checkoutMessages.deliverySlotRequired });

    const table = (
      await c.ok('GET', '/DeliveryScheduling/LoadAvailableDeliveryDateTimes', shopper.headers)
    ).json<DeliveryDateTimesResponse>().Result.AvailableDeliveryDateTimesTable;
    const day = table[1];
    const time = day?.Times[0];
    if (!day || !time) throw new Error('the courier offers no slot tomorrow');
    await c.ok('POST', '/DeliveryScheduling/CheckAvailabilityForSelectedDateTime', shopper.headers, {
      DeliveryDate: day.DeliveryDateOnUtc.slice(0, 10),
      AvailableDeliveryTimeRangeId: time.AvailableDeliveryTimeRangeId,
    });
    const answer = await placed(shopper.headers);
    const details = (
      await c.ok('GET', `/orders/getbyid/${answer.Result.OrderId}`, shopper.headers)
    ).json<OrderDetails>();
    expect(details).toMatchObject({
      ShippingMethod: 'پیک',
      DeliveryDate: day.DeliveryDateOnUtc.slice(0, 10),
      DeliveryTime: time.Time,
    });
    const holds = await db()
      .selectFrom('delivery_slot_hold')
      .select('order_id')
      .where('customer_id', '=', shopper.id)
      .execute();
    expect(holds).toEqual([{ order_id: answer.Result.OrderId }]);
  });
});
