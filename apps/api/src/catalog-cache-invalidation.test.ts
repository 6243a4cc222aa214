/**
 * One process without Redis (the default SQLite store, ADR 0030): its own stock changes drop its
 * cached catalogue pages at once — a placement, the shopper's cancellation — while a change made by
 * another process (the CLI) shows when the cached page's TTL runs out. The cache lifetime is a
 * minute on a test clock, so "at once" cannot be the TTL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse, ProductDetails, ProductList } from '@sabad/contract';
import { catalogFixture } from './testing/catalog-fixture.js';
import { checkoutFixture } from './testing/checkout-fixture.js';
import { runCliOn } from './testing/cli-runner.js';
import { createTestApp, manualClock, type TestApp } from './testing/test-app.js';

const TTL_MS = 60_000;
const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, catalogCacheTtlMs: TTL_MS });
});
afterAll(() => t.close());

const details = async (productId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${productId}` })).json<ProductDetails>();
/** The product as the product list shows it (a list-shaped page, cached under its query). */
const listed = async (productId: number) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/product/search?Limit=100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductList>().Items.find((product) => product.Id === productId);
};

describe('catalogue cache in one process without Redis', () => {
  it("drops the pages its own placement and cancellation change, and shows another process's change within the TTL", async () => {
    const jug = await catalogFixture(t.database.kysely).product({ name: 'پارچ بلور', price: 800_000, stock: 1 });
    const other = await catalogFixture(t.database.kysely).product({ name: 'لیوان بلور', price: 300_000, stock: 4 });
    expect((await details(jug)).InStock).toBe(true);
    expect((await listed(jug))?.InStock).toBe(true);
    expect((await details(other)).StockAvailability).toContain('۴');

    const c = checkoutFixture(t, clock);
    const shopper = await c.readyShopper({ lines: [{ productId: jug }] });
    const placed = await c.place(shopper.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    // The last unit went: the cached page is dropped, not served for another minute.
    expect((await details(jug)).InStock).toBe(false);
    expect((await listed(jug))?.InStock).toBe(false);

    const orderId = placed.json<PlaceOrderResponse>().Result.OrderId;
    const cancelled = await c.call('POST', `/orders/cancel/${orderId}`, shopper.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await details(jug)).InStock).toBe(true);

    // The CLI is another process with no way to reach this one's cache: the TTL bounds it.
    const run = await runCliOn(t.database.url, ['product', 'stock', String(other), '0']);
    expect(run.code, run.err).toBe(0);
    expect((await details(other)).InStock).toBe(true);
    clock.advance(TTL_MS);
    expect((await details(other)).InStock).toBe(false);
  });
});
