/**
 * The checkout steps through HTTP (DESIGN §2b): addresses, shipping methods and their fees,
 * courier slots and their capacity, payment methods, Sayadi cheques; with the refusals of each.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (where the slot race really overlaps).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckoutAddresses,
  ChequeList,
  DeliveryDateTimesResponse,
  PaymentMethodList,
  ShippingMethodList,
} from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { insertUnpaidOnlineOrder } from '../../testing/order-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createAccessTokenService } from '../customers/index.js';
import { createRewardPointsLedger } from '../reward-points/index.js';
import { createSettingsService } from '../settings/index.js';
import { attachChequesToOrder, pendingChequesTotal } from './cheques.js';
import { attachSlotHoldToOrder } from './delivery-slots.js';
import { checkoutMessages } from './checkout.messages.js';

const rewardPoints = createRewardPointsLedger();

// 08:30 in Tehran (UTC+3:30) on 1 Azar 1405.
const clock = manualClock('2026-11-22T05:00:00.000Z');
let t: TestApp;
type Headers = Record<string, string>;
const who: Record<'sara' | 'ali' | 'reza', Headers> = { sara: {}, ali: {}, reza: {} };
const ids = { sara: 0, ali: 0, reza: 0 };
const addr = { saraTehran: 0, saraTehran2: 0, saraIsfahan: 0, aliTehran: 0 };
const product = { light: 0, heavy: 0, freebie: 0, pricey: 0 };
const range = { morning: 0, noon: 0, afternoon: 0, evening: 0 };

const settings = () => createSettingsService({ db: t.database.kysely, clock, cacheTtlMs: 0 });

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload ? { payload } : {}) });
}
async function json<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const addToCart = (headers: Headers, productId: number, quantity = 1) =>
  json('POST', '/cart/add', headers, { ProductId: productId, Quantity: quantity });
const shipping = (headers: Headers) => json<ShippingMethodList>('GET', '/cart/shipping', headers);
const payments = (headers: Headers) => json<PaymentMethodList>('GET', '/cart/paymentmethods', headers);
const slots = (headers: Headers, query = '') =>
  json<DeliveryDateTimesResponse>('GET', `/DeliveryScheduling/LoadAvailableDeliveryDateTimes${query}`, headers);
const hold = (headers: Headers, date: string, rangeId: number) =>
  call('POST', '/DeliveryScheduling/CheckAvailabilityForSelectedDateTime', headers, {
    DeliveryDate: date,
    AvailableDeliveryTimeRangeId: rangeId,
  });
const chooseShipping = (headers: Headers, systemName: string) =>
  call('POST', '/cart/applyshippingmethod', headers, { ShippingMethodSystemName: systemName });
const chooseAddress = (headers: Headers, id: number) => call('PUT', `/address/applyshippingaddress/${id}`, headers);

async function placeId(province: string, city: string) {
  const db = t.database.kysely;
  const p = await db.selectFrom('state_province').select('id').where('name', '=', province).executeTakeFirstOrThrow();
  const c = await db
    .selectFrom('city')
    .select('id')
    .where('name', '=', city)
    .where('state_province_id', '=', p.id)
    .executeTakeFirstOrThrow();
  return { provinceId: p.id, cityId: c.id };
}

async function insertAddress(customerId: number, province: string, city: string) {
  const { provinceId, cityId } = await placeId(province, city);
  const row = await t.database.kysely
    .insertInto('address')
    .values({
      customer_id: customerId,
      first_name: 'سارا',
      last_name: 'کریمی',
      email: null,
      phone_number: '09121234567',
      state_province_id: provinceId,
      city_id: cityId,
      address1: 'خیابان انقلاب، پلاک ۱',
      address2: '',
      zip_postal_code: '1234567890',
      latitude: null,
      longitude: null,
      custom_attributes: '[]',
      created_at: '2026-11-22T00:00:00.000Z',
      updated_at: '2026-11-22T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Each test shopper's customer id by their headers, to give them more addresses. */
const shoppers = new Map<Headers, number>();
async function insertAddressFor(headers: Headers, province: string, city: string) {
  const id = shoppers.get(headers);
  if (id === undefined) throw new Error('unknown test shopper');
  return insertAddress(id, province, city);
}

