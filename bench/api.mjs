/**
 * `npm run bench:api`: throughput and latency of the production API on a fresh seeded SQLite
 * database, beside a bare Fastify JSON route measured in the same run on the same machine.
 * Targets are measured one after another (never at once), each after a warm-up.
 * Then `POST cart/placeordernew`: each request is a different prepared shopper (their own cart,
 * address, shipping and payment chosen, an Idempotency-Key of their own); afterwards the orders and
 * the stock are counted to prove none was lost, doubled or oversold.
 * Options: --duration=<seconds per target> (10), --connections=<n> (10), --warmup=<seconds> (3),
 * --orders=<placements measured> (3000).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuilt, startProductionServer } from '@sabad/e2e/production-server';
import { numberArg, printMachine, printTable, writeResult } from './lib/report.mjs';

const duration = numberArg('duration', 10);
const connections = numberArg('connections', 10);
const warmup = numberArg('warmup', 3);
const LIST_TO_BARE_TARGET = 0.4;
const ORDERS_PER_SECOND_TARGET = 200;
const orderCount = numberArg('orders', 3000);
const apiDist = (file) => new URL(`../apps/api/dist/${file}`, import.meta.url).href;
const headers = { Accept: 'application/json', 'Guest-Customer-Id': '6f1d9c2b-3a4e-4f5b-9c8d-7e6a5b4c3d2e' };

async function getJson(url) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A category whose first page is full (10 products), read from the API itself. */
async function pickTargets(baseUrl) {
  const tree = await getJson(`${baseUrl}/api/v2/catalog/categorytree`);
  const candidates = tree.Items.flatMap((top) => [top, ...top.SubCategories]);
  let best = null;
  for (const category of candidates) {
    const url = `${baseUrl}/api/v2/product/search?CategoryId=${category.Id}&Limit=10`;
    const list = await getJson(url);
    if (!best || list.Items.length > best.list.Items.length) best = { category, url, list };
    if (list.Items.length === 10) break;
  }
  if (!best || best.list.Items.length === 0) throw new Error('no category of the seeded store lists a product');
  const product = best.list.Items[0];
  return {
    category: best.category,
    listUrl: best.url,
    list: best.list,
    productId: product.Id,
    productName: product.Name,
  };
}

function startBareServer(payload) {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.mjs'), [], {
    stdio: 'inherit',
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve(`http://127.0.0.1:${port}/bare`));
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  child.send({ payload });
  return { child, ready };
}

function run(url, seconds) {
  return autocannon({ url, connections, duration: seconds, headers });
}

/**
 * Shoppers ready to place: a customer row, a login token and a Tehran address written straight into
 * the server's database (registration is measured elsewhere), then the cart and the checkout
 * choices made through the API as the app makes them.
 */
