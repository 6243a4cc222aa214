/**
 * Scale-out (issue 15, ADR 0030): two real API processes (`src/server.ts` through tsx) on one
 * PostgreSQL database and one Redis behave as one store. A shopper registers on one and confirms
 * the code on the other, fills the cart and checks out alternating between them; failed logins
 * are counted across both; a stock change made through one process, or the CLI, is on the other's
 * product page at once (Redis pub/sub), a change nobody announced within the configured TTL; the
 * payment sweep and the recurring run, started as two processes at the same moment, act once per
 * due item. The test runs its own redis-server on a free port, so nobody else's announcements
 * (or keys) reach these servers. Needs PostgreSQL and Redis (scripts/test.mjs leaves it out
 * without either).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS, type PlaceOrderResponse, type ProductDetails } from '@sabad/contract';
import { systemClock } from './lib/clock.js';
import { catalogFixture } from './testing/catalog-fixture.js';
import { checkoutFixture } from './testing/checkout-fixture.js';
import { runCliOn } from './testing/cli-runner.js';
import { insertGuestCustomer } from './testing/customer-fixture.js';
import { insertUnpaidOnlineOrder } from './testing/order-fixture.js';
import { createTestApp, testConfig, type TestApp } from './testing/test-app.js';
import { createTestDatabase, testDatabaseUrl } from './testing/test-database.js';
import { freePort } from './testing/free-port.js';
import { inheritedEnvironment } from './testing/test-env.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each server's catalogue cache lifetime: long enough that "at once" cannot be the TTL running out. */
const CACHE_TTL_MS = 4_000;
const PASSWORD = 'secret-1403';

interface Server {
  name: string;
  baseUrl: string;
  process: ChildProcess;
}

function childEnvironment(databaseUrl: string, redisUrl: string): NodeJS.ProcessEnv {
  return {
    ...inheritedEnvironment(),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SEED_DEMO_STORE: 'false',
    LOG_LEVEL: 'silent',
    APP_SECRET: testConfig.APP_SECRET,
    STOREFRONT_DIST: testConfig.STOREFRONT_DIST,
    EMAIL_TRANSPORT: 'outbox',
    SMS_TRANSPORT: 'outbox',
    CATALOG_CACHE_TTL_MS: String(CACHE_TTL_MS),
  };
}

