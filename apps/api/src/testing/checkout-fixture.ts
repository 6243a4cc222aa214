// Through the real checkout calls; only the address row is inserted (the customers module tests that form).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Clock } from '../lib/clock.js';
import { createAccessTokenService } from '../modules/customers/index.js';
import { catalogFixture } from './catalog-fixture.js';
import type { TestApp } from './test-app.js';

export type Headers = Record<string, string>;

export function checkoutFixture(t: TestApp, clock: Clock) {
  const db = t.database.kysely;

  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
    return t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload ? { payload } : {}) });
  }

  async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res;
  }

  async function insertAddress(customerId: number, province = 'تهران', city = 'تهران'): Promise<number> {
    const p = await db.selectFrom('state_province').select('id').where('name', '=', province).executeTakeFirstOrThrow();
    const c = await db
      .selectFrom('city')
      .select('id')
      .where('name', '=', city)
      .where('state_province_id', '=', p.id)
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('address')
      .values({
        customer_id: customerId,
        first_name: 'مریم',
        last_name: 'احمدی',
        email: null,
        phone_number: '09121112233',
        state_province_id: p.id,
        city_id: c.id,
        address1: 'خیابان ولیعصر، کوچهٔ بهار، پلاک ۷',
        address2: '',
        zip_postal_code: '1415913111',
        latitude: null,
        longitude: null,
        custom_attributes: '[]',
        created_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function customer(): Promise<{ headers: Headers; id: number }> {
    const id = await catalogFixture(db).customer({ email: `${randomUUID()}@example.com` });
    const mobile = `0912${String(id).padStart(7, '0').slice(-7)}`;
    await db.updateTable('customer').set({ mobile }).where('id', '=', id).execute();
    const issuer = createAccessTokenService({ db, clock, ttlDays: 30 });
    return { headers: { authorization: `Basic ${(await issuer.issue(id)).token}` }, id };
  }

  /** `shipping` and `payment` may be null to leave that step undone. */
  async function prepare(
    shopper: { headers: Headers; id: number },
    options: {
      lines: Array<{ productId: number; quantity?: number }>;
      province?: string;
      city?: string;
      shipping?: string | null;
      payment?: string | null;
      useRewardPoints?: boolean;
    },
  ): Promise<{ addressId: number }> {
    for (const line of options.lines) {
      await ok('POST', '/cart/add', shopper.headers, { ProductId: line.productId, Quantity: line.quantity ?? 1 });
    }
    const addressId = await insertAddress(shopper.id, options.province, options.city);
    await ok('PUT', `/address/applybillingaddress/${addressId}?shipToSameAddress=true`, shopper.headers);
    const shipping = options.shipping === undefined ? 'Shipping.Tipax' : options.shipping;
    if (shipping)
      await ok('POST', '/cart/applyshippingmethod', shopper.headers, { ShippingMethodSystemName: shipping });
    const payment = options.payment === undefined ? 'Payments.CashOnDelivery' : options.payment;
    if (payment) {
      await ok(
        'PUT',
        `/cart/applypaymentmethod?args=${payment}&useRewardPoints=${options.useRewardPoints ? 'true' : 'false'}`,
        shopper.headers,
      );
    }
    return { addressId };
  }

  async function readyShopper(options: Parameters<typeof prepare>[1]) {
    const shopper = await customer();
    const { addressId } = await prepare(shopper, options);
    return { ...shopper, addressId };
  }

  const place = (headers: Headers, body: object = {}, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/cart/placeordernew',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });

  return { call, ok, insertAddress, customer, prepare, readyShopper, place };
}
