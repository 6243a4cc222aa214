/**
 * Access matrix (issue 15, adversarial suite), derived from the route table:
 * - every route the contract marks `auth` refuses a request with no token, a token revoked by
 *   logging out, an unknown token and a guest id alone, with the Persian 401;
 * - customer B, calling every operation of the OpenAPI document with each of customer A's ids
 *   (address, cart line, wishlist line, order, order line, return request, download, back-in-stock
 *   subscription), reads nothing of A's and changes nothing of A's; the operations that address
 *   one of A's things by its id answer 404 (or 403) in Persian.
 * The per-module tests cover each module's own cases in depth; this file is the sweep that a new
 * route joins by being in the contract.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { routes, type RouteName } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../testing/checkout-fixture.js';
import { buyDownloads, downloadableProduct } from '../testing/download-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../testing/test-app.js';
import { answerProblem, fillPath, loadOperations, runLimited, type Operation } from './hostile-requests.js';

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let operations: Operation[];
const db = () => t.database.kysely;

const PERSIAN_LETTERS = /[\u0600-\u06FF]/;

/** A request of the operation's shape: its path filled with `pathValue`, its body the schema's sample. */
function requestFor(
  operation: Operation,
  headers: Headers,
  pathValue = '1',
  body: object = operation.sampleBody,
): InjectOptions {
  const values = Object.fromEntries(operation.pathParams.map((name) => [name, encodeURIComponent(pathValue)]));
  return {
    method: operation.method as InjectOptions['method'],
    url: fillPath(operation, values),
    headers,
    ...(operation.takesJsonBody ? { payload: body } : {}),
  };
}

