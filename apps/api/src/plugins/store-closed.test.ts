/**
 * A closed store (StoreClosed) refuses the calls that buy with 503 in Persian and keeps the rest:
 * reading, the account, orders, cancelling; and a payment the bank took while it was closed still
 * reaches its order through the gateway's callback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildPath,
  PAYMENT_METHOD,
  routePaths,
  type CartItemList,
  type PlaceOrderResponse,
  type RouteName,
} from '@sabad/contract';
import { messagesFa } from '../lib/messages-fa.js';
import { createDiscountCodes } from '../modules/discounts/index.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../testing/checkout-fixture.js';
import { runCliOn } from '../testing/cli-runner.js';
import { paymentSteps } from '../testing/payment-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../testing/test-app.js';
import { ROUTES_REFUSED_WHEN_STORE_CLOSED } from './store-closed.js';

/** docs/product.md §8: the calls a closed store refuses (every other call answers as usual). */
const REFUSED_WHEN_CLOSED: RouteName[] = [
  'addToCart',
  'updateCartQuantity',
  'deleteCartItem',
  'applyGiftCard',
  'removeGiftCard',
  'moveWishlistItemToCart',
  'applyDiscountCoupon',
  'removeDiscountCoupon',
  'applyBillingAddress',
  'applyShippingAddress',
  'applyPickupAddress',
  'applyShippingMethod',
  'selectDeliveryDateTime',
  'removeDeliveryDateTime',
  'applyPaymentMethod',
  'addCheque',
  'removeCheque',
  'placeOrder',
  'getPaymentUrl',
  'reorder',
];

const CLOSED = { Success: false, Message: messagesFa.storeClosed, Errors: [messagesFa.storeClosed] };

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let kettle: number;

const setClosed = (closed: boolean) => catalogFixture(t.database.kysely).setting('StoreClosed', String(closed));

