/**
 * Web Push through HTTP and the CLI on the real app, against a local push service that checks each
 * push's VAPID signature and decrypts its aes128gcm body as a browser would: the VAPID key made once
 * and kept, registration (Persian 400s, the signed-in customer, rate limit), `push send` to a topic
 * (payload decrypted, 404/410 delete the subscription, 5xx keeps and counts it), a push to the
 * customer when an order ships, and the development outbox.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ErrorResponse,
  OrderDetails,
  PlaceOrderResponse,
  PushPublicKey,
  PushSubscriptionResponse,
  SubmitReturnRequestResponse,
} from '@sabad/contract';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { runCliOn } from '../../testing/cli-runner.js';
import {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from '../../testing/local-push-service.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { pushMessages } from './push.messages.js';
import { createVapidKeyStore, DEFAULT_PUSH_RATE_LIMIT, isAcceptableEndpoint } from './push.service.js';
import { generateVapidKeys } from './web-push-sender.js';

let t: TestApp;
let pushService: LocalPushService;
let clientCounter = 0;
const db = () => t.database.kysely;
const cli = (...args: string[]) => runCliOn(t.database.url, args);
/** Every call speaks from its own client address unless told otherwise, so the rate limit does not leak. */
const newClient = () => `203.0.113.${++clientCounter}`;

function register(
  subscription: Pick<LocalSubscription, 'endpoint' | 'keys'>,
  options: { topic?: string; headers?: Headers; client?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/push/subscribe',
    headers: options.headers ?? {},
    remoteAddress: options.client ?? newClient(),
    payload: {
      Endpoint: subscription.endpoint,
      Keys: { P256dh: subscription.keys.p256dh, Auth: subscription.keys.auth },
      Topic: options.topic ?? 'sabad-all',
    },
  });
}

const storedSubscription = (endpoint: string) =>
  db().selectFrom('push_subscription').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();

beforeAll(async () => {
  pushService = await startLocalPushService();
  t = await createTestApp({ config: { PUSH_ALLOW_LOOPBACK_HTTP: true } });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

describe('the VAPID key pair', () => {
  it('is made once, kept in the database and served as the public key', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v2/push/publickey' });
    expect(first.statusCode, first.body).toBe(200);
    const { PublicKey } = first.json<PushPublicKey>();
    expect(Buffer.from(PublicKey, 'base64url')).toHaveLength(65);
    const stored = await db().selectFrom('push_vapid_key').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.public_key).toBe(PublicKey);
    // Another instance (or a restart) on the same database signs with the same key.
    const again = createVapidKeyStore({ db: db(), clock: systemClock });
    expect((await again()).publicKey).toBe(PublicKey);
  });

  it('comes from the configuration when given, and the database is not touched', async () => {
    const configured = generateVapidKeys();
    const keys = createVapidKeyStore({ db: db(), clock: systemClock, configured });
    expect(await keys()).toEqual(configured);
    expect(await db().selectFrom('push_vapid_key').select('public_key').execute()).toHaveLength(1);
  });
});

