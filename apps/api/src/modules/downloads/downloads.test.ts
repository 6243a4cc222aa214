/**
 * Downloadable products through HTTP: an order of downloads only needs no shipping and is Complete
 * once paid at the sandbox bank; the file is allowed only after payment (or the store's activation),
 * until it expires or its downloads are used up (two parallel downloads at the limit give one file),
 * to the shopper who bought it only, after its user agreement; streamed with its type and Persian name.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (where the parallel downloads really overlap).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckoutAddresses,
  DownloadableProductList,
  OrderDetails,
  OrderTotals,
  PaymentMethodList,
  PlaceOrderResponse,
  ShippingMethodList,
} from '@sabad/contract';
import { PAYMENT_METHOD } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import {
  buyDownloads,
  downloadableProduct,
  type DownloadableSpec,
  type DownloadPurchase,
} from '../../testing/download-fixture.js';
import { paymentSteps } from '../../testing/payment-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createGiftCardsService } from '../cart/index.js';
import { createSettingsService } from '../settings/index.js';
import { createDownloadAdmin } from './index.js';
import { downloadMessages } from './downloads.messages.js';

const START = '2026-11-22T06:00:00.000Z';
const DAY = 86_400_000;
const clock = manualClock(START);
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
const db = () => t.database.kysely;
const settings = () => createSettingsService({ db: db(), clock, cacheTtlMs: 0 });

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000), Buffer.from('\n%%EOF\n')]);

const pdfFile = { bytes: PDF, contentType: 'application/pdf', fileName: 'راهنمای خرید گوشی', extension: '.pdf' };
const downloadable = (spec: Omit<DownloadableSpec, 'file'>) => downloadableProduct(t, { ...spec, file: pdfFile });

const product = { ebook: 0, limited: 0, expiring: 0, storeDefaults: 0, manual: 0, agreed: 0, mug: 0 };

type Purchase = DownloadPurchase;
const buy = (productIds: number[], options: { pay?: boolean } = {}) => buyDownloads(t, c, productIds, options);

const listOf = async (headers: Headers) =>
  (await c.ok('GET', '/customer/downloadableproducts', headers)).json<DownloadableProductList>().Items;

const download = (purchase: { headers: Headers; guid: string }, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/download/getdownload/${purchase.guid}${query}`,
    headers: purchase.headers,
  });

async function expectRefused(purchase: Purchase, status: number, message: string, query = '') {
  const res = await download(purchase, query);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ Success: false, Message: message });
  return res;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  product.ebook = await downloadable({ name: 'کتاب الکترونیکی راهنمای خرید گوشی', maxDownloads: 3 });
  product.limited = await downloadable({ name: 'کتاب صوتی شازده کوچولو', maxDownloads: 2 });
  product.expiring = await downloadable({ name: 'کتاب الکترونیکی سی‌روزه', expirationDays: 3, unlimited: true });
  product.storeDefaults = await downloadable({ name: 'کتاب الکترونیکی با تنظیمات فروشگاه' });
  product.manual = await downloadable({ name: 'دوره آموزشی عکاسی', activation: 'manual', unlimited: true });
  product.agreed = await downloadable({
    name: 'کتاب الکترونیکی با توافق‌نامه',
    unlimited: true,
    agreement: 'این فایل فقط برای استفاده شخصی شماست.',
  });
  product.mug = await catalogFixture(db()).product({ name: 'ماگ سفالی', price: 2_000_000, stock: 100 });
});
afterAll(() => t.close());
// Time only moves forward here: the app's settings cache would not see a clock set back.
beforeEach(async () => {
  clock.advance(DAY);
  await settings().set('DownloadExpirationDays', '0');
  await settings().set('MaxNumberOfDownloads', '10');
});

describe('an order of downloads only', () => {
  it('skips shipping: no address or method is asked, placed and paid at the sandbox bank it is Complete', async () => {
    const shopper = await c.customer();
    await c.prepare(shopper, { lines: [{ productId: product.ebook }], shipping: null, payment: null });
    expect((await c.ok('GET', '/address/get', shopper.headers)).json<CheckoutAddresses>().IsShippable).toBe(false);
    expect((await c.ok('GET', '/cart/shipping', shopper.headers)).json<ShippingMethodList>()).toMatchObject({
      ShippingMethods: [],
      Warnings: ['سفارش شما کالای ارسالی ندارد و روش ارسال لازم نیست.'],
    });
    const choose = await c.call('POST', '/cart/applyshippingmethod', shopper.headers, {
      ShippingMethodSystemName: 'Shipping.Tipax',
    });
    expect(choose.statusCode).toBe(422);
    // Cash on delivery needs somewhere to deliver.
    const methods = (await c.ok('GET', '/cart/paymentmethods', shopper.headers)).json<PaymentMethodList>();
    expect(methods.PaymentMethods.map((m) => m.PaymentMethodSystemName)).not.toContain(PAYMENT_METHOD.CashOnDelivery);
    await c.ok('PUT', `/cart/applypaymentmethod?args=${PAYMENT_METHOD.SandboxBank}`, shopper.headers);
    expect((await c.ok('GET', '/cart/ordertotals', shopper.headers)).json<OrderTotals>()).toMatchObject({
      ShippingValue: null,
      OrderTotalValue: 450_000,
    });

    const placed = await c.place(shopper.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const { Result } = placed.json<PlaceOrderResponse>();
    expect(Result.IsPaymentWorkflowRequired).toBe(true);
    const details = () => c.ok('GET', `/orders/getbyid/${Result.OrderId}`, shopper.headers);
    expect((await details()).json<OrderDetails>()).toMatchObject({
      OrderStatusValue: 10,
      ShippingStatusValue: 10,
      ShippingAddress: null,
      ShippingMethod: null,
      CanCancel: true,
    });
    const [unpaid] = await listOf(shopper.headers);
    expect(unpaid).toMatchObject({ IsDownloadAllowed: false, UnavailableReason: downloadMessages.awaitingPayment });

    const steps = paymentSteps(t);
    await steps.follow(await steps.press(await steps.startPayment(Result.OrderId, shopper.headers), 'pay'));
    expect((await details()).json<OrderDetails>()).toMatchObject({
      OrderStatusValue: 30,
      PaymentStatusValue: 30,
      ShippingStatusValue: 10,
    });
    const [paid] = await listOf(shopper.headers);
    expect(paid).toMatchObject({ IsDownloadAllowed: true, DownloadsLeft: 3, ExpiresOn: null, UnavailableReason: null });
  });

  it('is Complete at once when a gift card pays for it all, and downloadable', async () => {
    const code = await createGiftCardsService({ db: db(), clock }).issue({
      amountRial: 1_000_000,
      code: `EBOOK-${randomUUID().slice(0, 8)}`,
    });
    const shopper = await c.readyShopper({ lines: [{ productId: product.ebook }], shipping: null, payment: null });
    await c.ok('POST', '/cart/applygiftcard', shopper.headers, { GiftCardCode: code });
    const placed = await c.place(shopper.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const { Result } = placed.json<PlaceOrderResponse>();
    expect(Result).toMatchObject({ PaymentStatus: 30, IsPaymentWorkflowRequired: false });
    expect(
      (await c.ok('GET', `/orders/getbyid/${Result.OrderId}`, shopper.headers)).json<OrderDetails>(),
    ).toMatchObject({ OrderTotalValue: 0, OrderStatusValue: 30, ShippingStatusValue: 10 });
    expect((await listOf(shopper.headers))[0]?.IsDownloadAllowed).toBe(true);
  });

  it('still asks for shipping when a line ships', async () => {
    const shopper = await c.customer();
    await c.prepare(shopper, {
      lines: [{ productId: product.ebook }, { productId: product.mug }],
      shipping: null,
      payment: PAYMENT_METHOD.SandboxBank,
    });
    expect((await c.ok('GET', '/address/get', shopper.headers)).json<CheckoutAddresses>().IsShippable).toBe(true);
    const refused = await c.place(shopper.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().Message).toBe('روش ارسال را انتخاب کنید.');
  });
});

describe('the list of downloadable products', () => {
  it('shows only the signed-in customer’s lines, newest order first, with number, date and downloads left', async () => {
    const placedAt = clock.now().toISOString();
    const first = await buy([product.ebook]);
    clock.advance(60_000);
    const shopper = { headers: first.headers, id: first.customerId };
    await c.prepare(shopper, {
      lines: [{ productId: product.limited }],
      shipping: null,
      payment: PAYMENT_METHOD.SandboxBank,
    });
    const second = (await c.place(first.headers)).json<PlaceOrderResponse>().Result;
    const items = await listOf(first.headers);
    expect(items.map((item) => [item.OrderId, item.ProductName])).toEqual([
      [second.OrderId, 'کتاب صوتی شازده کوچولو'],
      [first.orderId, 'کتاب الکترونیکی راهنمای خرید گوشی'],
    ]);
    expect(items[1]).toMatchObject({
      OrderItemGuid: first.guid,
      CustomOrderNumber: expect.stringMatching(/^۱۴۰۵-[۰-۹]{6}$/),
      CreatedOn: placedAt,
      DownloadsLeft: 3,
      HasUserAgreement: false,
      UserAgreementText: '',
    });
    expect(await listOf((await c.customer()).headers)).toEqual([]);
    const guest = await t.app.inject({ method: 'GET', url: '/api/v2/customer/downloadableproducts' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('downloading', () => {
  it('streams the stored bytes with their type, the Persian file name and no caching, each download counted', async () => {
    const purchase = await buy([product.ebook]);
    const res = await download(purchase);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('راهنمای خرید گوشی.pdf')}`,
    );
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect((await listOf(purchase.headers))[0]?.DownloadsLeft).toBe(2);
    // A HEAD request (a link checker, a browser probing) gets the headers and counts nothing.
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/v2/download/getdownload/${purchase.guid}`,
      headers: purchase.headers,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect((await listOf(purchase.headers))[0]?.DownloadsLeft).toBe(2);
  });

  it('answers 404 for another customer’s line, an unknown one, and a shopper with no identity', async () => {
    const purchase = await buy([product.ebook]);
    const stranger = await c.customer();
    for (const attempt of [
      { headers: stranger.headers, guid: purchase.guid },
      { headers: purchase.headers, guid: randomUUID() },
      { headers: {}, guid: purchase.guid },
      { headers: { 'guest-customer-id': randomUUID() }, guid: purchase.guid },
    ]) {
      const res = await download(attempt);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe(downloadMessages.notFound);
    }
    expect((await listOf(purchase.headers))[0]?.DownloadsLeft).toBe(3);
  });

  it('is refused before payment and when the order was cancelled', async () => {
    const unpaid = await buy([product.ebook], { pay: false });
    await expectRefused(unpaid, 422, downloadMessages.awaitingPayment);
    await c.ok('POST', `/orders/cancel/${unpaid.orderId}`, unpaid.headers);
    await expectRefused(unpaid, 422, downloadMessages.orderCancelled);
    expect((await listOf(unpaid.headers))[0]).toMatchObject({
      IsDownloadAllowed: false,
      UnavailableReason: downloadMessages.orderCancelled,
    });
  });

  it('stops at the product’s maximum; two parallel downloads at the limit give exactly one file', async () => {
    const purchase = await buy([product.limited]);
    expect((await download(purchase)).statusCode).toBe(200);
    const parallel = await Promise.all([download(purchase), download(purchase), download(purchase)]);
    expect(parallel.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    expect(parallel.find((res) => res.statusCode === 422)?.json().Message).toBe(downloadMessages.limitReached(2));
    await expectRefused(purchase, 422, downloadMessages.limitReached(2));
    const row = await db()
      .selectFrom('order_item')
      .select('download_count')
      .where('order_item_guid', '=', purchase.guid)
      .executeTakeFirstOrThrow();
    expect(row.download_count).toBe(2);
    expect((await listOf(purchase.headers))[0]).toMatchObject({ DownloadsLeft: 0, IsDownloadAllowed: false });
  });

  it('gives exactly one file to each of many parallel pairs racing for the last download', async () => {
    const purchases = await Promise.all(Array.from({ length: 4 }, () => buy([product.limited])));
    await Promise.all(purchases.map((purchase) => download(purchase)));
    const results = await Promise.all(purchases.flatMap((purchase) => [download(purchase), download(purchase)]));
    for (let i = 0; i < purchases.length; i++) {
      const pair = [results[2 * i]?.statusCode, results[2 * i + 1]?.statusCode].sort();
      expect(pair).toEqual([200, 422]);
    }
  });

  it('expires the product’s days after payment', async () => {
    const paidAt = clock.now().getTime();
    const purchase = await buy([product.expiring]);
    const expiresOn = new Date(paidAt + 3 * DAY).toISOString();
    expect((await listOf(purchase.headers))[0]).toMatchObject({ ExpiresOn: expiresOn, DownloadsLeft: null });
    clock.advance(3 * DAY - 1);
    expect((await download(purchase)).statusCode).toBe(200);
    clock.advance(1);
    await expectRefused(purchase, 422, downloadMessages.expired);
    expect((await listOf(purchase.headers))[0]).toMatchObject({ IsDownloadAllowed: false, ExpiresOn: expiresOn });
  });

  it('takes the store’s DownloadExpirationDays and MaxNumberOfDownloads for a product that leaves them empty', async () => {
    await settings().set('DownloadExpirationDays', '1');
    await settings().set('MaxNumberOfDownloads', '1');
    const paidAt = clock.now().getTime();
    const purchase = await buy([product.storeDefaults]);
    expect((await listOf(purchase.headers))[0]).toMatchObject({
      DownloadsLeft: 1,
      ExpiresOn: new Date(paidAt + DAY).toISOString(),
    });
    expect((await download(purchase)).statusCode).toBe(200);
    await expectRefused(purchase, 422, downloadMessages.limitReached(1));
    await settings().set('MaxNumberOfDownloads', '5');
    clock.advance(DAY);
    await expectRefused(purchase, 422, downloadMessages.expired);
    await settings().set('DownloadExpirationDays', '0');
    expect((await download(purchase)).statusCode).toBe(200);
  });

  it('waits for the store to activate a manually activated product, even when paid', async () => {
    const purchase = await buy([product.manual]);
    await expectRefused(purchase, 422, downloadMessages.awaitingActivation);
    const admin = createDownloadAdmin({ db: db(), clock, settings: settings() });
    expect((await admin.setActivation(String(purchase.orderItemId), true)).line).toContain('download activated');
    expect((await download(purchase)).statusCode).toBe(200);
    expect((await admin.setActivation(String(purchase.orderItemId), false)).line).toContain('download deactivated');
    await expectRefused(purchase, 422, downloadMessages.awaitingActivation);
  });

  it('asks for the user agreement first, carrying its text, then streams with agree=true', async () => {
    const purchase = await buy([product.agreed]);
    expect((await listOf(purchase.headers))[0]).toMatchObject({
      HasUserAgreement: true,
      UserAgreementText: 'این فایل فقط برای استفاده شخصی شماست.',
    });
    const refused = await expectRefused(purchase, 403, downloadMessages.agreementRequired);
    expect(refused.json().Errors).toEqual(['این فایل فقط برای استفاده شخصی شماست.']);
    await expectRefused(purchase, 403, downloadMessages.agreementRequired, '?agree=false');
    const res = await download(purchase, '?agree=true');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('describes the file answer as binary and the list as the customer’s', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json();
    const file = doc.paths['/api/v2/download/getdownload/{orderItemGuid}'].get;
    expect(file.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(file.parameters.map((p: { name: string }) => p.name)).toEqual(['agree', 'orderItemGuid']);
    expect(doc.paths['/api/v2/customer/downloadableproducts'].get.security).toEqual([{ accessToken: [] }]);
  });
});