/** A registered shopper with a Tehran address chosen for billing and shipping and `productId` in the cart. */
async function shopperInTehran(productId = product.light): Promise<{ headers: Headers; id: number; address: number }> {
  const f = catalogFixture(t.database.kysely);
  const id = await f.customer({ email: `${randomUUID()}@example.com` });
  const issuer = createAccessTokenService({ db: t.database.kysely, clock, ttlDays: 30 });
  const headers = { authorization: `Basic ${(await issuer.issue(id)).token}` };
  shoppers.set(headers, id);
  const address = await insertAddress(id, 'تهران', 'تهران');
  await addToCart(headers, productId);
  expect(
    (await call('PUT', `/address/applybillingaddress/${address}?shipToSameAddress=true`, headers)).statusCode,
  ).toBe(200);
  return { headers, id, address };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.database.kysely;
  const f = catalogFixture(db);
  const issuer = createAccessTokenService({ db, clock, ttlDays: 30 });
  for (const name of ['sara', 'ali', 'reza'] as const) {
    ids[name] = await f.customer({ firstName: name, email: `${name}@example.com` });
    who[name] = { authorization: `Basic ${(await issuer.issue(ids[name])).token}` };
  }
  addr.saraTehran = await insertAddress(ids.sara, 'تهران', 'تهران');
  addr.saraTehran2 = await insertAddress(ids.sara, 'تهران', 'تهران');
  addr.saraIsfahan = await insertAddress(ids.sara, 'اصفهان', 'اصفهان');
  addr.aliTehran = await insertAddress(ids.ali, 'تهران', 'تهران');

  product.light = await f.product({ name: 'ماگ', price: 2_000_000, stock: 1000 });
  product.heavy = await f.product({ name: 'اتو', price: 5_000_000, stock: 1000 });
  product.freebie = await f.product({ name: 'دفترچه', price: 1_000_000, stock: 1000 });
  product.pricey = await f.product({ name: 'لپ‌تاپ', price: 400_000_000, stock: 1000 });
  await db.updateTable('product').set({ weight: 500 }).where('id', '=', product.light).execute();
  await db.updateTable('product').set({ weight: 2500 }).where('id', '=', product.heavy).execute();
  await db
    .updateTable('product')
    .set({ weight: 5000, is_free_shipping: 1 })
    .where('id', '=', product.freebie)
    .execute();

  const ranges = await db.selectFrom('delivery_time_range').select(['id', 'start_hour']).execute();
  const byHour = (hour: number) => ranges.find((r) => r.start_hour === hour)?.id ?? 0;
  Object.assign(range, { morning: byHour(9), noon: byHour(12), afternoon: byHour(15), evening: byHour(18) });
});
afterAll(() => t.close());
beforeEach(async () => {
  await settings().set('AnonymousCheckoutAllowed', 'false');
  await settings().set('FreeShippingOverAmount', '50000000');
});

/** The store's decision on an order's cheques under review, as orders' transitions make it. */
async function decideCheques(orderId: number, status: 'accepted' | 'rejected'): Promise<number> {
  const result = await t.database.kysely
    .updateTable('bank_cheque')
    .set({ status })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

describe('who may check out', () => {
  it('sends a guest to log in (401 without Success) when the store does not allow guest checkout', async () => {
    const guest = { 'guest-customer-id': randomUUID() };
    for (const [method, url] of [
      ['GET', '/address/get'],
      ['PUT', '/address/applybillingaddress/1'],
      ['GET', '/cart/shipping'],
      ['GET', '/cart/paymentmethods'],
      ['GET', '/DeliveryScheduling/LoadAvailableDeliveryDateTimes'],
      ['GET', '/CheckVertex/GetChecks'],
    ] as const) {
      const res = await call(method, url, guest);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).not.toHaveProperty('Success');
    }
  });

  it('lets a guest through every step when AnonymousCheckoutAllowed is on', async () => {
    await settings().set('AnonymousCheckoutAllowed', 'true');
    const guest = { 'guest-customer-id': randomUUID() };
    expect(await json<CheckoutAddresses>('GET', '/address/get', guest)).toMatchObject({
      Addresses: [],
      IsShippable: false,
    });
    await addToCart(guest, product.light);
    const guestRow = await t.database.kysely
      .selectFrom('customer')
      .select('id')
      .where('customer_guid', '=', guest['guest-customer-id'])
      .executeTakeFirstOrThrow();
    const address = await insertAddress(guestRow.id, 'تهران', 'تهران');
    expect(
      (await call('PUT', `/address/applybillingaddress/${address}?shipToSameAddress=true`, guest)).statusCode,
    ).toBe(200);
    expect((await chooseShipping(guest, 'Shipping.Tipax')).statusCode).toBe(200);
    expect((await payments(guest)).PaymentMethods.map((m) => m.PaymentMethodSystemName)).toContain(
      'Payments.SandboxBank',
    );
    // Another guest cannot use that guest's address.
    const stranger = { 'guest-customer-id': randomUUID() };
    expect((await call('PUT', `/address/applyshippingaddress/${address}`, stranger)).statusCode).toBe(404);
  });
});