describe('registering a subscription', () => {
  it('keeps a guest browser for the topic, with its keys', async () => {
    const subscription = pushService.subscribe();
    const res = await register(subscription);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PushSubscriptionResponse>()).toEqual({ Success: true, Message: pushMessages.subscribed });
    expect(await storedSubscription(subscription.endpoint)).toMatchObject({
      topic: 'sabad-all',
      customer_id: null,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  });

  it('keeps the signed-in customer, and forgets them when the browser registers again signed out', async () => {
    const shopper = await checkoutFixture(t, systemClock).customer();
    const subscription = pushService.subscribe();
    expect((await register(subscription, { headers: shopper.headers })).statusCode).toBe(200);
    expect((await storedSubscription(subscription.endpoint))?.customer_id).toBe(shopper.id);

    expect((await register(subscription, { topic: 'sabad-news' })).statusCode).toBe(200);
    expect(await storedSubscription(subscription.endpoint)).toMatchObject({ customer_id: null, topic: 'sabad-news' });
    const rows = await db()
      .selectFrom('push_subscription')
      .select('id')
      .where('endpoint', '=', subscription.endpoint)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each<[string, { endpoint?: string; p256dh?: string; auth?: string }, string]>([
    ['an http endpoint elsewhere', { endpoint: 'http://push.example.com/x' }, pushMessages.badEndpoint],
    ['a non-URL endpoint', { endpoint: 'not a url' }, pushMessages.badEndpoint],
    ['credentials in the endpoint', { endpoint: 'https://user:pw@push.example.com/x' }, pushMessages.badEndpoint],
    ['a key that is not a P-256 point', { p256dh: Buffer.alloc(65, 7).toString('base64url') }, pushMessages.badKeys],
    ['a short auth secret', { auth: 'c2hvcnQtc2VjcmV0LWtleTEy' }, pushMessages.badKeys],
    ['a key that is not base64', { p256dh: '!'.repeat(87) }, 'اشتراک اعلان‌های این مرورگر معتبر نیست.'],
  ])('answers 400 in Persian for %s and keeps nothing', async (_case, change, message) => {
    const valid = pushService.subscribe();
    const res = await register({
      endpoint: change.endpoint ?? valid.endpoint,
      keys: { p256dh: change.p256dh ?? valid.keys.p256dh, auth: change.auth ?? valid.keys.auth },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorResponse>().Message).toBe(message);
    expect(await storedSubscription(change.endpoint ?? valid.endpoint)).toBeUndefined();
  });

  it('answers 400 in Persian for a topic a push service would refuse', async () => {
    const res = await register(pushService.subscribe(), { topic: 'همه' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorResponse>().Message).toBe(
      'موضوع اعلان‌ها فقط حروف و ارقام لاتین و - _ . ~ % می‌تواند داشته باشد.',
    );
  });

  it('takes https endpoints always and loopback http only when the configuration allows it', () => {
    expect(isAcceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isAcceptableEndpoint('http://127.0.0.1:9000/push/1', false)).toBe(false);
    expect(isAcceptableEndpoint('http://127.0.0.1:9000/push/1', true)).toBe(true);
    expect(isAcceptableEndpoint('http://10.0.0.5/push/1', true)).toBe(false);
    expect(isAcceptableEndpoint('ftp://127.0.0.1/push/1', true)).toBe(false);
  });

  it('forgets a subscription the browser gives up', async () => {
    const subscription = pushService.subscribe();
    await register(subscription);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/push/unsubscribe',
      remoteAddress: newClient(),
      payload: { Endpoint: subscription.endpoint },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PushSubscriptionResponse>().Message).toBe(pushMessages.unsubscribed);
    expect(await storedSubscription(subscription.endpoint)).toBeUndefined();
  });

  it('allows sixty registrations an hour per client address, then 429 with a Persian wait', async () => {
    const client = newClient();
    for (let i = 0; i < DEFAULT_PUSH_RATE_LIMIT.maxRequests; i++) {
      expect((await register(pushService.subscribe(), { client, topic: 'rate-limited' })).statusCode).toBe(200);
    }
    const refused = await register(pushService.subscribe(), { client, topic: 'rate-limited' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<ErrorResponse>().Message).toContain('۶۰ دقیقهٔ دیگر');
    await db().deleteFrom('push_subscription').where('topic', '=', 'rate-limited').execute();
  });
});

describe('push send to a topic', () => {
  it('reaches every browser of the topic, signed with the served key, and decrypts to what was sent', async () => {
    const [first, second] = [pushService.subscribe(), pushService.subscribe()];
    await register(first, { topic: 'autumn-sale' });
    await register(second, { topic: 'autumn-sale' });
    const elsewhere = pushService.subscribe();
    await register(elsewhere, { topic: 'other-topic' });

    const arrived = Promise.all([pushService.next(first.endpoint), pushService.next(second.endpoint)]);
    const run = await cli(
      'push',
      'send',
      '--topic',
      'autumn-sale',
      '--title',
      'حراج پاییزه',
      '--body',
      'تا ۳۰٪ تخفیف',
      '--url',
      '/tabs/home',
    );
    expect(run, run.err).toMatchObject({ code: 0 });
    expect(run.out).toContain('2 subscription(s), 2 delivered, 0 removed (gone), 0 failed (kept)');

    const { PublicKey } = (await t.app.inject({ method: 'GET', url: '/api/v2/push/publickey' })).json<PushPublicKey>();
    for (const push of await arrived) {
      expect(JSON.parse(push.text)).toEqual({ title: 'حراج پاییزه', body: 'تا ۳۰٪ تخفیف', url: '/tabs/home' });
      expect(push.vapid).toMatchObject({ publicKey: PublicKey, audience: pushService.origin });
      expect(push.vapid.subject).toMatch(/^mailto:/);
      expect(push.headers.ttl).toBe(String(24 * 60 * 60));
    }
    expect(pushService.received.some((push) => push.endpoint === elsewhere.endpoint)).toBe(false);
    expect(pushService.rejected).toEqual([]);
  });

  it.each([410, 404])('deletes a subscription whose push service answers %i', async (status) => {
    const gone = pushService.subscribe();
    const kept = pushService.subscribe();
    await register(gone, { topic: `gone-${status}` });
    await register(kept, { topic: `gone-${status}` });
    gone.answer = status;

    const run = await cli('push', 'send', '--topic', `gone-${status}`, '--title', 'عنوان', '--body', 'متن');
    expect(run.out).toContain('2 subscription(s), 1 delivered, 1 removed (gone), 0 failed (kept)');
    // The push did reach the service (and decrypted) before it said the subscription is gone.
    expect(pushService.received.some((push) => push.endpoint === gone.endpoint && push.status === status)).toBe(true);
    expect(await storedSubscription(gone.endpoint)).toBeUndefined();
    expect(await storedSubscription(kept.endpoint)).toBeDefined();
  });

  it('keeps a subscription whose push service fails otherwise, counts the failure and logs it', async () => {
    const failing = pushService.subscribe();
    await register(failing, { topic: 'outage' });
    failing.answer = 503;
    const run = await cli('push', 'send', '--topic', 'outage', '--title', 'عنوان', '--body', 'متن');
    expect(run.code).toBe(0);
    expect(run.out).toContain('1 subscription(s), 0 delivered, 0 removed (gone), 1 failed (kept)');
    expect(run.err).toContain('the push service answered 503');
    expect(await storedSubscription(failing.endpoint)).toMatchObject({
      failure_count: 1,
      last_failure: 'the push service answered 503',
    });

    failing.answer = 201;
    expect((await cli('push', 'send', '--topic', 'outage', '--title', 'عنوان', '--body', 'متن')).out).toContain(
      '1 delivered',
    );
  });

  it.each([
    [['--topic', 'a b', '--title', 'x', '--body', 'y'], '--topic takes'],
    [['--topic', 'sabad-all', '--title', 'x'], '--title and --body are required'],
    [['--topic', 'sabad-all', '--title', 'x', '--body', 'y', '--url', '//evil.example'], '--url takes'],
    [['--topic', 'sabad-all', '--title', 'x', '--body', 'y', '--sound', 'on'], 'Bad option'],
  ])('answers bad options with a message and exit code 2: %j', async (options, message) => {
    const run = await cli('push', 'send', ...options);
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
  });
});

describe('a push when an order ships', () => {
  it("reaches the browsers the customer registered while signed in, opening the order's page", async () => {
    const c = checkoutFixture(t, systemClock);
    const productId = await catalogFixture(db()).product({ name: 'کتری برقی', price: 1_800_000, stock: 5 });
    const shopper = await c.readyShopper({ lines: [{ productId }], payment: 'Payments.CashOnDelivery' });
    const browser = pushService.subscribe();
    expect((await register(browser, { headers: shopper.headers })).statusCode).toBe(200);
    const placed = await c.place(shopper.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const { Result } = placed.json<PlaceOrderResponse>();

    const arrived = pushService.next(browser.endpoint);
    const shipped = await cli('order', 'ship', Result.CustomOrderNumber, '--tracking', 'TPX-55120');
    expect(shipped, shipped.err).toMatchObject({ code: 0 });
    const payload = JSON.parse((await arrived).text) as { title: string; body: string; url: string };
    expect(payload.url).toBe(`/order-details/${Result.OrderId}`);
    expect(payload.title).toContain('ارسال شد');
    expect(payload.body).toContain('کد رهگیری: TPX-55120');
    expect(payload.body).not.toContain('\n');
    const queued = await db().selectFrom('push_queue').selectAll().where('customer_id', '=', shopper.id).execute();
    expect(queued).toMatchObject([{ purpose: 'order-shipped', status: 'sent' }]);
  });
});

describe('a push when a return request changes status', () => {
  it("reaches the customer's browser when the store moves the request with the CLI", async () => {
    const c = checkoutFixture(t, systemClock);
    const productId = await catalogFixture(db()).product({ name: 'ماگ سفالی', price: 900_000, stock: 5 });
    const shopper = await c.readyShopper({ lines: [{ productId }], payment: 'Payments.CashOnDelivery' });
    const browser = pushService.subscribe();
    expect((await register(browser, { headers: shopper.headers })).statusCode).toBe(200);
    const placed = await c.place(shopper.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const { Result } = placed.json<PlaceOrderResponse>();
    const shippedPush = pushService.next(browser.endpoint);
    expect(await cli('order', 'ship', Result.CustomOrderNumber, '--tracking', 'TPX-55121')).toMatchObject({ code: 0 });
    await shippedPush;
    // Delivery completes the order without a message of its own.
    expect(await cli('order', 'deliver', Result.CustomOrderNumber)).toMatchObject({ code: 0 });

    const details = (await c.ok('GET', `/orders/getbyid/${Result.OrderId}`, shopper.headers)).json<OrderDetails>();
    const reason = await db().selectFrom('return_request_reason').select('id').executeTakeFirstOrThrow();
    const action = await db().selectFrom('return_request_action').select('id').executeTakeFirstOrThrow();
    // The request itself is answered by the server, which tells the customer through the same deliverer.
    const requestedPush = pushService.next(browser.endpoint);
    const submitted = await c.call('POST', `/returnrequest/submit/${Result.OrderId}`, shopper.headers, {
      ReturnRequestReasonId: reason.id,
      ReturnRequestActionId: action.id,
      Items: [{ OrderItemId: details.Items[0]?.Id, Quantity: 1 }],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await requestedPush;
    const [request] = submitted.json<SubmitReturnRequestResponse>().Result.ReturnRequests;

    const movedPush = pushService.next(browser.endpoint);
    const moved = await cli('returns', 'set-status', String(request?.Id), 'Received');
    expect(moved, moved.err).toMatchObject({ code: 0 });
    const payload = JSON.parse((await movedPush).text) as { title: string; url: string };
    expect(payload.title).toContain(request?.CustomNumber ?? '?');
    const queued = await db().selectFrom('push_queue').select('status').where('customer_id', '=', shopper.id).execute();
    expect(queued.every((push) => push.status === 'sent')).toBe(true);
  });
});

describe('the development outbox (PUSH_TRANSPORT=outbox)', () => {
  it('keeps each push instead of sending it, and `push outbox` prints it', async () => {
    const browser = pushService.subscribe();
    await register(browser, { topic: 'outbox-topic' });
    vi.stubEnv('PUSH_TRANSPORT', 'outbox');
    try {
      const run = await cli('push', 'send', '--topic', 'outbox-topic', '--title', 'سلام', '--body', 'خوش آمدید');
      expect(run.out).toContain('1 delivered');
      const printed = await cli('push', 'outbox', '1');
      expect(printed.out).toContain(browser.endpoint);
      expect(printed.out).toContain('{"title":"سلام","body":"خوش آمدید","url":"/"}');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(pushService.received.some((push) => push.endpoint === browser.endpoint)).toBe(false);
  });
});