async function prepareShoppers(baseUrl, databaseUrl, count) {
  const { openDatabase } = await import(apiDist('db/client.js'));
  const { createAccessTokenService } = await import(apiDist('modules/customers/index.js'));
  const { systemClock } = await import(apiDist('lib/clock.js'));
  const db = openDatabase(databaseUrl, { poolSize: 1 });
  const k = db.kysely;
  const now = new Date().toISOString();
  const product = await k
    .insertInto('product')
    .values({
      name: 'محصول آزمون بار سفارش',
      short_description: '',
      full_description: '',
      sku: `BENCH-${Date.now()}`,
      price: 1_500_000,
      old_price: null,
      manufacturer_id: null,
      manage_inventory_method: 'product',
      stock_quantity: count * 2,
      backorder_mode: 'none',
      order_minimum_quantity: 1,
      order_maximum_quantity: 100,
      allowed_quantities: '',
      disable_buy_button: 0,
      disable_wishlist_button: 0,
      published: 1,
      deleted: 0,
      show_on_home_page: 0,
      mark_as_new: 0,
      is_free_shipping: 0,
      weight: 500,
      approved_rating_sum: 0,
      approved_total_reviews: 0,
      sold_count: 0,
      display_order: 0,
      search_name: 'bench',
      search_description: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tehran = await k
    .selectFrom('city as c')
    .innerJoin('state_province as p', 'p.id', 'c.state_province_id')
    .select(['c.id as cityId', 'p.id as provinceId'])
    .where('c.name', '=', 'تهران')
    .where('p.name', '=', 'تهران')
    .executeTakeFirstOrThrow();
  const tokens = createAccessTokenService({ db: k, clock: systemClock, ttlDays: 30 });
  const shoppers = [];
  for (let i = 0; i < count; i++) {
    const customer = await k
      .insertInto('customer')
      .values({
        customer_guid: crypto.randomUUID(),
        email: `bench-${i}-${Date.now()}@example.com`,
        mobile: null,
        first_name: 'خریدار',
        last_name: `شماره ${i}`,
        password_hash: null,
        is_guest: 0,
        active: 1,
        deleted: 0,
        avatar_picture_id: null,
        created_at: now,
        last_activity_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const address = await k
      .insertInto('address')
      .values({
        customer_id: customer.id,
        first_name: 'خریدار',
        last_name: `شماره ${i}`,
        email: null,
        phone_number: '09120000000',
        state_province_id: tehran.provinceId,
        city_id: tehran.cityId,
        address1: 'خیابان آزادی، پلاک ۱',
        address2: '',
        zip_postal_code: '1234567890',
        latitude: null,
        longitude: null,
        custom_attributes: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await tokens.issue(customer.id);
    shoppers.push({ customerId: customer.id, addressId: address.id, authorization: `Basic ${token}` });
  }
  await db.close();

  const call = async (shopper, method, url, body) => {
    const response = await fetch(`${baseUrl}/api/v2${url}`, {
      method,
      headers: { ...headers, Authorization: shopper.authorization, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  };
  // Ten shoppers at a time, like the measured run's connections.
  for (let i = 0; i < shoppers.length; i += connections) {
    await Promise.all(
      shoppers.slice(i, i + connections).map(async (shopper) => {
        await call(shopper, 'POST', '/cart/add', { ProductId: product.id, Quantity: 1 });
        await call(shopper, 'PUT', `/address/applybillingaddress/${shopper.addressId}?shipToSameAddress=true`);
        await call(shopper, 'POST', '/cart/applyshippingmethod', { ShippingMethodSystemName: 'Shipping.Tipax' });
        await call(shopper, 'PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false');
      }),
    );
  }
  return { productId: product.id, stock: count * 2, shoppers };
}

/** Places one order per prepared shopper, `connections` at a time, and checks the outcome in the database. */
async function measurePlacement(server) {
  const prepareStarted = Date.now();
  const prepared = await prepareShoppers(server.baseUrl, server.databaseUrl, orderCount);
  console.log(
    `\nplaceordernew: ${orderCount} shoppers prepared in ${((Date.now() - prepareStarted) / 1000).toFixed(1)} s`,
  );
  let next = 0;
  const result = await autocannon({
    url: `${server.baseUrl}/api/v2/cart/placeordernew`,
    connections,
    amount: orderCount,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const shopper = prepared.shoppers[next++ % prepared.shoppers.length];
          return {
            ...request,
            headers: {
              ...headers,
              'Content-Type': 'application/json',
              Authorization: shopper.authorization,
              'Idempotency-Key': crypto.randomUUID(),
            },
            body: JSON.stringify({}),
          };
        },
      },
    ],
  });
  const { openDatabase } = await import(apiDist('db/client.js'));
  const db = openDatabase(server.databaseUrl, { poolSize: 1 });
  const ids = prepared.shoppers.map((s) => s.customerId);
  const orders = await db.kysely
    .selectFrom('customer_order')
    .select(['customer_id'])
    .where('customer_id', 'in', ids)
    .execute();
  const perShopper = new Map();
  for (const row of orders) perShopper.set(row.customer_id, (perShopper.get(row.customer_id) ?? 0) + 1);
  const doubled = [...perShopper.values()].filter((n) => n > 1).length;
  const stock = (
    await db.kysely
      .selectFrom('product')
      .select('stock_quantity')
      .where('id', '=', prepared.productId)
      .executeTakeFirstOrThrow()
  ).stock_quantity;
  await db.close();
  const ok = result['2xx'];
  const check = {
    orders: orders.length,
    answered2xx: ok,
    doubled,
    stockTaken: prepared.stock - stock,
    consistent: orders.length === ok && doubled === 0 && prepared.stock - stock === orders.length,
  };
  console.log(
    `orders in the database ${check.orders}, 2xx answers ${check.answered2xx}, shoppers with two orders ${check.doubled}, units taken ${check.stockTaken}: ${check.consistent ? 'consistent' : 'NOT consistent'}`,
  );
  return {
    name: 'placeordernew',
    url: '/api/v2/cart/placeordernew',
    // A fixed number of requests: autocannon's per-second average would count the last, partial
    // second as a whole one, so the rate is the total over the run's own duration.
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    durationSeconds: result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    check,
  };
}

async function main() {
  const machine = printMachine();
  ensureBuilt({ log: (line) => console.log(line) });
  const server = await startProductionServer();
  let bare = null;
  try {
    console.log(`production server ready after ${server.readyAfterMs} ms (fresh SQLite database, seeded)`);
    const picked = await pickTargets(server.baseUrl);
    bare = startBareServer(picked.list);
    const bareUrl = await bare.ready;
    const targets = [
      { name: 'product list', url: picked.listUrl },
      { name: 'product details', url: `${server.baseUrl}/api/v2/product/details/${picked.productId}` },
      { name: 'bare fastify', url: bareUrl },
    ];
    console.log(
      `category ${picked.category.Id} (${picked.category.Name}), ${picked.list.Items.length} products per page; product ${picked.productId}`,
    );
    console.log(`${connections} connections, ${warmup} s warm-up and ${duration} s per target, one target at a time\n`);

    const measured = [];
    for (const target of targets) {
      await run(target.url, warmup);
      const result = await run(target.url, duration);
      measured.push({
        name: target.name,
        url: target.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        bytesPerResponse: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    }

    const placement = await measurePlacement(server);
    measured.push(placement);

    printTable(
      ['target', 'req/s', 'p50', 'p99', 'bytes/resp', 'non-2xx', 'errors'],
      measured.map((m) => [
        m.name,
        m.requestsPerSecond,
        `${m.latencyP50Ms} ms`,
        `${m.latencyP99Ms} ms`,
        m.bytesPerResponse,
        m.non2xx,
        m.errors + m.timeouts,
      ]),
    );
    const [list, , bareRoute] = measured;
    const ratio = list.requestsPerSecond / bareRoute.requestsPerSecond;
    const meetsTarget = ratio >= LIST_TO_BARE_TARGET;
    console.log(
      `\nproduct list / bare fastify = ${(ratio * 100).toFixed(1)}% (target ≥ ${LIST_TO_BARE_TARGET * 100}%: ${meetsTarget ? 'met' : 'NOT met'})`,
    );
    const placementMet = placement.requestsPerSecond >= ORDERS_PER_SECOND_TARGET && placement.check.consistent;
    console.log(
      `placeordernew = ${placement.requestsPerSecond} orders/s, p99 ${placement.latencyP99Ms} ms (target ≥ ${ORDERS_PER_SECOND_TARGET} orders/s with none lost or doubled: ${placementMet ? 'met' : 'NOT met'})`,
    );
    const failed = measured.filter((m) => m.non2xx > 0 || m.errors > 0 || m.timeouts > 0);
    if (failed.length > 0)
      console.log(
        `warning: ${failed.map((m) => m.name).join(', ')} had non-2xx answers or errors; their figures are not comparable`,
      );

    const file = writeResult('api', {
      machine,
      settings: { connections, durationSeconds: duration, warmupSeconds: warmup, database: 'SQLite (fresh, seeded)' },
      category: { Id: picked.category.Id, Name: picked.category.Name },
      productId: picked.productId,
      targets: measured,
      listToBareRatio: Math.round(ratio * 1000) / 1000,
      listToBareTarget: LIST_TO_BARE_TARGET,
      meetsTarget,
      ordersPerSecondTarget: ORDERS_PER_SECOND_TARGET,
      placementMeetsTarget: placementMet,
    });
    console.log(`results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    bare?.child.kill();
    await server.stop();
  }
}

await main();