describe('addresses', () => {
  it("lists the shopper's addresses and the chosen ones; IsShippable once the cart has a line", async () => {
    const before = await json<CheckoutAddresses>('GET', '/address/get', who.reza);
    // «ارسال به همین نشانی» is on until the shopper says otherwise.
    expect(before).toMatchObject({
      Addresses: [],
      BillingAddressId: null,
      IsShippable: false,
      ShipToSameAddress: true,
    });

    const first = await json<CheckoutAddresses>('GET', '/address/get', who.sara);
    expect(first.Addresses.map((a) => a.Id)).toEqual([addr.saraTehran, addr.saraTehran2, addr.saraIsfahan]);
    expect(first.Addresses[0]).toMatchObject({ StateProvinceName: 'تهران', City: 'تهران' });

    await addToCart(who.sara, product.light);
    const res = await call('PUT', `/address/applybillingaddress/${addr.saraTehran}?shipToSameAddress=true`, who.sara);
    expect(res.json()).toMatchObject({ Success: true, Message: checkoutMessages.billingAddressSaved });
    expect(await json<CheckoutAddresses>('GET', '/address/get', who.sara)).toMatchObject({
      BillingAddressId: addr.saraTehran,
      ShippingAddressId: addr.saraTehran,
      PickupAddressId: null,
      ShipToSameAddress: true,
      IsShippable: true,
    });

    expect((await chooseAddress(who.sara, addr.saraIsfahan)).statusCode).toBe(200);
    expect(await json<CheckoutAddresses>('GET', '/address/get', who.sara)).toMatchObject({
      BillingAddressId: addr.saraTehran,
      ShippingAddressId: addr.saraIsfahan,
      ShipToSameAddress: false,
    });
  });

  it("refuses someone else's address (404) and a pickup point (422, this store has none)", async () => {
    for (const url of [
      `/address/applybillingaddress/${addr.aliTehran}`,
      `/address/applyshippingaddress/${addr.aliTehran}`,
      '/address/applyshippingaddress/999999',
    ]) {
      const res = await call('PUT', url, who.sara);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ Success: false, Message: checkoutMessages.addressNotFound });
    }
    const pickup = await call('PUT', `/address/applypickupaddress/${addr.saraTehran}`, who.sara);
    expect(pickup.statusCode).toBe(422);
    expect(pickup.json()).toMatchObject({ Message: checkoutMessages.noPickupPoints });
  });
});

