/**
 * Mass assignment (issue 15, adversarial suite): fields a request has no business setting (Id,
 * CustomerId, IsAdmin, Price, OrderTotal, Deleted, CustomerRoleId…) never reach the database.
 * - From the route table: every request body and query schema is made of plain (stripping) zod
 *   objects, so unknown fields are dropped before a handler runs; a `.loose()` object or a
 *   free-form record in a request would let them through, and fails here.
 * - Through the API: the main writes sent with those fields store exactly what they store without them.
 */
import { randomUUID } from 'node:crypto';
import { routes, type RouteName } from '@sabad/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../testing/checkout-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../testing/test-app.js';

interface ZodNode {
  _zod: { def: Record<string, unknown> & { type: string } };
}

/**
 * Where in a request schema unknown fields would survive parsing: objects with a catch-all other
 * than "never" (loose or passthrough) and records (any key). Returns the paths found.
 */
function openings(schema: ZodNode, path: string, seen = new Set<ZodNode>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const child = (value: unknown, at: string) => openings(value as ZodNode, at, seen);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as ZodNode | undefined;
      const open =
        catchall !== undefined && catchall._zod.def.type !== 'never' ? [`${path} (keeps unknown fields)`] : [];
      const shape = def.shape as Record<string, unknown>;
      return [...open, ...Object.entries(shape).flatMap(([key, value]) => child(value, `${path}.${key}`))];
    }
    case 'record':
      return [`${path} (a record: any key)`];
    case 'array':
      return child(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => child(option, path));
    case 'intersection':
      return [...child(def.left, path), ...child(def.right, path)];
    case 'pipe':
      return [...child(def.in, path), ...child(def.out, path)];
    case 'lazy':
      return child((def.getter as () => unknown)(), path);
    default:
      return 'innerType' in def ? child(def.innerType, path) : [];
  }
}

describe('request schemas in the route table', () => {
  it('drop every field they do not name, in bodies and queries alike', () => {
    const found = (Object.keys(routes) as RouteName[]).flatMap((name) => {
      const route = routes[name] as { body?: z.ZodType; query?: z.ZodType };
      return [
        ...(route.body ? openings(route.body as unknown as ZodNode, `${name} body`) : []),
        ...(route.query ? openings(route.query as unknown as ZodNode, `${name} query`) : []),
      ];
    });
    expect(found).toEqual([]);
  });

  it('would notice a schema that keeps unknown fields (the check above can fail)', async () => {
    const { z: zod } = await import('zod');
    expect(openings(zod.object({ A: zod.looseObject({}) }) as unknown as ZodNode, 'x')).toEqual([
      'x.A (keeps unknown fields)',
    ]);
    expect(openings(zod.array(zod.record(zod.string(), zod.string())) as unknown as ZodNode, 'y')).toEqual([
      'y[] (a record: any key)',
    ]);
  });
});