/** Any call of the route, with placeholder parameters: the closed store answers before reading them. */
function callRoute(name: RouteName, headers: Headers) {
  const { method, path } = routePaths[name];
  return t.app.inject({
    method,
    url: `/api/v2${buildPath(path, { id: 1, code: 'X', orderId: 1 })}`,
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

async function cartOf(headers: Headers): Promise<CartItemList> {
  return (await c.ok('GET', '/cart/getitems', headers)).json<CartItemList>();
}

async function refused(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  const res = await c.call(method, url, headers, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
  expect(res.json()).toEqual(CLOSED);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  kettle = await catalogFixture(t.database.kysely).product({ name: 'کتری برقی', price: 8_000_000, stock: 20 });
});
afterAll(() => t.close());
beforeEach(() => setClosed(false));

describe('the calls a closed store refuses', () => {
  it('are the documented list', () => {
    expect([...ROUTES_REFUSED_WHEN_STORE_CLOSED].sort()).toEqual([...REFUSED_WHEN_CLOSED].sort());
  });

  it('each answers 503 in Persian while closed, whoever calls and whatever is sent', async () => {
    const shopper = await c.customer();
    await setClosed(true);
    for (const name of REFUSED_WHEN_CLOSED) {
      for (const headers of [shopper.headers, { 'guest-customer-id': crypto.randomUUID() }]) {
        const res = await callRoute(name, headers);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(503);
        expect(res.json(), name).toEqual(CLOSED);
      }
    }
  });

  it('each answers as it always does once the store is open again', async () => {
    const shopper = await c.customer();
    for (const name of REFUSED_WHEN_CLOSED) {
      const res = await callRoute(name, shopper.headers);
      // Placeholder parameters meet the route's own answer (not found, bad input…), never the closed store.
      expect(res.statusCode, `${name}: ${res.body}`).not.toBe(503);
    }
  });
});

describe('a shopper in a store that closes and opens', () => {
  it('cannot fill the cart, check out or place while closed; the same calls buy once open', async () => {
    const shopper = await c.customer();
    await setClosed(true);
    await refused('POST', '/cart/add', shopper.headers, { ProductId: kettle, Quantity: 1 });
    expect((await cartOf(shopper.headers)).Items).toEqual([]);
    // The wishlist is not a purchase: it stays, but moving its item to the cart does not.
    await c.ok('POST', '/Wishlist/WishlistAdd', shopper.headers, { ProductId: kettle, Quantity: 1 });
    await refused('POST', `/Wishlist/AddToCart/${kettle}`, shopper.headers);
    expect((await cartOf(shopper.headers)).Items).toEqual([]);

    await setClosed(false);
    const { addressId } = await c.prepare(shopper, {
      lines: [{ productId: kettle, quantity: 1 }],
      payment: PAYMENT_METHOD.SandboxBank,
    });
    const [line] = (await cartOf(shopper.headers)).Items;
    expect(line).toMatchObject({ ProductId: kettle, Quantity: 1 });
    const giftCard = await runCliOn(t.database.url, ['giftcard', 'create', '1000', 'SHUT-1405']);
    expect(giftCard.code, giftCard.err).toBe(0);
    await createDiscountCodes({ db: t.database.kysely, clock }).create({ code: 'OPEN1405', percent: 5 });

    await setClosed(true);
    await refused('PUT', '/cart/updatequantity', shopper.headers, { Id: line?.Id, ProductId: kettle, Quantity: 2 });
    await refused('DELETE', `/cart/delete/${line?.Id}`, shopper.headers);
    await refused('POST', '/cart/applygiftcard', shopper.headers, { GiftCardCode: 'SHUT-1405' });
    await refused('POST', '/cart/applydiscountcoupon/OPEN1405', shopper.headers);
    await refused('PUT', `/address/applybillingaddress/${addressId}?shipToSameAddress=true`, shopper.headers);
    await refused('POST', '/cart/applyshippingmethod', shopper.headers, { ShippingMethodSystemName: 'Shipping.Tipax' });
    await refused('PUT', `/cart/applypaymentmethod?args=${PAYMENT_METHOD.SandboxBank}`, shopper.headers);
    await refused('POST', '/cart/placeordernew', shopper.headers, {});
    // Reading the cart and the checkout's choices stays.
    for (const url of ['/cart/getitems', '/cart/ordertotals', '/address/get', '/cart/shipping', '/cart/paymentmethods'])
      await c.ok('GET', url, shopper.headers);
    expect((await cartOf(shopper.headers)).Items).toEqual([expect.objectContaining({ Id: line?.Id, Quantity: 1 })]);

    await setClosed(false);
    await c.ok('PUT', '/cart/updatequantity', shopper.headers, { Id: line?.Id, ProductId: kettle, Quantity: 2 });
    await c.ok('POST', '/cart/applygiftcard', shopper.headers, { GiftCardCode: 'SHUT-1405' });
    await c.ok('POST', '/cart/applydiscountcoupon/OPEN1405', shopper.headers);
    await c.ok('PUT', `/cart/applypaymentmethod?args=${PAYMENT_METHOD.SandboxBank}`, shopper.headers);
    const placed = await c.place(shopper.headers, {});
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<PlaceOrderResponse>().Result.OrderId;

    await setClosed(true);
    await refused('GET', `/orders/getpaymentmethodurl/${orderId}`, shopper.headers);
    await refused('POST', `/orders/reorder/${orderId}`, shopper.headers);
    await setClosed(false);
    await c.ok('GET', `/orders/getpaymentmethodurl/${orderId}`, shopper.headers);
    await c.ok('POST', `/orders/reorder/${orderId}`, shopper.headers);
  });

  it('keeps reading, the account, orders and cancelling while closed', async () => {
    const shopper = await c.readyShopper({ lines: [{ productId: kettle, quantity: 1 }] });
    const placed = await c.place(shopper.headers, {});
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<PlaceOrderResponse>().Result.OrderId;

    await setClosed(true);
    expect((await c.ok('GET', '/settings/isstoreclosed', shopper.headers)).json()).toMatchObject({ StoreClosed: true });
    for (const url of [
      '/catalog/homepage',
      '/catalog/categorytree',
      `/product/details/${kettle}`,
      `/product/search?SearchWords=${encodeURIComponent('کتری')}`,
      '/topic/gettopicslist',
      '/account/currentcustomer',
      '/customer/info',
      '/customer/addresses',
      '/orders/get',
      `/orders/getbyid/${orderId}`,
      `/orders/invoice/${orderId}`,
      '/returnrequest/customer',
      '/customer/downloadableproducts',
      '/rewardpoints/getrewardpoints',
      '/Wishlist/Get',
    ])
      await c.ok('GET', url, shopper.headers);
    await c.ok('POST', `/orders/cancel/${orderId}`, shopper.headers);
  });

  it("applies a payment the bank took after the store closed (the gateway's callback is never refused)", async () => {
    const shopper = await c.readyShopper({
      lines: [{ productId: kettle, quantity: 1 }],
      payment: PAYMENT_METHOD.SandboxBank,
    });
    const placed = await c.place(shopper.headers, {});
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<PlaceOrderResponse>().Result.OrderId;
    const steps = paymentSteps(t);
    const bankPage = await steps.startPayment(orderId, shopper.headers);

    await setClosed(true);
    const result = await steps.follow(await steps.press(bankPage, 'pay'));
    expect(result.searchParams.get('success')).toBe('true');
    expect(await steps.orderRow(orderId)).toMatchObject({ payment_status: 30 });
  });
});