describe('shipping methods', () => {
  it('asks for a shipping address first', async () => {
    const { headers, id } = await shopperInTehran();
    await t.database.kysely
      .updateTable('checkout_state')
      .set({ shipping_address_id: null })
      .where('customer_id', '=', id)
      .execute();
    expect(await shipping(headers)).toEqual({
      ShippingMethods: [],
      Warnings: [checkoutMessages.chooseShippingAddressFirst],
      CustomProperties: {},
    });
  });

  it('prices each method for the cart and the destination; the courier only in Tehran', async () => {
    const { headers } = await shopperInTehran(product.heavy);
    await addToCart(headers, product.light);
    // A product that ships free weighs nothing in the rates.
    await addToCart(headers, product.freebie);
    const tehran = await shipping(headers);
    expect(tehran.Warnings).toEqual([]);
    expect(tehran.ShippingMethods.map((m) => [m.SystemName, m.FeeValue, m.PayOnDelivery, m.HasDeliverySlots])).toEqual([
      // 3 kg inside the store's province: 350,000 + 2 × 120,000.
      ['Shipping.Post.Pishtaz', 590_000, false, false],
      ['Shipping.Tipax', 900_000, false, false],
      ['Shipping.Tipax.PayOnDelivery', 0, true, false],
      ['Shipping.Courier', 700_000, false, true],
    ]);
    expect(tehran.ShippingMethods[0]).toMatchObject({ Name: 'پست پیشتاز', Fee: '۵۹٬۰۰۰ تومان', Selected: false });
    expect(tehran.ShippingMethods[2]?.Fee).toBe(checkoutMessages.payOnDelivery);

    const isfahanAddress = await insertAddressFor(headers, 'اصفهان', 'اصفهان');
    expect((await chooseAddress(headers, isfahanAddress)).statusCode).toBe(200);
    const isfahan = await shipping(headers);
    expect(isfahan.ShippingMethods.map((m) => [m.SystemName, m.FeeValue])).toEqual([
      ['Shipping.Post.Pishtaz', 690_000],
      ['Shipping.Tipax', 900_000],
      ['Shipping.Tipax.PayOnDelivery', 0],
    ]);
    expect(isfahan.Warnings).toEqual([
      checkoutMessages.methodUnavailable('پیک', checkoutMessages.onlyInCities(['تهران'])),
    ]);
  });

  it('ships free from FreeShippingOverAmount, except the courier, saying why; no pay-at-the-door variant beside it', async () => {
    await settings().set('FreeShippingOverAmount', '2000000');
    const { headers } = await shopperInTehran();
    const list = await shipping(headers);
    const reason = checkoutMessages.freeShippingOver('۲۰۰٬۰۰۰ تومان');
    expect(reason).toBe('ارسال رایگان، چون مبلغ کالاهای سبد به ۲۰۰٬۰۰۰ تومان یا بیشتر رسیده است.');
    expect(list.ShippingMethods.map((m) => [m.SystemName, m.FeeValue, m.Fee, m.FreeShippingReason])).toEqual([
      ['Shipping.Post.Pishtaz', 0, checkoutMessages.freeShipping, reason],
      ['Shipping.Tipax', 0, checkoutMessages.freeShipping, reason],
      ['Shipping.Courier', 700_000, '۷۰٬۰۰۰ تومان', null],
    ]);
    await settings().set('FreeShippingOverAmount', '0');
    const paid = await shipping(headers);
    expect(paid.ShippingMethods.map((m) => [m.SystemName, m.FeeValue, m.FreeShippingReason])).toEqual([
      ['Shipping.Post.Pishtaz', 350_000, null],
      ['Shipping.Tipax', 900_000, null],
      ['Shipping.Tipax.PayOnDelivery', 0, null],
      ['Shipping.Courier', 700_000, null],
    ]);
  });

  it('stores a method offered there and refuses an unknown one or the courier outside Tehran', async () => {
    const { headers } = await shopperInTehran();
    const unknown = await chooseShipping(headers, 'Shipping.Camel');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ Message: checkoutMessages.shippingMethodNotFound });

    expect((await chooseShipping(headers, 'Shipping.Courier')).statusCode).toBe(200);
    expect((await shipping(headers)).ShippingMethods.find((m) => m.Selected)?.SystemName).toBe('Shipping.Courier');

    const isfahan = await insertAddressFor(headers, 'اصفهان', 'اصفهان');
    expect((await chooseAddress(headers, isfahan)).statusCode).toBe(200);
    const refused = await chooseShipping(headers, 'Shipping.Courier');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ Message: string }>().Message).toContain('تهران');
  });

  it('answers 422 for a method on an empty cart', async () => {
    const res = await chooseShipping(who.ali, 'Shipping.Tipax');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ Message: checkoutMessages.cartEmpty });
  });
});

async function courierShopper() {
  const shopper = await shopperInTehran();
  expect((await chooseShipping(shopper.headers, 'Shipping.Courier')).statusCode).toBe(200);
  return shopper;
}

const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';

