import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createCatalogService, createInventoryService } from '../catalog/index.js';
import { createAccessTokenService } from '../customers/index.js';
import { createMessagingService, createOutboxSender, type MessagingService } from '../messaging/index.js';
import { createSettingsService } from '../settings/index.js';
import { backInStockMessages } from './back-in-stock.messages.js';
import { createBackInStockService } from './back-in-stock.service.js';

const clock = manualClock('2026-11-22T10:00:00.000Z');
let t: TestApp;
let db: Kysely<Database>;
let fixture: ReturnType<typeof catalogFixture>;
const ids = { sara: 0, ali: 0, mina: 0 };
const tokens = { sara: '', ali: '', mina: '' };
type Who = keyof typeof tokens;
const auth = (who: Who) => ({ authorization: `Basic ${tokens[who]}` });
const GUEST = { 'guest-customer-id': '0b0c8e5e-2f0a-4c1e-9a57-3c1f0b7a9d11' };

const outOfStock = (name = 'هدفون بی‌سیم') =>
  fixture.product({ name, price: 2_000_000, manageInventory: 'product', stock: 0 });
const subscribe = (productId: number, who: Who) =>
  t.app.inject({ method: 'POST', url: `/api/v2/backinstocksubscriptions/product/${productId}`, headers: auth(who) });
const status = (productId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v2/backinstocksubscriptions/product/${productId}`, headers });
const mine = (who: Who, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v2/backinstocksubscriptions${query}`, headers: auth(who) });
const unsubscribe = (subscriptionId: number, who: Who) =>
  t.app.inject({ method: 'DELETE', url: `/api/v2/backinstocksubscriptions/${subscriptionId}`, headers: auth(who) });

const outboxMessaging = (): MessagingService =>
  createMessagingService({ email: createOutboxSender(db, 'email', clock), sms: createOutboxSender(db, 'sms', clock) });
const backInStock = (messaging: MessagingService = outboxMessaging()) =>
  createBackInStockService({
    db,
    clock,
    messaging,
    catalog: createCatalogService({ db, settings: createSettingsService({ db, clock, cacheTtlMs: 0 }) }),
  });
const inventory = (service = backInStock()) =>
  createInventoryService({ db, clock, listeners: [service.stockListener] });

async function outboxFor(productName: string) {
  const rows = await db
    .selectFrom('outbox_message')
    .selectAll()
    .where('purpose', '=', 'back-in-stock')
    .orderBy('id')
    .execute();
  return rows
    .filter((r) => r.subject.includes(productName))
    .map((r) => ({ channel: r.channel, recipient: r.recipient, body: r.body }));
}
async function subscriptionsOf(productId: number) {
  return db
    .selectFrom('back_in_stock_subscription')
    .select('customer_id')
    .where('product_id', '=', productId)
    .orderBy('customer_id')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  db = t.database.kysely;
  fixture = catalogFixture(db);
  const issuer = createAccessTokenService({ db, clock: systemClock, ttlDays: 30 });
  ids.sara = await fixture.customer({ firstName: 'سارا', lastName: 'کریمی', email: 'sara@example.com' });
  ids.ali = await fixture.customer({ firstName: 'علی', email: 'ali@example.com' });
  ids.mina = await fixture.customer({ firstName: 'مینا' });
  await db.updateTable('customer').set({ mobile: '09121234567' }).where('id', '=', ids.mina).execute();
  for (const who of Object.keys(ids) as Who[]) tokens[who] = (await issuer.issue(ids[who])).token;
});
afterAll(() => t.close());