async function startServer(name: string, databaseUrl: string, redisUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...childEnvironment(databaseUrl, redisUrl), PORT: String(port), HOST: '127.0.0.1' },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process ${name} exited (${child.exitCode}): ${errors}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { name, baseUrl, process: child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API process ${name} did not start within 60 s: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** The CLI as its own process, as a scheduler on each machine would start it. */
function cliProcess(
  databaseUrl: string,
  redisUrl: string,
  ...args: string[]
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: apiRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnvironment(databaseUrl, redisUrl),
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function call(
  server: Server,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { headers?: Record<string, string>; body?: object } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.baseUrl}/api/v2${url}`, {
    method,
    headers: { ...(options.body ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function ok(
  server: Server,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: Parameters<typeof call>[3] = {},
) {
  const answer = await call(server, method, url, options);
  expect(answer.status, `${server.name}: ${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

const details = async (server: Server, productId: number) =>
  (await ok(server, 'GET', `/product/details/${productId}`)) as ProductDetails;

/** Asks until `seen` holds; returns how long after `since` it first did. */
async function waitUntil(ask: () => Promise<boolean>, since: number, timeoutMs: number): Promise<number> {
  for (;;) {
    if (await ask()) return Date.now() - since;
    if (Date.now() - since > timeoutMs) throw new Error(`not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let redisServer: ChildProcess | undefined;
let redisUrl: string;
let t: TestApp;
let a: Server;
let b: Server;

beforeAll(async () => {
  if (!testDatabaseUrl) throw new Error('this test needs PostgreSQL: set TEST_DATABASE_URL');
  const redisPort = await freePort();
  redisServer = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  const database = await createTestDatabase();
  t = await createTestApp({ database });
  [a, b] = await Promise.all([startServer('A', database.url, redisUrl), startServer('B', database.url, redisUrl)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([stop(a?.process), stop(b?.process)]);
  await stop(redisServer, 'SIGKILL');
  await t?.close();
});

describe('two API processes on one PostgreSQL and one Redis', () => {
  it('serve one shopping journey: register on A, confirm on B, cart and checkout alternating', async () => {
    const db = t.database.kysely;
    const email = 'scale.out@example.com';
    const teapot = await catalogFixture(db).product({ name: 'قوری چینی', price: 2_400_000, stock: 10 });

    await ok(a, 'POST', '/account/register', {
      body: { Email: email, Password: PASSWORD, DeviceToken: '', FirstName: 'پریسا', LastName: 'کریمی' },
    });
    const message = await db
      .selectFrom('outbox_message')
      .select('body')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(message.body)?.[1];
    expect(code).toBeDefined();
    // The code was made on A and is checked on B: codes live in the database, keyed by APP_SECRET.
    const verified = (await ok(b, 'POST', '/account/registerverifytokenpost', {
      body: { Email: email, Token: code },
    })) as { AccessToken: string; Customer: { Id: number } };
    const headers = { authorization: `Basic ${verified.AccessToken}` };

    await ok(b, 'POST', '/cart/add', { headers, body: { ProductId: teapot, Quantity: 2 } });
    const cartOnA = await ok(a, 'GET', '/cart/getitems', { headers });
    expect(JSON.stringify(cartOnA)).toContain('قوری چینی');
    const addressId = await checkoutFixture(t, systemClock).insertAddress(verified.Customer.Id);
    await ok(a, 'PUT', `/address/applybillingaddress/${addressId}?shipToSameAddress=true`, { headers });
    await ok(b, 'POST', '/cart/applyshippingmethod', { headers, body: { ShippingMethodSystemName: 'Shipping.Tipax' } });
    await ok(a, 'PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false', { headers });
    const placed = (await ok(b, 'POST', '/cart/placeordernew', { headers, body: {} })) as PlaceOrderResponse;
    const orders = await ok(a, 'GET', '/orders/get', { headers });
    expect(JSON.stringify(orders)).toContain(`"Id":${placed.Result.OrderId}`);
    const stock = await db
      .selectFrom('product')
      .select('stock_quantity')
      .where('id', '=', teapot)
      .executeTakeFirstOrThrow();
    expect(stock.stock_quantity).toBe(8);
  });

  it('count failed logins across both processes: the sixth from one address is refused on either', async () => {
    const attempt = (server: Server) =>
      call(server, 'POST', '/account/login', {
        body: { Email: 'nobody@example.com', Password: 'wrong', DeviceToken: '' },
      });
    const answers = [];
    for (const server of [a, b, a, b, a]) answers.push((await attempt(server)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    for (const server of [b, a]) {
      const refused = await attempt(server);
      expect(refused.status).toBe(429);
      expect(refused.body.Message).toMatch(/دقیقهٔ دیگر/);
    }
  });

  it("shows a stock change made through A, or by the CLI, on B's cached product page at once", async () => {
    const db = t.database.kysely;
    const vase = await catalogFixture(db).product({ name: 'گلدان فیروزه‌کوب', price: 3_000_000, stock: 3 });
    // Both processes cache the page now: three left.
    const warmedAt = Date.now();
    for (const server of [a, b]) expect((await details(server, vase)).StockAvailability).toContain('۳');

    const shopper = await checkoutFixture(t, systemClock).readyShopper({ lines: [{ productId: vase }] });
    const placed = await call(a, 'POST', '/cart/placeordernew', { headers: shopper.headers, body: {} });
    expect(placed.status).toBe(200);
    const seenAfter = await waitUntil(
      async () => (await details(b, vase)).StockAvailability.includes('۲'),
      warmedAt,
      CACHE_TTL_MS,
    );
    // Well inside B's cache lifetime: B dropped the page because A announced the change.
    expect(seenAfter).toBeLessThan(CACHE_TTL_MS - 1_000);
    expect((await details(a, vase)).StockAvailability).toContain('۲');

    vi.stubEnv('REDIS_URL', redisUrl);
    const cliAt = Date.now();
    const run = await runCliOn(t.database.url, ['product', 'stock', String(vase), '0']);
    expect(run.code, run.err).toBe(0);
    for (const server of [a, b]) {
      const shown = await waitUntil(async () => !(await details(server, vase)).InStock, cliAt, CACHE_TTL_MS);
      expect(shown).toBeLessThan(1_000);
    }
  });

  it('shows a price edited in SQL (unannounced) within the TTL, and at once after `catalog reindex`', async () => {
    const db = t.database.kysely;
    const rug = await catalogFixture(db).product({ name: 'گلیم قشقایی', price: 5_000_000, stock: 4 });
    const before = (await details(a, rug)).PriceValue;
    const warmedAt = Date.now();
    expect((await details(b, rug)).PriceValue).toBe(before);

    await db.updateTable('product').set({ price: 6_000_000 }).where('id', '=', rug).execute();
    // Nobody announced it: both still answer from their caches, then read it again within the TTL.
    expect((await details(a, rug)).PriceValue).toBe(before);
    expect((await details(b, rug)).PriceValue).toBe(before);
    for (const server of [a, b]) {
      const seenAfter = await waitUntil(
        async () => (await details(server, rug)).PriceValue === (before * 6) / 5,
        warmedAt,
        CACHE_TTL_MS + 1_000,
      );
      expect(seenAfter).toBeLessThanOrEqual(CACHE_TTL_MS + 500);
    }

    // The documented way after an SQL edit: the reindex announces that anything may have changed.
    await db.updateTable('product').set({ price: 7_000_000 }).where('id', '=', rug).execute();
    vi.stubEnv('REDIS_URL', redisUrl);
    const reindexAt = Date.now();
    expect((await runCliOn(t.database.url, ['catalog', 'reindex'])).code).toBe(0);
    for (const server of [a, b]) {
      const shown = await waitUntil(
        async () => (await details(server, rug)).PriceValue === (before * 7) / 5,
        reindexAt,
        CACHE_TTL_MS,
      );
      expect(shown).toBeLessThan(1_000);
    }
  });

  it('act once per due item when the payment sweep and the recurring run start in two processes at once', async () => {
    const db = t.database.kysely;
    const tea = await catalogFixture(db).product({ name: 'چای لاهیجان', price: 700_000, stock: 20 });
    const guest = await insertGuestCustomer(db);
    const longAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const expired = await insertUnpaidOnlineOrder(db, {
      customerId: guest.id,
      productId: tea,
      quantity: 3,
      unitPrice: 700_000,
      holdExpiresAt: new Date(Date.now() - 3_600_000).toISOString(),
      now: longAgo,
    });
    // The fixture took the order's three units, as placement does.

    const coffee = await catalogFixture(db).product({ name: 'اشتراک قهوه', price: 1_500_000, stock: 9 });
    await db
      .updateTable('product')
      .set({ is_recurring: 1, recurring_cycle_length: 1, recurring_cycle_period: 'day', recurring_total_cycles: 5 })
      .where('id', '=', coffee)
      .execute();
    const subscriber = await checkoutFixture(t, systemClock).readyShopper({ lines: [{ productId: coffee }] });
    const first = await call(a, 'POST', '/cart/placeordernew', { headers: subscriber.headers, body: {} });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The next cycle falls due: as if the subscription had started two days ago.
    await db
      .updateTable('recurring_payment')
      .set({ next_payment_at: longAgo })
      .where('initial_order_id', '=', (first.body as PlaceOrderResponse).Result.OrderId)
      .execute();

    const runs = await Promise.all([
      cliProcess(t.database.url, redisUrl, 'payments', 'sweep'),
      cliProcess(t.database.url, redisUrl, 'payments', 'sweep'),
      cliProcess(t.database.url, redisUrl, 'recurring', 'process'),
      cliProcess(t.database.url, redisUrl, 'recurring', 'process'),
    ]);
    const output = runs.map((run) => run.out).join('\n');
    expect(
      runs.map((run) => run.code),
      output,
    ).toEqual([0, 0, 0, 0]);
    expect(output.split('\n').filter((line) => line.startsWith(`Order ${expired.id}: cancelled`))).toHaveLength(1);
    expect(output.split('\n').filter((line) => / cycle 2\/5: order .* placed\./.test(line))).toHaveLength(1);

    const order = await db
      .selectFrom('customer_order')
      .select('order_status')
      .where('id', '=', expired.id)
      .executeTakeFirstOrThrow();
    expect(order.order_status).toBe(ORDER_STATUS.Cancelled);
    const teaStock = await db
      .selectFrom('product')
      .select('stock_quantity')
      .where('id', '=', tea)
      .executeTakeFirstOrThrow();
    expect(teaStock.stock_quantity).toBe(20);
    const subscriberOrders = await db
      .selectFrom('customer_order')
      .select('id')
      .where('customer_id', '=', subscriber.id)
      .execute();
    expect(subscriberOrders).toHaveLength(2);
  }, 60_000);
});