describe('writes sent with fields they do not take', () => {
  const clock = manualClock('2026-11-22T06:00:00.000Z');
  let t: TestApp;
  let c: ReturnType<typeof checkoutFixture>;
  let otherCustomerId = 0;
  let shopper: { headers: Headers; id: number; addressId: number };
  let mug = 0;
  let kettle = 0;
  const db = () => t.database.kysely;

  /** What an attacker would like to set; none of it is a field of the requests below. */
  const extras = () => ({
    Id: 424_242,
    CustomerId: otherCustomerId,
    CustomerGuid: randomUUID(),
    IsAdmin: true,
    IsGuest: true,
    Active: false,
    Deleted: true,
    CustomerRoleId: 1,
    CustomerRoles: [1, 2, 3],
    PasswordHash: 'x',
    Price: 1,
    UnitPrice: 1,
    SubTotal: 1,
    OrderTotal: 1,
    OrderStatus: 40,
    PaymentStatus: 30,
    IsApproved: true,
    AffiliateId: 1,
  });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    c = checkoutFixture(t, clock);
    const catalog = catalogFixture(db());
    mug = await catalog.product({ name: 'ماگ', price: 90_000, stock: 50 });
    kettle = await catalog.product({ name: 'کتری', price: 400_000, stock: 50 });
    otherCustomerId = (await c.customer()).id;
    const customer = await c.customer();
    shopper = { ...customer, addressId: await c.insertAddress(customer.id) };
  });
  afterAll(() => t.close());

  const customerRow = (id: number) =>
    db()
      .selectFrom('customer')
      .select(['id', 'customer_guid', 'email', 'password_hash', 'is_guest', 'active', 'deleted', 'affiliate_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const roles = (id: number) =>
    db()
      .selectFrom('customer_role_mapping')
      .select('customer_role_id')
      .where('customer_id', '=', id)
      .orderBy('customer_role_id')
      .execute();

  it('updating the profile changes the name and nothing that identifies or empowers the customer', async () => {
    const [before, rolesBefore] = [await customerRow(shopper.id), await roles(shopper.id)];
    const res = await c.call('PUT', '/customer/info', shopper.headers, {
      FirstName: 'سارا',
      LastName: 'رضایی',
      ...extras(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await db().selectFrom('customer').select('first_name').where('id', '=', shopper.id).execute();
    expect(after).toEqual([{ first_name: 'سارا' }]);
    expect(await customerRow(shopper.id)).toEqual(before);
    expect(await roles(shopper.id)).toEqual(rolesBefore);
    expect(await db().selectFrom('customer').select('id').where('id', '=', 424_242).execute()).toEqual([]);
  });

  it('adding to the cart stores the line for this customer at the catalogue price', async () => {
    const res = await c.call('POST', '/cart/add', shopper.headers, { ProductId: mug, Quantity: 2, ...extras() });
    expect(res.statusCode, res.body).toBe(200);
    const lines = await db()
      .selectFrom('shopping_cart_item')
      .select(['id', 'customer_id', 'product_id', 'quantity'])
      .where('product_id', '=', mug)
      .execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ customer_id: shopper.id, product_id: mug, quantity: 2 });
    expect(lines[0]!.id).not.toBe(424_242);
    const totals = (await c.ok('GET', '/cart/ordertotals', shopper.headers)).json<{ SubTotalValue?: number }>();
    expect(JSON.stringify(totals)).toContain('180000');
  });

  it('placing the order stores the totals the server computed, for this customer, in the first status', async () => {
    await c.ok('PUT', `/address/applybillingaddress/${shopper.addressId}?shipToSameAddress=true`, shopper.headers);
    await c.ok('POST', '/cart/applyshippingmethod', shopper.headers, { ShippingMethodSystemName: 'Shipping.Tipax' });
    await c.ok('PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false', shopper.headers);
    const res = await c.place(shopper.headers, extras());
    expect(res.statusCode, res.body).toBe(200);
    const { OrderId } = res.json<{ Result: { OrderId: number } }>().Result;
    expect(OrderId).not.toBe(424_242);
    const order = await db()
      .selectFrom('customer_order')
      .select(['customer_id', 'subtotal', 'order_total', 'order_status', 'payment_status'])
      .where('id', '=', OrderId)
      .executeTakeFirstOrThrow();
    expect(order.customer_id).toBe(shopper.id);
    expect(order.subtotal).toBe(180_000);
    expect(order.order_total).toBeGreaterThanOrEqual(180_000);
    expect(order.order_status).not.toBe(40);
    expect(order.payment_status).not.toBe(30);
    const items = await db().selectFrom('order_item').select('unit_price').where('order_id', '=', OrderId).execute();
    expect(items).toEqual([{ unit_price: 90_000 }]);
  });

  it('a review sent with IsApproved is stored as one sent without it', async () => {
    const review = { Title: 'خوب', ReviewText: 'کیفیت خوبی دارد.', Rating: 5 };
    const plain = await c.call('POST', `/product/productreviewsadd/${mug}`, shopper.headers, review);
    const loaded = await c.call('POST', `/product/productreviewsadd/${kettle}`, shopper.headers, {
      ...review,
      ...extras(),
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const rows = await db()
      .selectFrom('product_review')
      .select(['product_id', 'customer_id', 'is_approved'])
      .where('product_id', 'in', [mug, kettle])
      .orderBy('product_id')
      .execute();
    expect(rows.map((row) => row.customer_id)).toEqual([shopper.id, shopper.id]);
    expect(rows[1]!.is_approved).toBe(rows[0]!.is_approved);
  });

  it('an address sent with CustomerId and Id is stored for the sender, under a new id', async () => {
    const form = (await c.ok('GET', '/customer/addressform', shopper.headers)).json<{
      StateProvinces: Array<{ Id: number; Name: string }>;
      CustomAddressAttributes: Array<{ Id: number; Name: string }>;
    }>();
    const province = form.StateProvinces.find((p) => p.Name === 'اصفهان')!;
    const plate = form.CustomAddressAttributes.find((attribute) => attribute.Name === 'پلاک')!;
    const cities = (await c.ok('GET', `/common/cities/${province.Id}`, shopper.headers)).json<{
      Items: Array<{ Id: number }>;
    }>();
    const res = await c.call('POST', '/customer/addresses', shopper.headers, {
      FirstName: 'مریم',
      LastName: 'کریمی',
      PhoneNumber: '09131234567',
      StateProvinceId: province.Id,
      CityId: cities.Items[0]!.Id,
      Address1: 'خیابان چهارباغ عباسی',
      ZipPostalCode: '8145678901',
      CustomAttributes: [{ Key: String(plate.Id), Value: '۷' }],
      ...extras(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { Id } = res.json<{ Id: number }>();
    expect(Id).not.toBe(424_242);
    const row = await db().selectFrom('address').select('customer_id').where('id', '=', Id).executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(shopper.id);
    expect(await db().selectFrom('address').select('id').where('customer_id', '=', otherCustomerId).execute()).toEqual(
      [],
    );
  });
});
