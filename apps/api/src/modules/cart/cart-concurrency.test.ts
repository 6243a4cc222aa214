/**
 * Parallel calls on one cart end as the same calls made one by one (the shopper lock in
 * cart.repository.ts), and the unique index keeps one line per product and attribute set.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL, where the calls really overlap.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItemList } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let plain: number;
let limited: number;
let shirt: number;
let color: { mappingId: number; valueIds: number[] };

beforeAll(async () => {
  t = await createTestApp();
  const f = catalogFixture(t.database.kysely);
  plain = await f.product({ name: 'خودکار', price: 100_000, stock: 100_000 });
  limited = await f.product({ name: 'کفش محدود', price: 1_000_000, stock: 30 });
  shirt = await f.product({ name: 'پیراهن', price: 500_000, manageInventory: 'none' });
  color = await f.attribute(shirt, { name: 'رنگ', required: true, values: [{ name: 'سبز' }, { name: 'زرد' }] });
});
afterAll(() => t.close());

const headersOf = (guid: string) => ({ 'guest-customer-id': guid });
const inject = (guid: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: headersOf(guid), payload });

async function lines(guid: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/cart/getitems', headers: headersOf(guid) });
  return res
    .json<CartItemList>()
    .Items.map((item) => ({ product: item.ProductId, attributes: item.AttributeInfo, quantity: item.Quantity }))
    .sort((a, b) => a.product - b.product || a.attributes.localeCompare(b.attributes));
}

describe('one cart under parallel calls', () => {
  it('50 parallel adds and updates end in the same state as the same calls one by one', async () => {
    const calls = (guid: string, lineId: number) => [
      ...Array.from({ length: 20 }, () => () => inject(guid, 'POST', '/cart/add', { ProductId: plain, Quantity: 1 })),
      ...Array.from(
        { length: 20 },
        (_, i) => () =>
          inject(guid, 'POST', '/cart/add', {
            ProductId: shirt,
            Quantity: 2,
            // Half send the choice with spaces: still the same line.
            Attributes: [
              { Key: String(color.mappingId), Value: i % 2 ? String(color.valueIds[0]) : ` ${color.valueIds[0]} ` },
            ],
          }),
      ),
      ...Array.from(
        { length: 10 },
        () => () => inject(guid, 'PUT', '/cart/updatequantity', { Id: lineId, ProductId: shirt, Quantity: 7 }),
      ),
    ];
    async function startCart() {
      const guid = randomUUID();
      await inject(guid, 'POST', '/cart/add', {
        ProductId: shirt,
        Quantity: 1,
        Attributes: [{ Key: String(color.mappingId), Value: String(color.valueIds[1]) }],
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/cart/getitems', headers: headersOf(guid) });
      return { guid, lineId: res.json<CartItemList>().Items[0]!.Id };
    }

    const serial = await startCart();
    for (const run of calls(serial.guid, serial.lineId)) expect((await run()).statusCode).toBe(200);

    const parallel = await startCart();
    const answers = await Promise.all(calls(parallel.guid, parallel.lineId).map((run) => run()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

    const expected = await lines(serial.guid);
    expect(expected).toEqual(
      [
        { product: plain, attributes: '', quantity: 20 },
        { product: shirt, attributes: 'رنگ: سبز', quantity: 40 },
        { product: shirt, attributes: 'رنگ: زرد', quantity: 7 },
      ].sort((a, b) => a.product - b.product || a.attributes.localeCompare(b.attributes)),
    );
    expect(await lines(parallel.guid)).toEqual(expected);
  });

  it('never sells past the stock when 50 adds race for 30 units', async () => {
    const guid = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => inject(guid, 'POST', '/cart/add', { ProductId: limited, Quantity: 1 })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(30);
    expect(codes.filter((code) => code === 409)).toHaveLength(20);
    expect(await lines(guid)).toEqual([{ product: limited, attributes: '', quantity: 30 }]);
  });

  it('a first write from a new guest, made 10 times at once, creates one guest and one line', async () => {
    const guid = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => inject(guid, 'POST', '/cart/add', { ProductId: plain, Quantity: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const guests = await t.database.kysely
      .selectFrom('customer')
      .select('id')
      .where('customer_guid', '=', guid)
      .execute();
    expect(guests).toHaveLength(1);
    expect(await lines(guid)).toEqual([{ product: plain, attributes: '', quantity: 10 }]);
  });

  it('has a unique index behind the one-line rule', async () => {
    const guid = randomUUID();
    await inject(guid, 'POST', '/cart/add', { ProductId: plain, Quantity: 1 });
    const line = await t.database.kysely
      .selectFrom('shopping_cart_item')
      .selectAll()
      .where('product_id', '=', plain)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = line;
    await expect(t.database.kysely.insertInto('shopping_cart_item').values(copy).execute()).rejects.toThrow(
      /unique|UNIQUE/,
    );
    await expect(
      t.database.kysely
        .insertInto('shopping_cart_item')
        .values({ ...copy, attributes_hash: 'other', quantity: 0 })
        .execute(),
    ).rejects.toThrow(/check|CHECK/);
  });
});
