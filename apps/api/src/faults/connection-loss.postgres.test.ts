/**
 * PostgreSQL connections ended under load (issue 15, Faults): while guests add to their carts and
 * shoppers place orders on the real server process, an administrator's `pg_terminate_backend` ends
 * every connection of that process again and again. Each request must be answered 200 with its
 * write present, or 503 in the Persian error envelope with nothing written — never a 500, never a
 * hang — and once the terminations stop the server answers normally again within 10 s.
 * PostgreSQL only (scripts/test.mjs runs `*.postgres.test.ts` in the PostgreSQL pass).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { messagesFa } from '../lib/messages-fa.js';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../testing/checkout-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testDatabaseUrl } from '../testing/test-database.js';
import { request, startServer, type Answer, type ServerProcess } from './server-process.js';
import { ordersByCustomer, storedCartLines } from './stored-writes.js';

const APPLICATION_NAME = `sabad-fault-${randomUUID().slice(0, 8)}`;
const TERMINATION_MS = 3_000;
const SHOPPERS = 24;
const PRODUCTS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let server: ServerProcess | undefined;
let admin: pg.Client;
let products: number[];
let shoppers: Array<{ id: number; headers: Headers }>;

beforeAll(async () => {
  if (!testDatabaseUrl) throw new Error('this test needs PostgreSQL: set TEST_DATABASE_URL');
  t = await createTestApp();
  const catalog = catalogFixture(t.database.kysely);
  products = [];
  for (let i = 0; i < PRODUCTS; i++)
    products.push(await catalog.product({ name: `کالای آزمون ${i}`, price: 2_000_000 + i * 10_000, stock: 100_000 }));
  const c = checkoutFixture(t, systemClock);
  shoppers = [];
  for (let i = 0; i < SHOPPERS; i++)
    shoppers.push(await c.readyShopper({ lines: [{ productId: products[i % PRODUCTS]! }] }));
  admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  // The server's connections carry their own application_name, so only they are ended.
  server = await startServer({ databaseUrl: t.database.url, env: { PGAPPNAME: APPLICATION_NAME } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await admin?.end();
  await t?.close();
});

async function terminateServerConnections(): Promise<number> {
  const ended = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
    [APPLICATION_NAME],
  );
  return ended.rowCount ?? 0;
}

/** What is wrong with an answer that is not a 200: only a 503 in the Persian envelope is right. */
function refusalProblem(answer: Answer): string | undefined {
  if (answer.status !== 503) return `answered ${answer.status}: ${answer.body}`;
  const body = JSON.parse(answer.body) as { Success?: unknown; Message?: unknown; Errors?: unknown };
  if (body.Success !== false || body.Message !== messagesFa.databaseUnavailable || !Array.isArray(body.Errors))
    return `a 503 outside the Persian envelope: ${answer.body}`;
  return undefined;
}