describe('payment methods', () => {
  it("offers this server's gateway, cash on delivery in Tehran under the maximum, and cheques", async () => {
    const { headers } = await shopperInTehran();
    const list = await payments(headers);
    expect(list.PaymentMethods.map((m) => [m.PaymentMethodSystemName, m.Name])).toEqual([
      ['Payments.SandboxBank', 'پرداخت اینترنتی (درگاه بانکی)'],
      ['Payments.CashOnDelivery', 'پرداخت در محل (نقدی یا کارتخوان)'],
      ['Payments.CheckVertex', 'پرداخت با چک صیادی'],
    ]);
    expect(list).toMatchObject({ Warnings: [], DisplayRewardPoints: false, RewardPointsBalance: 0 });
    // The step shows the amount to pay: the cart's own total, shipping included once a method is chosen.
    expect((await chooseShipping(headers, 'Shipping.Tipax')).statusCode).toBe(200);
    const totals = await json<{ OrderTotal: string; OrderTotalValue: number }>('GET', '/cart/ordertotals', headers);
    expect(await payments(headers)).toMatchObject({
      OrderTotal: totals.OrderTotal,
      OrderTotalValue: totals.OrderTotalValue,
      OrderTotalWithRewardPoints: totals.OrderTotal,
    });

    const res = await call('PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery', headers);
    expect(res.statusCode).toBe(200);
    expect((await payments(headers)).PaymentMethods.find((m) => m.Selected)?.PaymentMethodSystemName).toBe(
      'Payments.CashOnDelivery',
    );
  });

  it('refuses cash on delivery over the maximum and outside its cities, with the reason', async () => {
    const over = await shopperInTehran(product.pricey);
    const overList = await payments(over.headers);
    expect(overList.PaymentMethods.map((m) => m.PaymentMethodSystemName)).not.toContain('Payments.CashOnDelivery');
    expect(overList.Warnings).toEqual(['پرداخت در محل فقط برای سفارش‌های تا ۳٬۰۰۰٬۰۰۰ تومان ممکن است.']);
    const refused = await call('PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery', over.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      Message: 'پرداخت در محل فقط برای سفارش‌های تا ۳٬۰۰۰٬۰۰۰ تومان ممکن است.',
    });

    const far = await shopperInTehran();
    const isfahan = await insertAddressFor(far.headers, 'اصفهان', 'اصفهان');
    expect((await chooseAddress(far.headers, isfahan)).statusCode).toBe(200);
    expect((await chooseShipping(far.headers, 'Shipping.Tipax')).statusCode).toBe(200);
    expect((await payments(far.headers)).Warnings).toEqual(['پرداخت در محل در اصفهان ارائه نمی‌شود.']);
    expect((await call('PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery', far.headers)).statusCode).toBe(
      422,
    );
  });

  it('refuses a method the store or this server does not offer', async () => {
    const { headers } = await shopperInTehran();
    for (const name of ['Payments.Bitcoin', 'Payments.ZarinPal']) {
      const res = await call('PUT', `/cart/applypaymentmethod?args=${name}`, headers);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toMatchObject({ Message: 'این روش پرداخت در حال حاضر ارائه نمی‌شود.' });
    }
    await settings().set('ActivePaymentMethods', 'Payments.SandboxBank');
    try {
      expect((await payments(headers)).PaymentMethods.map((m) => m.PaymentMethodSystemName)).toEqual([
        'Payments.SandboxBank',
      ]);
      expect((await call('PUT', '/cart/applypaymentmethod?args=Payments.CheckVertex', headers)).statusCode).toBe(422);
    } finally {
      await settings().set(
        'ActivePaymentMethods',
        'Payments.SandboxBank,Payments.ZarinPal,Payments.CashOnDelivery,Payments.CheckVertex',
      );
    }
  });

  it('shows the reward points and lets the shopper use them only when they have some', async () => {
    const { headers, id } = await shopperInTehran();
    const refused = await call(
      'PUT',
      '/cart/applypaymentmethod?args=Payments.SandboxBank&useRewardPoints=true',
      headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ Message: checkoutMessages.rewardPointsUnavailable });

    // RewardPointsForRegistration: 100 points, worth 1,000 Rial at 10 Rial a point.
    await t.database.kysely
      .transaction()
      .execute((trx) => rewardPoints.awardRegistration(trx, { customerId: id, now: clock.now() }));
    const list = await payments(headers);
    expect(list).toMatchObject({
      DisplayRewardPoints: true,
      RewardPointsBalance: 100,
      RewardPointsAmountValue: 1_000,
      RewardPointsEnoughToPayForOrder: false,
      UseRewardPoints: false,
    });
    // The points' worth comes off the amount to pay.
    expect(list.OrderTotalWithRewardPointsValue).toBe(list.OrderTotalValue - 1_000);
    const res = await call('PUT', '/cart/applypaymentmethod?args=Payments.SandboxBank&useRewardPoints=true', headers);
    expect(res.statusCode).toBe(200);
    expect((await payments(headers)).UseRewardPoints).toBe(true);
  });
});