describe('subscribing', () => {
  it('needs a registered customer: a guest gets the session-required 401', async () => {
    const productId = await outOfStock();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/backinstocksubscriptions/product/${productId}`,
      headers: GUEST,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'برای این کار ابتدا وارد حساب کاربری خود شوید.', Errors: [] });
    expect((await status(productId, GUEST)).json()).toEqual({
      ProductId: productId,
      CanSubscribe: true,
      SubscriptionId: null,
    });
  });

  it('takes one subscription per customer and product (409 on the second, even in parallel)', async () => {
    const productId = await outOfStock();
    const [a, b] = await Promise.all([subscribe(productId, 'sara'), subscribe(productId, 'sara')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json()).toMatchObject({
      Success: true,
      Message: backInStockMessages.subscribed,
      Subscription: { ProductId: productId, ProductName: 'هدفون بی‌سیم' },
    });
    const again = await subscribe(productId, 'sara');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(backInStockMessages.alreadySubscribed);
    expect(await subscriptionsOf(productId)).toEqual([{ customer_id: ids.sara }]);
    expect((await status(productId, auth('sara'))).json()).toEqual({
      ProductId: productId,
      CanSubscribe: true,
      SubscriptionId: ok.json().Subscription.Id,
    });
    expect((await status(productId, auth('ali'))).json().SubscriptionId).toBeNull();
  });

  it('refuses a product that is in stock (422) and one that does not exist or is hidden (404)', async () => {
    const inStock = await fixture.product({ name: 'موجود', price: 1000, manageInventory: 'product', stock: 3 });
    const res = await subscribe(inStock, 'sara');
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe(backInStockMessages.productInStock);
    expect((await status(inStock, GUEST)).json().CanSubscribe).toBe(false);
    const untracked = await fixture.product({ name: 'بدون انبارداری', price: 1000, manageInventory: 'none', stock: 0 });
    expect((await subscribe(untracked, 'sara')).statusCode).toBe(422);
    const hidden = await fixture.product({
      name: 'پنهان',
      price: 1000,
      manageInventory: 'product',
      stock: 0,
      published: false,
    });
    expect((await subscribe(hidden, 'sara')).statusCode).toBe(404);
    expect((await subscribe(999_999, 'sara')).statusCode).toBe(404);
  });
});

describe('listing and unsubscribing', () => {
  it('lists only the customer’s own subscriptions, newest first, paged', async () => {
    const first = await outOfStock('لپ‌تاپ');
    const second = await outOfStock('تبلت');
    clock.set('2026-11-22T11:00:00.000Z');
    await subscribe(first, 'ali');
    clock.set('2026-11-22T12:00:00.000Z');
    await subscribe(second, 'ali');
    await subscribe(second, 'mina');
    const list = (await mine('ali')).json();
    expect(list.TotalCount).toBe(2);
    expect(list.Items.map((s: { ProductName: string }) => s.ProductName)).toEqual(['تبلت', 'لپ‌تاپ']);
    expect(list.Items[0]).toMatchObject({ ProductId: second, CreatedOn: '2026-11-22T12:00:00.000Z', PictureUrl: null });
    expect(
      (await mine('ali', '?Limit=1&Offset=1')).json().Items.map((s: { ProductId: number }) => s.ProductId),
    ).toEqual([first]);
    const guest = await t.app.inject({ method: 'GET', url: '/api/v2/backinstocksubscriptions', headers: GUEST });
    expect(guest.statusCode).toBe(401);
  });

  it('unsubscribes the owner; another customer’s subscription is a 404 and stays', async () => {
    const productId = await outOfStock('دوربین');
    const saras = (await subscribe(productId, 'sara')).json().Subscription.Id as number;
    const other = await unsubscribe(saras, 'ali');
    expect(other.statusCode).toBe(404);
    expect(other.json().Message).toBe(backInStockMessages.subscriptionNotFound);
    expect(await subscriptionsOf(productId)).toEqual([{ customer_id: ids.sara }]);

    const own = await unsubscribe(saras, 'sara');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ Success: true, Message: backInStockMessages.unsubscribed });
    expect(await subscriptionsOf(productId)).toEqual([]);
    expect((await unsubscribe(saras, 'sara')).statusCode).toBe(404);
    // Free to subscribe again afterwards.
    expect((await subscribe(productId, 'sara')).statusCode).toBe(200);
  });
});

describe('when stock returns', () => {
  it('the inventory service tells each subscriber once (email, or SMS without an email) and ends the subscriptions', async () => {
    const productId = await outOfStock('ساعت هوشمند');
    await subscribe(productId, 'sara');
    await subscribe(productId, 'mina');
    const service = backInStock();

    await inventory(service).setProductStock(productId, 0);
    expect(await outboxFor('ساعت هوشمند')).toEqual([]);
    expect(await subscriptionsOf(productId)).toHaveLength(2);

    await inventory(service).setProductStock(productId, 4);
    const sent = await outboxFor('ساعت هوشمند');
    expect(sent).toEqual([
      { channel: 'email', recipient: 'sara@example.com', body: expect.stringContaining('سارا عزیز، «ساعت هوشمند»') },
      { channel: 'sms', recipient: '09121234567', body: expect.stringContaining('مینا عزیز') },
    ]);
    expect(await subscriptionsOf(productId)).toEqual([]);
    expect((await mine('sara')).json().Items.map((s: { ProductId: number }) => s.ProductId)).not.toContain(productId);

    // Later rounds and later stock changes send nothing more.
    expect(await service.deliverPending()).toBe(0);
    await inventory(service).setProductStock(productId, 9);
    expect(await service.sweep()).toEqual({ queued: 0, sent: 0 });
    expect(await outboxFor('ساعت هوشمند')).toHaveLength(2);
  });

  it("sends the owner's own text when the store has written one, its {نام} and {کالا} filled", async () => {
    const settings = createSettingsService({ db, clock, cacheTtlMs: 0 });
    await settings.set('BackInStockTextTemplate', '{نام} جان، {کالا} رسید؛ تا تمام نشده بخرید.');
    try {
      const productId = await outOfStock('قهوه‌ساز');
      await subscribe(productId, 'sara');
      await inventory().setProductStock(productId, 3);
      expect(await outboxFor('قهوه‌ساز')).toEqual([
        { channel: 'email', recipient: 'sara@example.com', body: 'سبد: سارا جان، قهوه‌ساز رسید؛ تا تمام نشده بخرید.' },
      ]);
    } finally {
      await settings.set('BackInStockTextTemplate', '');
    }
  });

  it('`npm run cli -- product stock` notifies the subscribers', async () => {
    const productId = await outOfStock('اسپیکر');
    await subscribe(productId, 'ali');
    const out: string[] = [];
    const code = await runCli(['product', 'stock', String(productId), '7'], {
      databaseUrl: t.database.url,
      io: { out: (l) => out.push(l), err: (l) => out.push(l) },
    });
    expect(code).toBe(0);
    expect(out[0]).toContain('stock 0 → 7');
    expect(await outboxFor('اسپیکر')).toEqual([
      { channel: 'email', recipient: 'ali@example.com', body: expect.stringContaining('«اسپیکر»') },
    ]);
    expect(await subscriptionsOf(productId)).toEqual([]);
  });

  it('keeps the subscriptions when the stock change rolls back', async () => {
    const productId = await outOfStock('کیبورد');
    await subscribe(productId, 'sara');
    const failing = {
      stockChanged: async () => {
        throw new Error('later step failed');
      },
      afterCommit: async () => undefined,
    };
    const service = backInStock();
    await expect(
      createInventoryService({ db, clock, listeners: [service.stockListener, failing] }).setProductStock(productId, 5),
    ).rejects.toThrow('later step failed');
    const product = await db
      .selectFrom('product')
      .select('stock_quantity')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(product.stock_quantity).toBe(0);
    expect(await subscriptionsOf(productId)).toEqual([{ customer_id: ids.sara }]);
    expect(
      await db.selectFrom('back_in_stock_notification').select('id').where('product_id', '=', productId).execute(),
    ).toEqual([]);
  });

  it('a message the transport refused stays queued and goes out once on the next round', async () => {
    const productId = await outOfStock('ماوس');
    await subscribe(productId, 'ali');
    const refusing: MessagingService = {
      send: async () => {
        throw new Error('SMTP down');
      },
      describe: () => ({ email: 'down', sms: 'down' }),
    };
    await inventory(backInStock(refusing)).setProductStock(productId, 2);
    expect(await subscriptionsOf(productId)).toEqual([]);
    expect(await outboxFor('ماوس')).toEqual([]);
    const queued = await db
      .selectFrom('back_in_stock_notification')
      .selectAll()
      .where('product_id', '=', productId)
      .execute();
    expect(queued).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'SMTP down' })]);

    // Two deliverers at once (two server instances): exactly one sends it.
    const working = backInStock();
    const [a, b] = await Promise.all([working.deliverPending(), backInStock().deliverPending()]);
    expect(a + b).toBe(1);
    expect(await outboxFor('ماوس')).toHaveLength(1);
    expect(
      await db.selectFrom('back_in_stock_notification').select('status').where('product_id', '=', productId).execute(),
    ).toEqual([{ status: 'sent' }]);
  });

  it('the sweep notices a restock made outside the inventory service (attribute combinations)', async () => {
    const productId = await fixture.product({
      name: 'کفش',
      price: 3_000_000,
      manageInventory: 'combinations',
      stock: 0,
    });
    await subscribe(productId, 'sara');
    await db.updateTable('product').set({ stock_quantity: 10 }).where('id', '=', productId).execute();
    const service = backInStock();
    // The product quantity does not decide a per-combination product's stock.
    expect((await service.sweep()).queued).toBe(0);
    await db
      .insertInto('product_attribute_combination')
      .values({
        product_id: productId,
        attributes_key: '1:1',
        sku: null,
        stock_quantity: 3,
        allow_out_of_stock_orders: 0,
        overridden_price: null,
        picture_id: null,
      })
      .execute();
    expect(await service.sweep()).toEqual({ queued: 1, sent: 1 });
    expect(await outboxFor('کفش')).toEqual([
      { channel: 'email', recipient: 'sara@example.com', body: expect.stringContaining('«کفش»') },
    ]);
    expect(await subscriptionsOf(productId)).toEqual([]);
  });
});