describe('PostgreSQL connections ended under load', () => {
  it('answers each write 200 with it stored, or 503 in Persian with nothing stored, and recovers', async () => {
    const live = server!;
    const problems: string[] = [];
    const answered = new Set<string>();
    const refused = new Set<string>();
    const guests = new Set<string>();
    const placements = new Map<number, { status: number; orderId?: number }>();
    let terminating = true;
    let terminated = 0;

    const cartWriter = async () => {
      while (terminating) {
        const guest = randomUUID();
        guests.add(guest);
        for (const productId of products) {
          const answer = await request(live.baseUrl, 'POST', '/api/v2/cart/add', {
            headers: { 'guest-customer-id': guest },
            json: { ProductId: productId, Quantity: 1 },
          }).catch((error: unknown) => ({ status: 0, body: String(error) }));
          const line = `${guest}:${productId}`;
          if (answer.status === 200) answered.add(line);
          else {
            refused.add(line);
            const problem = refusalProblem(answer);
            if (problem) problems.push(`cart/add ${problem}`);
          }
        }
      }
    };
    const queue = [...shoppers];
    const placementWriter = async () => {
      for (let shopper = queue.shift(); shopper && terminating; shopper = queue.shift()) {
        const answer = await request(live.baseUrl, 'POST', '/api/v2/cart/placeordernew', {
          headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
          json: {},
        }).catch((error: unknown) => ({ status: 0, body: String(error) }));
        if (answer.status === 200)
          placements.set(shopper.id, {
            status: 200,
            orderId: (JSON.parse(answer.body) as { Result: { OrderId: number } }).Result.OrderId,
          });
        else {
          placements.set(shopper.id, { status: answer.status });
          const problem = refusalProblem(answer);
          if (problem) problems.push(`placeordernew ${problem}`);
        }
        await sleep(80);
      }
    };
    const terminator = async () => {
      const until = Date.now() + TERMINATION_MS;
      while (Date.now() < until) {
        terminated += await terminateServerConnections();
        await sleep(100 + Math.random() * 150);
      }
      terminating = false;
    };
    await Promise.all([terminator(), cartWriter(), cartWriter(), cartWriter(), placementWriter(), placementWriter()]);

    // The process lives through it (an unheard 'error' of a pooled connection would end it).
    expect(live.child.exitCode, live.stderr()).toBeNull();

    // Recovery: once the terminations stop, the next requests are answered normally, within 10 s.
    const stoppedAt = Date.now();
    const guest = randomUUID();
    let recovered: Answer | undefined;
    while (Date.now() - stoppedAt < 10_000) {
      recovered = await request(live.baseUrl, 'POST', '/api/v2/cart/add', {
        headers: { 'guest-customer-id': guest },
        json: { ProductId: products[0], Quantity: 1 },
      });
      if (recovered.status === 200) break;
      await sleep(100);
    }
    expect(recovered?.status, recovered?.body).toBe(200);
    const recoveryMs = Date.now() - stoppedAt;
    for (let i = 0; i < 10; i++) {
      const answer = await request(live.baseUrl, 'GET', '/api/health');
      expect(answer.status).toBe(200);
    }

    expect(problems).toEqual([]);
    expect(terminated).toBeGreaterThan(5);
    // The terminations hit requests in flight, and requests between them got through. How many of
    // each depends on the machine: where opening a connection is slow, most requests of the burst
    // meet an ended one (37 refused against 23 answered on one CI host), so only both are required.
    expect(refused.size).toBeGreaterThan(0);
    expect(answered.size).toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThan(10_000);

    const db = t.database.kysely;
    const stored = new Set((await storedCartLines(db, guests)).map((line) => line.key));
    expect(
      [...answered].filter((line) => !stored.has(line)),
      'answered 200 but not stored',
    ).toEqual([]);
    expect(
      [...refused].filter((line) => stored.has(line)),
      'answered 503 but stored',
    ).toEqual([]);

    const orders = await ordersByCustomer(
      db,
      shoppers.map((shopper) => shopper.id),
    );
    const orderProblems = [...placements].flatMap(([customerId, placement]) => {
      const theirs = orders.get(customerId) ?? [];
      const expected = placement.status === 200 ? [placement.orderId] : [];
      return JSON.stringify(theirs) === JSON.stringify(expected)
        ? []
        : [`customer ${customerId} answered ${placement.status}: orders [${theirs.join(', ')}]`];
    });
    expect(orderProblems).toEqual([]);

    // A refused placement left the shopper's cart as it was, so placing again now succeeds; so does a
    // shopper the burst did not get to. (Whether any placement got through during the terminations
    // depends on the machine: on a slow host every one met an ended connection.)
    const unplaced = shoppers.filter((shopper) => placements.get(shopper.id)?.status !== 200);
    for (const shopper of unplaced) {
      const answer = await request(live.baseUrl, 'POST', '/api/v2/cart/placeordernew', {
        headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
        json: {},
      });
      expect(answer.status, answer.body).toBe(200);
    }
    const ordersAfter = await ordersByCustomer(
      db,
      shoppers.map((shopper) => shopper.id),
    );
    expect(
      shoppers.filter((shopper) => ordersAfter.get(shopper.id)?.length !== 1).map((shopper) => shopper.id),
    ).toEqual([]);
  }, 60_000);
});