describe('Sayadi cheques', () => {
  const cheque = { Holder: 'سارا کریمی', Serial: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶', Amount: 1_000_000, Date: '۱۴۰۵/۰۹/۱۵' };
  const addCheque = (headers: Headers, body: object) => call('POST', '/CheckVertex/AddNewCheck', headers, body);
  const serial = () => String(Math.floor(Math.random() * 1e15)).padStart(16, '7');

  it('registers cheques with Persian digits and says whether they cover the order', async () => {
    const { headers, id } = await shopperInTehran();
    const first = await addCheque(headers, cheque);
    expect(first.statusCode, first.body).toBe(200);
    const list = first.json<ChequeList>().Result;
    expect(list).toMatchObject({
      ChecksTotalValue: 1_000_000,
      // The cart (2,000,000) with no shipping method chosen yet.
      OrderTotalValue: 2_000_000,
      Accpted: false,
      Checks: [
        {
          Holder: 'سارا کریمی',
          Serial: '1234567890123456',
          AmountValue: 1_000_000,
          Date: '1405/09/15',
          Status: 'pending',
          StatusText: 'در انتظار بررسی',
        },
      ],
    });
    expect(list.DescriptionText).toContain('صیادی');
    const stored = await t.database.kysely
      .selectFrom('bank_cheque')
      .select('due_date')
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.due_date).toBe('2026-12-06');

    const second = await addCheque(headers, { ...cheque, Serial: serial(), Date: '1405/10/01' });
    expect(second.json<ChequeList>().Result).toMatchObject({ ChecksTotalValue: 2_000_000, Accpted: true });
    expect(await t.database.kysely.transaction().execute((trx) => pendingChequesTotal(trx, id))).toBe(2_000_000);
  });

  it('refuses a wrong-length Sayadi id, a date that is not one or is past, and a cheque registered twice', async () => {
    const { headers } = await shopperInTehran();
    const cases: Array<[object, number, string]> = [
      [{ ...cheque, Serial: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵' }, 400, checkoutMessages.chequeSerialInvalid],
      [{ ...cheque, Serial: '12345678901234567' }, 400, checkoutMessages.chequeSerialInvalid],
      [{ ...cheque, Serial: '12345678901234ab' }, 400, checkoutMessages.chequeSerialInvalid],
      [{ ...cheque, Serial: serial(), Date: '1405/13/01' }, 400, checkoutMessages.chequeDateInvalid],
      [{ ...cheque, Serial: serial(), Date: 'فردا' }, 400, checkoutMessages.chequeDateInvalid],
      [{ ...cheque, Serial: serial(), Date: '۱۴۰۵/۰۸/۳۰' }, 400, checkoutMessages.chequeDatePast],
    ];
    for (const [body, status, message] of cases) {
      const res = await addCheque(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ Message: message });
    }
    // Today (1 Azar) is not past.
    const own = serial();
    expect((await addCheque(headers, { ...cheque, Serial: own, Date: '1405/09/01' })).statusCode).toBe(200);
    const twice = await addCheque(headers, { ...cheque, Serial: own });
    expect(twice.statusCode).toBe(409);
    expect((await addCheque(headers, { ...cheque, Serial: serial(), Amount: 0 })).statusCode).toBe(400);
  });

  it("removes only the shopper's own pending cheques", async () => {
    const a = await shopperInTehran();
    const b = await shopperInTehran();
    const added = (await addCheque(a.headers, { ...cheque, Serial: serial() })).json<ChequeList>();
    const chequeId = added.Result.Checks[0]?.Id ?? 0;
    expect((await call('POST', `/CheckVertex/RemoveCheck?id=${chequeId}`, b.headers)).statusCode).toBe(404);
    const removed = await call('POST', `/CheckVertex/RemoveCheck?id=${chequeId}`, a.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ChequeList>().Result.Checks).toEqual([]);
    expect((await call('POST', `/CheckVertex/RemoveCheck?id=${chequeId}`, a.headers)).statusCode).toBe(404);
  });

  it("lists an order's cheques for its owner only, and takes new ones after a rejection", async () => {
    const a = await shopperInTehran();
    const b = await shopperInTehran();
    await addCheque(a.headers, { ...cheque, Serial: serial(), Amount: 2_000_000 });
    const { id: orderId } = await insertUnpaidOnlineOrder(t.database.kysely, {
      customerId: a.id,
      productId: product.light,
      quantity: 1,
      unitPrice: 2_000_000,
      holdExpiresAt: '2026-11-22T05:30:00.000Z',
      now: '2026-11-22T05:00:00.000Z',
      paymentMethod: 'Payments.CheckVertex',
      orderStatus: 20,
    });
    const db = t.database.kysely;
    expect(await db.transaction().execute((trx) => attachChequesToOrder(trx, { customerId: a.id, orderId }))).toBe(1);

    expect((await json<ChequeList>('GET', '/CheckVertex/GetChecks', a.headers)).Result.Checks).toEqual([]);
    const ofOrder = await json<ChequeList>('GET', `/CheckVertex/GetChecks?orderId=${orderId}`, a.headers);
    expect(ofOrder.Result).toMatchObject({ OrderTotalValue: 2_000_000, ChecksTotalValue: 2_000_000, Accpted: true });
    expect((await call('GET', `/CheckVertex/GetChecks?orderId=${orderId}`, b.headers)).statusCode).toBe(404);
    expect((await addCheque(b.headers, { ...cheque, Serial: serial(), OrderId: orderId })).statusCode).toBe(404);

    expect(await decideCheques(orderId, 'rejected')).toBe(1);
    // As the store's rejection leaves it: payment Pending, the order Pending again.
    await db
      .updateTable('customer_order')
      .set({ payment_status: 10, order_status: 10 })
      .where('id', '=', orderId)
      .execute();
    const rejected = await json<ChequeList>('GET', `/CheckVertex/GetChecks?orderId=${orderId}`, a.headers);
    expect(rejected.Result).toMatchObject({ ChecksTotalValue: 0, Accpted: false });
    expect(rejected.Result.Checks[0]?.StatusText).toBe('رد شده');

    const again = await addCheque(a.headers, { ...cheque, Serial: serial(), Amount: 2_000_000, OrderId: orderId });
    expect(again.statusCode).toBe(200);
    expect(again.json<ChequeList>().Result).toMatchObject({ ChecksTotalValue: 2_000_000, Accpted: true });
    // Cheques covering the order again put it back under review, with a note the shopper reads.
    const underReview = await db
      .selectFrom('customer_order')
      .select(['payment_status', 'order_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(underReview).toEqual({ payment_status: 20, order_status: 20 });
    const notes = await db.selectFrom('order_note').select('note').where('order_id', '=', orderId).execute();
    expect(notes.map((row) => row.note)).toContain(
      'چک‌های تازه ثبت شد و مبلغ سفارش را پوشش می‌دهد؛ در انتظار بررسی فروشگاه.',
    );
    expect(await decideCheques(orderId, 'accepted')).toBe(1);

    await db.updateTable('customer_order').set({ payment_status: 30 }).where('id', '=', orderId).execute();
    const paid = await addCheque(a.headers, { ...cheque, Serial: serial(), OrderId: orderId });
    expect(paid.statusCode).toBe(422);
  });
});

describe('courier delivery slots', () => {
  it('offers the next days in Tehran, Jalali names, today only for ranges more than an hour away', async () => {
    const { headers } = await courierShopper();
    const table = (await slots(headers)).Result;
    expect(table.IsDisabled).toBe(false);
    expect(table.AvailableDeliveryDateTimesTable.map((d) => d.DeliveryDateOnUtc)).toEqual(
      ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((d) => `${d}T00:00:00.000Z`),
    );
    const [today, tomorrow] = table.AvailableDeliveryDateTimesTable;
    // 08:30 in Tehran: 9–12 starts in 30 minutes, so not today.
    expect(today?.Times.map((time) => time.AvailableDeliveryTimeRangeId)).toEqual([
      range.noon,
      range.afternoon,
      range.evening,
    ]);
    expect(tomorrow?.Times.map((time) => [time.Time, time.AvailableCapacities])).toEqual([
      ['۹ تا ۱۲', 10],
      ['۱۲ تا ۱۵', 10],
      ['۱۵ تا ۱۸', 10],
      ['۱۸ تا ۲۱', 8],
    ]);
    expect(today?.DeliveryDateString).toBe('یکشنبه ۱ آذر');
  });

  it('is disabled for a method without slots', async () => {
    const { headers } = await courierShopper();
    expect((await slots(headers, '?selectedName=Shipping.Tipax')).Result).toEqual({
      IsDisabled: true,
      AvailableDeliveryDateTimesTable: [],
    });
    expect((await slots(headers, `?selectedName=${encodeURIComponent('پیک')}`)).Result.IsDisabled).toBe(false);
  });

  it('holds one slot per shopper; others see one place fewer, the holder sees it selected', async () => {
    const a = await courierShopper();
    const b = await courierShopper();
    const held = await hold(a.headers, TOMORROW, range.evening);
    expect(held.statusCode).toBe(200);
    expect(held.json<{ Message: string }>().Message).toBe(checkoutMessages.deliverySlotHeld(20));
    // A second choice replaces the first.
    expect((await hold(a.headers, `${TOMORROW}T00:00:00.000Z`, range.noon)).statusCode).toBe(200);

    const timeOf = (r: DeliveryDateTimesResponse, rangeId: number) =>
      r.Result.AvailableDeliveryDateTimesTable.find((d) => d.DeliveryDateOnUtc.startsWith(TOMORROW))?.Times.find(
        (time) => time.AvailableDeliveryTimeRangeId === rangeId,
      );
    const forA = await slots(a.headers);
    const forB = await slots(b.headers);
    expect(timeOf(forA, range.noon)).toMatchObject({ AvailableCapacities: 10, Selected: true });
    expect(timeOf(forB, range.noon)).toMatchObject({ AvailableCapacities: 9, Selected: false });
    expect(timeOf(forB, range.evening)?.AvailableCapacities).toBe(8);

    // Given back.
    expect((await call('DELETE', '/DeliveryScheduling/RemoveSelectedDateTime', a.headers)).statusCode).toBe(200);
    expect(timeOf(await slots(b.headers), range.noon)?.AvailableCapacities).toBe(10);
  });

  it('refuses a range not offered, an unknown range and a shopper who has not chosen the courier', async () => {
    const { headers } = await courierShopper();
    expect((await hold(headers, TODAY, range.morning)).statusCode).toBe(422);
    expect((await hold(headers, '2026-11-30', range.noon)).statusCode).toBe(422);
    expect((await hold(headers, '2026-11-21', range.noon)).statusCode).toBe(422);
    expect((await hold(headers, TOMORROW, 999_999)).statusCode).toBe(404);
    const tipax = await shopperInTehran();
    expect((await chooseShipping(tipax.headers, 'Shipping.Tipax')).statusCode).toBe(200);
    const res = await hold(tipax.headers, TOMORROW, range.noon);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ Message: checkoutMessages.chooseCourierFirst });
  });

  it('gives the last place to exactly one of the shoppers racing for it', async () => {
    const date = '2026-11-25';
    await t.database.kysely
      .updateTable('delivery_time_range')
      .set({ capacity: 1 })
      .where('id', '=', range.afternoon)
      .execute();
    try {
      const racers = await Promise.all(Array.from({ length: 6 }, () => courierShopper()));
      const answers = await Promise.all(racers.map((r) => hold(r.headers, date, range.afternoon)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
        Message: checkoutMessages.deliverySlotFull,
      });
      const holds = await t.database.kysely
        .selectFrom('delivery_slot_hold')
        .select('id')
        .where('delivery_date', '=', date)
        .where('time_range_id', '=', range.afternoon)
        .execute();
      expect(holds).toHaveLength(1);
    } finally {
      await t.database.kysely
        .updateTable('delivery_time_range')
        .set({ capacity: 10 })
        .where('id', '=', range.afternoon)
        .execute();
    }
  });

  it('clears the courier and its slot when the shipping address moves outside Tehran', async () => {
    const a = await courierShopper();
    expect((await hold(a.headers, TOMORROW, range.noon)).statusCode).toBe(200);
    const sameCity = await insertAddressFor(a.headers, 'تهران', 'تهران');
    expect((await chooseAddress(a.headers, sameCity)).statusCode).toBe(200);
    expect((await shipping(a.headers)).ShippingMethods.find((m) => m.Selected)?.SystemName).toBe('Shipping.Courier');

    const isfahan = await insertAddressFor(a.headers, 'اصفهان', 'اصفهان');
    expect((await chooseAddress(a.headers, isfahan)).statusCode).toBe(200);
    expect((await shipping(a.headers)).ShippingMethods.some((m) => m.Selected)).toBe(false);
    const holds = await t.database.kysely
      .selectFrom('delivery_slot_hold')
      .select('id')
      .where('customer_id', '=', a.id)
      .execute();
    expect(holds).toEqual([]);
  });
  // The clock only moves forward from here (the app's settings cache compares read times).
  it('offers nothing more today at 20:00 in Tehran', async () => {
    const { headers } = await courierShopper();
    clock.set('2026-11-22T16:30:00.000Z');
    expect((await slots(headers)).Result.AvailableDeliveryDateTimesTable[0]?.DeliveryDateOnUtc).toBe(
      `${TOMORROW}T00:00:00.000Z`,
    );
  });

  it('frees an expired hold for others, and placement refuses it; an order keeps its slot until cancelled', async () => {
    const date = '2026-11-26';
    await t.database.kysely
      .updateTable('delivery_time_range')
      .set({ capacity: 1 })
      .where('id', '=', range.evening)
      .execute();
    try {
      const a = await courierShopper();
      const b = await courierShopper();
      expect((await hold(a.headers, date, range.evening)).statusCode).toBe(200);
      expect((await hold(b.headers, date, range.evening)).statusCode).toBe(409);

      clock.advance(21 * 60_000);
      const expired = await t.database.kysely
        .transaction()
        .execute((trx) => attachSlotHoldToOrder(trx, { customerId: a.id, orderId: 900_001, now: clock.now() }));
      expect(expired).toEqual({ refusal: checkoutMessages.deliverySlotExpired });
      expect((await hold(b.headers, date, range.evening)).statusCode).toBe(200);

      const attached = await t.database.kysely
        .transaction()
        .execute((trx) => attachSlotHoldToOrder(trx, { customerId: b.id, orderId: 900_002, now: clock.now() }));
      expect(attached).toEqual({ date, timeRangeName: '۱۸ تا ۲۱' });
      // An order's slot counts however long ago it was held.
      clock.advance(24 * 60 * 60_000);
      expect((await hold(a.headers, date, range.evening)).statusCode).toBe(409);
      // The order's cancellation (orders' transitions) deletes its hold.
      await t.database.kysely.deleteFrom('delivery_slot_hold').where('order_id', '=', 900_002).execute();
      expect((await hold(a.headers, date, range.evening)).statusCode).toBe(200);

      const none = await t.database.kysely
        .transaction()
        .execute((trx) => attachSlotHoldToOrder(trx, { customerId: b.id, orderId: 900_003, now: clock.now() }));
      expect(none).toEqual({ refusal: checkoutMessages.deliverySlotRequired });
    } finally {
      await t.database.kysely
        .updateTable('delivery_time_range')
        .set({ capacity: 8 })
        .where('id', '=', range.evening)
        .execute();
    }
  });
});