describe('routes that need a logged-in customer', () => {
  let revokedToken = '';
  let liveToken = '';

  beforeAll(async () => {
    t = await createTestApp({ clock });
    operations = await loadOperations(t.app);
    const c = checkoutFixture(t, clock);
    revokedToken = (await c.customer()).headers.authorization!;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v2/account/logout',
      headers: { authorization: revokedToken },
    });
    expect(logout.statusCode).toBe(200);
    liveToken = (await c.customer()).headers.authorization!;
  });
  afterAll(() => t.close());

  const guarded = (Object.keys(routes) as RouteName[]).filter((name) => (routes[name] as { auth?: boolean }).auth);

  it('are marked in the OpenAPI document as the route table marks them', () => {
    expect(guarded.length).toBeGreaterThan(20);
    const documented = operations.filter((operation) => operation.requiresCustomer).map((operation) => operation.name);
    expect(documented.sort()).toEqual([...guarded].sort());
  });

  it.each([
    ['no token', () => ({})],
    ['a token revoked by logging out', () => ({ authorization: revokedToken })],
    ['an unknown token', () => ({ authorization: `Bearer ${randomUUID()}` })],
    ['a malformed Authorization header', () => ({ authorization: 'Basic' })],
    ['a guest id alone', () => ({ 'guest-customer-id': randomUUID() })],
  ])('refuse %s with the Persian 401', async (_, headers: () => Headers) => {
    const refusedWrongly: string[] = [];
    await runLimited(
      operations
        .filter((operation) => operation.requiresCustomer)
        .map((operation) => async () => {
          const res = await t.app.inject(requestFor(operation, headers()));
          const body = res.statusCode === 401 ? res.json<{ Message?: string; Errors?: unknown }>() : {};
          if (res.statusCode !== 401 || !PERSIAN_LETTERS.test(body.Message ?? '') || !Array.isArray(body.Errors)) {
            refusedWrongly.push(`${operation.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }),
    );
    expect(refusedWrongly).toEqual([]);
  });

  it('let a live token through (the refusals above are about the token)', async () => {
    const refused: string[] = [];
    await runLimited(
      operations
        .filter((operation) => operation.requiresCustomer && operation.name !== 'logout')
        .map((operation) => async () => {
          const res = await t.app.inject(requestFor(operation, { authorization: liveToken }));
          if (res.statusCode === 401) refused.push(operation.name);
        }),
    );
    expect(refused).toEqual([]);
  });
});

/** What customer A owns, and the text that would show if B could read it. */
interface Owner {
  headers: Headers;
  customerId: number;
  ids: Record<string, string>;
  secrets: string[];
}

/**
 * The operations that address one of A's things by the id in their path: which of A's ids goes
 * there. B must get 404 or 403 for each.
 */
const OWNED_BY_PATH: Partial<Record<RouteName, string[]>> = {
  updateAddress: ['address'],
  deleteAddress: ['address'],
  applyBillingAddress: ['address'],
  applyShippingAddress: ['address'],
  deleteCartItem: ['cartLine'],
  deleteWishlistItem: ['wishlistLine'],
  moveWishlistItemToCart: ['wishlistLine'],
  getOrderById: ['order'],
  cancelOrder: ['order'],
  reorder: ['order'],
  getOrderInvoice: ['order'],
  getPaymentUrl: ['order'],
  getPaymentResult: ['order'],
  getReturnRequestForm: ['order'],
  submitReturnRequest: ['order'],
  getDownload: ['download'],
  deleteBackInStockSubscription: ['backInStock'],
};

/** A's rows, as they must stay whatever B sends. */
async function snapshot(customerId: number) {
  const [customer, addresses, cart, orders, orderItems, returns, backInStock] = await Promise.all([
    db().selectFrom('customer').selectAll().where('id', '=', customerId).execute(),
    db().selectFrom('address').selectAll().where('customer_id', '=', customerId).orderBy('id').execute(),
    db().selectFrom('shopping_cart_item').selectAll().where('customer_id', '=', customerId).orderBy('id').execute(),
    db().selectFrom('customer_order').selectAll().where('customer_id', '=', customerId).orderBy('id').execute(),
    db()
      .selectFrom('order_item')
      .innerJoin('customer_order', 'customer_order.id', 'order_item.order_id')
      .selectAll('order_item')
      .where('customer_order.customer_id', '=', customerId)
      .orderBy('order_item.id')
      .execute(),
    db().selectFrom('return_request').selectAll().where('customer_id', '=', customerId).orderBy('id').execute(),
    db().selectFrom('back_in_stock_subscription').selectAll().where('customer_id', '=', customerId).execute(),
  ]);
  return { customer, addresses, cart, orders, orderItems, returns, backInStock };
}

describe("another customer's things", () => {
  let owner: Owner;
  let intruder: { headers: Headers; id: number };
  /** Bodies that pass the operation's own checks, so what B is refused for is A's id, not the body. */
  let validBodies: Partial<Record<RouteName, object>> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock });
    operations = await loadOperations(t.app);
    const c = checkoutFixture(t, clock);
    const catalog = catalogFixture(db());
    const ebook = await downloadableProduct(t, {
      name: 'کتاب صوتی',
      file: { bytes: Buffer.from('SECRET-FILE-BYTES'), contentType: 'text/plain', fileName: 'book', extension: '.txt' },
    });
    const purchase = await buyDownloads(t, c, [ebook]);
    const mug = await catalog.product({ name: 'ماگ', price: 90_000, stock: 50 });
    const kettle = await catalog.product({ name: 'کتری', price: 400_000, stock: 0 });
    await c.ok('POST', '/cart/add', purchase.headers, { ProductId: mug, Quantity: 2 });
    await c.ok('POST', '/Wishlist/WishlistAdd', purchase.headers, { ProductId: mug, Quantity: 1 });
    const lines = await db()
      .selectFrom('shopping_cart_item')
      .select(['id', 'list_type'])
      .where('customer_id', '=', purchase.customerId)
      .execute();
    const address = await db()
      .selectFrom('address')
      .select('id')
      .where('customer_id', '=', purchase.customerId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('address')
      .set({ address1: 'نشانی محرمانهٔ مشتری الف' })
      .where('id', '=', address.id)
      .execute();
    const now = clock.now().toISOString();
    const returnRequest = await db()
      .insertInto('return_request')
      .values({
        custom_number: 'RR-SECRET-A',
        order_id: purchase.orderId,
        order_item_id: purchase.orderItemId,
        customer_id: purchase.customerId,
        quantity: 1,
        reason_for_return: 'دلیل محرمانهٔ الف',
        requested_action: 'بازپرداخت',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const backInStock = await db()
      .insertInto('back_in_stock_subscription')
      .values({ product_id: kettle, customer_id: purchase.customerId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const customer = await db()
      .selectFrom('customer')
      .select(['email', 'mobile'])
      .where('id', '=', purchase.customerId)
      .executeTakeFirstOrThrow();
    const order = await db()
      .selectFrom('customer_order')
      .select('custom_order_number')
      .where('id', '=', purchase.orderId)
      .executeTakeFirstOrThrow();
    owner = {
      headers: purchase.headers,
      customerId: purchase.customerId,
      ids: {
        address: String(address.id),
        cartLine: String(lines.find((line) => line.list_type === 'cart')!.id),
        wishlistLine: String(lines.find((line) => line.list_type === 'wishlist')!.id),
        order: String(purchase.orderId),
        orderLine: String(purchase.orderItemId),
        download: purchase.guid,
        returnRequest: String(returnRequest.id),
        backInStock: String(backInStock.id),
      },
      secrets: [
        customer.email!,
        customer.mobile!,
        order.custom_order_number,
        purchase.guid,
        'نشانی محرمانهٔ مشتری الف',
        'دلیل محرمانهٔ الف',
        'RR-SECRET-A',
        'SECRET-FILE-BYTES',
      ],
    };
    intruder = await c.customer();
    const [reason, action] = await Promise.all([
      db().selectFrom('return_request_reason').select('id').executeTakeFirstOrThrow(),
      db().selectFrom('return_request_action').select('id').executeTakeFirstOrThrow(),
    ]);
    validBodies = {
      submitReturnRequest: {
        Items: [{ OrderItemId: purchase.orderItemId, Quantity: 1 }],
        ReturnRequestReasonId: reason.id,
        ReturnRequestActionId: action.id,
      },
    };
  });
  afterAll(() => t.close());

  it('sets A up with one of each thing (the ids below are real)', () => {
    expect(Object.values(owner.ids).every((id) => id.length > 0)).toBe(true);
    expect(new Set(Object.keys(owner.ids))).toEqual(
      new Set([
        'address',
        'cartLine',
        'wishlistLine',
        'order',
        'orderLine',
        'download',
        'returnRequest',
        'backInStock',
      ]),
    );
  });

  it('shows A their own things through the same calls (so a leak to B would be seen)', async () => {
    const seen = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: owner.headers });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      return owner.secrets.filter((secret) => res.body.includes(secret));
    };
    expect(await seen(`/orders/getbyid/${owner.ids.order}`)).not.toEqual([]);
    expect(await seen('/customer/addresses')).toContain('نشانی محرمانهٔ مشتری الف');
    expect(await seen('/returnrequest/customer')).toContain('RR-SECRET-A');
    expect(await seen(`/download/getdownload/${owner.ids.download}`)).toContain('SECRET-FILE-BYTES');
    expect(await seen('/customer/info')).toContain(owner.secrets[0]);
  });

  it.each([
    // A logged-in stranger is told A's thing does not exist; a guest or a shopper without identity
    // may instead be told to log in or to identify themselves first — any refusal, never a 2xx.
    ['customer B', () => intruder.headers, [403, 404]],
    ['a guest', () => ({ 'guest-customer-id': randomUUID() }), [400, 401, 403, 404]],
    ['a shopper with no identity', () => ({}), [400, 401, 403, 404]],
  ])(
    "lets %s read none of A's things and change none of them, through every operation",
    async (_, headers: () => Headers, refusals: number[]) => {
      const before = await snapshot(owner.customerId);
      const problems: string[] = [];
      const tasks = operations
        // Logging out would end B's session for the rest of the sweep.
        .filter((operation) => !operation.isPage && operation.name !== 'logout')
        .flatMap((operation) => {
          const values = operation.pathParams.length > 0 ? Object.entries(owner.ids) : [['none', '1'] as const];
          return values.map(([kind, value]) => async () => {
            const body = validBodies[operation.name as RouteName];
            const res = await t.app.inject(requestFor(operation, headers(), value, body));
            const where = `${operation.name} with A's ${kind} ${value}`;
            const problem = answerProblem(res, operation);
            if (problem) problems.push(`${where}: ${problem}`);
            const leaked = owner.secrets.filter((secret) => res.body.includes(secret));
            if (leaked.length > 0) problems.push(`${where}: shows ${leaked.join(', ')}`);
            const owned = OWNED_BY_PATH[operation.name as RouteName] ?? [];
            if (owned.includes(kind) && !refusals.includes(res.statusCode)) {
              problems.push(`${where}: answered ${res.statusCode}: ${res.body.slice(0, 160)}`);
            }
          });
        });
      await runLimited(tasks);
      expect(problems).toEqual([]);
      expect(await snapshot(owner.customerId)).toEqual(before);
    },
  );

  it("lets B change none of A's cart lines by the id in the body", async () => {
    const before = await snapshot(owner.customerId);
    const mug = (
      await db()
        .selectFrom('shopping_cart_item')
        .select('product_id')
        .where('id', '=', Number(owner.ids.cartLine))
        .executeTakeFirstOrThrow()
    ).product_id;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/cart/updatequantity',
      headers: intruder.headers,
      payload: { Id: Number(owner.ids.cartLine), ProductId: mug, Quantity: 7 },
    });
    expect(res.statusCode).toBe(404);
    expect(answerProblem(res, { isPage: false })).toBeNull();
    expect(await snapshot(owner.customerId)).toEqual(before);
  });
});
