import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxReader } from './modules/messaging/index.js';
import { catalogFixture } from './testing/catalog-fixture.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

// Exactly the headers and bodies the specification's own client sends (spec §6–7; DESIGN §2): its guest header is
// AwsCustomerId, its register payload is Email, Password and DeviceToken, and it reads Success and Result.Items
// from every wishlist answer.
describe("the specification's own client", () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    productId = await catalogFixture(t.database.kysely).product({ name: 'گوشی Galaxy A55', price: 185_000_000 });
  });
  afterAll(() => t.close());

  const specHeaders = (guestId: string, token?: string) => ({
    accept: 'application/json',
    'content-type': 'application/json',
    AwsCustomerId: guestId,
    ...(token ? { authorization: `Basic ${token}` } : {}),
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v2${path}`, headers, ...(payload ? { payload } : {}) });

  it('keeps a guest by the AwsCustomerId header: cart/add and WishlistAdd answer 200 and land on that guest', async () => {
    const guestId = randomUUID();
    const added = await call('POST', '/cart/add', specHeaders(guestId), {
      ProductId: productId,
      Quantity: 2,
      Attributes: [],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ Success: true });
    const wished = await call('POST', '/Wishlist/WishlistAdd', specHeaders(guestId), {
      ProductId: productId,
      Quantity: 1,
      Attributes: [],
    });
    expect(wished.statusCode).toBe(200);

    const cart = await call('GET', '/cart/getitems', specHeaders(guestId));
    expect(cart.json<{ Items: { ProductId: number; Quantity: number }[] }>().Items).toEqual([
      expect.objectContaining({ ProductId: productId, Quantity: 2 }),
    ]);
    const otherGuest = await call('GET', '/cart/getitems', specHeaders(randomUUID()));
    expect(otherGuest.json<{ Items: unknown[] }>().Items).toEqual([]);
  });

  it('refuses a malformed AwsCustomerId as it refuses a malformed Guest-Customer-Id', async () => {
    const answer = await call('GET', '/cart/getitems', specHeaders('not-a-guest-id'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Message).toBe('سرآیند Guest-Customer-Id باید یک شناسهٔ UUID نسخهٔ ۴ باشد.');
  });

  it('registers with the payload Email, Password, DeviceToken and shows the nameless customer by email', async () => {
    const guestId = randomUUID();
    const started = await call('POST', '/account/register', specHeaders(guestId), {
      Email: 'no.name@example.com',
      Password: 'secret-1403',
      DeviceToken: '',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ Success: true });
    const [message] = await createOutboxReader(t.database.kysely).latest({
      limit: 1,
      recipient: 'no.name@example.com',
    });
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    const verified = await call('POST', '/account/registerverifytokenpost', specHeaders(guestId), {
      Email: 'no.name@example.com',
      Token: code,
    });
    expect(verified.statusCode).toBe(200);
    const token = verified.json<{ AccessToken: string }>().AccessToken;
    const me = await call('GET', '/account/currentcustomer', specHeaders(guestId, token));
    expect(me.json()).toMatchObject({ Fullname: 'no.name@example.com', FirstName: '', LastName: '' });
  });

  it("still holds the store's own form, which sends the name fields, to the store's name settings", async () => {
    const answer = await call('POST', '/account/register', specHeaders(randomUUID()), {
      Email: 'form@example.com',
      Password: 'secret-1403',
      DeviceToken: '',
      FirstName: '',
      LastName: 'رضایی',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Message).toBe('لطفاً نام خود را وارد کنید.');
  });

  it('answers every wishlist write with Success and Result.Items, the list as it is after the write', async () => {
    const guestId = randomUUID();
    const headers = specHeaders(guestId);
    const added = await call('POST', '/Wishlist/WishlistAdd', headers, {
      ProductId: productId,
      Quantity: 3,
      Attributes: [],
    });
    expect(added.statusCode).toBe(200);
    const afterAdd = added.json<{ Success: boolean; Result: { Items: { Id: number; Quantity: number }[] } }>();
    expect(afterAdd.Success).toBe(true);
    expect(afterAdd.Result.Items).toEqual([expect.objectContaining({ ProductId: productId, Quantity: 3 })]);
    const itemId = afterAdd.Result.Items[0]!.Id;

    const moved = await call('POST', `/Wishlist/AddToCart/${itemId}`, headers);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ Success: true, Result: { Items: [] } });

    const again = await call('POST', '/Wishlist/WishlistAdd', headers, {
      ProductId: productId,
      Quantity: 1,
      Attributes: [],
    });
    const againId = again.json<{ Result: { Items: { Id: number }[] } }>().Result.Items[0]!.Id;
    const deleted = await call('DELETE', `/Wishlist/Delete/${againId}`, headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ Success: true, Result: { Items: [] } });
  });
});
