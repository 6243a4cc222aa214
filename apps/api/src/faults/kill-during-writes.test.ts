/**
 * `kill -9` in the middle of writes loses no answered write (issue 15, Faults). The real server
 * process takes cart/add calls from several guests and order placements with an Idempotency-Key at
 * once; it is SIGKILLed twenty times at a random moment while those requests are in flight, and
 * started again on the same database. Afterwards the database must hold every cart line that was
 * answered 200 (once, not twice), and exactly one order per shopper, the one the answer named —
 * a placement left unanswered by a kill is sent again with its key, and must not make a second.
 * Runs on SQLite (WAL, `synchronous = NORMAL`, ADR 0028) and, in the PostgreSQL pass, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../testing/checkout-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { freePort } from '../testing/free-port.js';
import { request, startServer, type ServerProcess } from './server-process.js';
import { ordersByCustomer, storedCartLines } from './stored-writes.js';

const KILLS = 20;
const CART_WRITERS = 3;
const PLACEMENT_WRITERS = 2;
const SHOPPERS = 70;
const PRODUCTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shopper {
  id: number;
  headers: Headers;
  key: string;
  /** The OrderId of the answered placement. */
  orderId?: number;
  attempts: number;
}

let t: TestApp;
let server: ServerProcess | undefined;
let products: number[];
let shoppers: Shopper[];

beforeAll(async () => {
  t = await createTestApp();
  const catalog = catalogFixture(t.database.kysely);
  products = [];
  for (let i = 0; i < PRODUCTS; i++)
    products.push(await catalog.product({ name: `کالای آزمون ${i}`, price: 1_000_000 + i * 10_000, stock: 100_000 }));
  // Shoppers are made ready before any server process runs: nothing else writes while they are killed.
  const c = checkoutFixture(t, systemClock);
  shoppers = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const shopper = await c.readyShopper({ lines: [{ productId: products[i % PRODUCTS]! }] });
    shoppers.push({ id: shopper.id, headers: shopper.headers, key: randomUUID(), attempts: 0 });
  }
}, 120_000);
afterAll(async () => {
  await server?.kill();
  await t?.close();
});

describe('kill -9 in the middle of writes', () => {
  it('loses no answered cart line or order and makes no second order for one Idempotency-Key', async () => {
    const port = await freePort();
    /** `${guest}:${product}` of every cart/add answered 200. */
    const answeredLines = new Set<string>();
    const guests = new Set<string>();
    const unexpected: string[] = [];
    const queue = [...shoppers];
    let inFlightAtKills = 0;
    let unanswered = 0;

    for (let round = 0; round <= KILLS; round++) {
      server = await startServer({ databaseUrl: t.database.url, port });
      const live = server;
      let killed = false;
      let inFlight = 0;
      let firstAnswer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (firstAnswer = resolve));

      const send = async (path: string, headers: Headers, json: unknown) => {
        inFlight++;
        try {
          return await request(live.baseUrl, 'POST', `/api/v2${path}`, { headers, json });
        } catch (error) {
          if (!killed) unexpected.push(`${path} failed before the kill: ${String(error)}`);
          unanswered++;
          return undefined;
        } finally {
          inFlight--;
        }
      };

      const cartWriter = async () => {
        // Fresh guests, each product once: every answered line is one row of quantity 1.
        while (!killed) {
          const guest = randomUUID();
          guests.add(guest);
          for (const productId of products) {
            if (killed) return;
            const answer = await send(
              '/cart/add',
              { 'guest-customer-id': guest },
              { ProductId: productId, Quantity: 1 },
            );
            if (!answer) return;
            if (answer.status !== 200) unexpected.push(`cart/add answered ${answer.status}: ${answer.body}`);
            else answeredLines.add(`${guest}:${productId}`);
            firstAnswer();
          }
          if (round === KILLS) return;
        }
      };

      const placementWriter = async () => {
        const lastRound = round === KILLS;
        for (let shopper = queue.shift(); shopper; shopper = queue.shift()) {
          if (killed) {
            queue.unshift(shopper);
            return;
          }
          shopper.attempts++;
          const answer = await send('/cart/placeordernew', { ...shopper.headers, 'idempotency-key': shopper.key }, {});
          if (!answer) {
            // No answer: the order may or may not exist; the shopper tries again later with the same key.
            queue.push(shopper);
            return;
          }
          if (answer.status !== 200) unexpected.push(`placeordernew answered ${answer.status}: ${answer.body}`);
          else shopper.orderId = (JSON.parse(answer.body) as { Result: { OrderId: number } }).Result.OrderId;
          firstAnswer();
          // Every round but the last leaves shoppers for the rounds after it.
          if (!lastRound && queue.length <= (KILLS - round) * 2) return;
        }
      };

      const writers = [
        ...Array.from({ length: CART_WRITERS }, cartWriter),
        ...Array.from({ length: PLACEMENT_WRITERS }, placementWriter),
      ];
      if (round < KILLS) {
        await answered;
        await sleep(10 + Math.random() * 60);
        inFlightAtKills += inFlight > 0 ? 1 : 0;
        killed = true;
        await live.kill();
      }
      await Promise.all(writers);
    }
    await server?.stop();
    server = undefined;

    expect(unexpected).toEqual([]);
    // The kills landed while requests were being answered, not between batches.
    expect(inFlightAtKills).toBeGreaterThanOrEqual(KILLS - 2);
    expect(unanswered).toBeGreaterThan(KILLS);
    expect(answeredLines.size).toBeGreaterThan(KILLS * 2);

    const db = t.database.kysely;
    const lines = await storedCartLines(db, guests);
    const stored = new Set(lines.map((line) => line.key));
    expect([...answeredLines].filter((line) => !stored.has(line))).toEqual([]);
    expect(lines.filter((line) => line.quantity !== 1)).toEqual([]);

    const orders = await ordersByCustomer(
      db,
      shoppers.map((shopper) => shopper.id),
    );
    const placed = shoppers.filter((shopper) => shopper.attempts > 0);
    expect(placed.filter((shopper) => shopper.orderId === undefined)).toEqual([]);
    const problems = placed.flatMap((shopper) => {
      const theirs = orders.get(shopper.id) ?? [];
      return theirs.length === 1 && theirs[0] === shopper.orderId
        ? []
        : [
            `shopper ${shopper.id} (answered order ${shopper.orderId}, ${shopper.attempts} tries): orders ${theirs.join(', ')}`,
          ];
    });
    expect(problems).toEqual([]);
    // Some placements were cut off by a kill and answered only when sent again.
    expect(placed.some((shopper) => shopper.attempts > 1)).toBe(true);
  }, 120_000);
});
