/**
 * `npm run bench:api`: throughput, latency, memory and start-up of the production API on a fresh
 * seeded database, one scenario at a time (never two at once), each after a warm-up.
 *
 * SQLite, then PostgreSQL beside it when a server is named (--postgres=<url>, BENCH_POSTGRES_URL or
 * a postgres TEST_DATABASE_URL; the bench creates its own database there and drops it):
 * 1. a first server migrates and seeds the database; on SQLite the cached product list and details
 *    are measured beside a bare Fastify route carrying the same JSON (issue 1's ratio);
 * 2. a second server starts on the seeded database with the catalogue cache off
 *    (CATALOG_CACHE_TTL_MS=0, as real traffic over many different pages is): its cold start (spawn →
 *    first 200), its RSS at rest, then the uncached list, the uncached details, `cart/add` (guests
 *    adding one unit of a product made for the run; afterwards the units in carts are counted against
 *    the 2xx answers) and `placeordernew` (each request a different prepared shopper; afterwards the
 *    orders and the stock are counted), with the server's peak RSS during each.
 * Options: --duration=<seconds per scenario> (10), --connections=<n> (50), --warmup=<seconds> (3),
 * --orders=<placements measured> (3000), --order-connections=<n> (10), --postgres=<server url>,
 * --no-postgres, --no-build (measure the builds as they are), --profile (the uncached server runs with --cpu-prof; profiles land in
 * bench/results/profiles/).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, startProductionServer } from '@sabad/e2e/production-server';
import { measure, rssMiB } from './lib/load.mjs';
import { withPostgresDatabase } from './lib/postgres.mjs';
import { numberArg, printMachine, printTable, resultsDir, writeResult } from './lib/report.mjs';

const duration = numberArg('duration', 10);
const connections = numberArg('connections', 50);
const warmup = numberArg('warmup', 3);
const orderCount = numberArg('orders', 3000);
const orderConnections = numberArg('order-connections', 10);
const profile = process.argv.includes('--profile');
const postgresServer = process.argv.includes('--no-postgres')
  ? null
  : (process.argv.find((arg) => arg.startsWith('--postgres='))?.slice('--postgres='.length) ??
    process.env.BENCH_POSTGRES_URL ??
    (/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '') ? process.env.TEST_DATABASE_URL : null));

/** Issue 1 (cached list against bare Fastify) and issue 15 (everything uncached). */
const TARGETS = {
  listToBare: 0.4,
  uncachedReadsPerSecond: 5000,
  uncachedReadP99Ms: 20,
  cartAddsPerSecond: 3000,
  ordersPerSecond: 200,
  peakRssMiB: 180,
  coldStartMs: 800,
};

// The bench's own writes (shoppers, tokens, a product) use the API's modules from its sources
// (this script runs under tsx, see package.json): the production build is one bundle (ADR 0036)
// and exports none of them.
const apiSource = (file) => new URL(`../apps/api/src/${file}`, import.meta.url).href;
const headers = { Accept: 'application/json', 'Guest-Customer-Id': '6f1d9c2b-3a4e-4f5b-9c8d-7e6a5b4c3d2e' };
const run = (url, seconds, extra = {}) => ({ url, connections, duration: seconds, headers, ...extra });

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
    const url = `/api/v2/product/search?CategoryId=${category.Id}&Limit=10`;
    const list = await getJson(`${baseUrl}${url}`);
    if (!best || list.Items.length > best.list.Items.length) best = { category, url, list };
    if (list.Items.length === 10) break;
  }
  if (!best || best.list.Items.length === 0) throw new Error('no category of the seeded store lists a product');
  return {
    category: best.category,
    listPath: best.url,
    list: best.list,
    detailsPath: `/api/v2/product/details/${best.list.Items[0].Id}`,
    productId: best.list.Items[0].Id,
  };
}

function startBareServer(payload) {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.mjs'), [], {
    stdio: 'inherit',
    // Plain node, without this script's tsx loader.
    execArgv: [],
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve(`http://127.0.0.1:${port}/bare`));
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  child.send({ payload });
  return { child, ready };
}

/** Opens the server's database from the bench (the API's own client). */
async function openBenchDatabase(databaseUrl) {
  const { openDatabase } = await import(apiSource('db/client.ts'));
  return openDatabase(databaseUrl, { poolSize: 1 });
}

/** A published product made for the run, written straight into the database, with stock to spare. */
async function insertBenchProduct(k, { name, stock, orderMaximum }) {
  const now = new Date().toISOString();
  const row = await k
    .insertInto('product')
    .values({
      name,
      short_description: '',
      full_description: '',
      sku: `BENCH-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      price: 1_500_000,
      old_price: null,
      manufacturer_id: null,
      manage_inventory_method: 'product',
      stock_quantity: stock,
      backorder_mode: 'none',
      order_minimum_quantity: 1,
      order_maximum_quantity: orderMaximum,
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
  return row.id;
}

/**
 * `POST cart/add` from guests (a pool of them, each request the next guest), one unit each time.
 * Afterwards the units of the run's product in carts must equal the 2xx answers.
 */
async function measureCartAdd(server, databaseUrl) {
  const db = await openBenchDatabase(databaseUrl);
  const productId = await insertBenchProduct(db.kysely, {
    name: 'محصول آزمون بار سبد',
    stock: 100_000_000,
    orderMaximum: 1_000_000,
  });
  await db.close();
  const guests = Array.from({ length: 1000 }, () => crypto.randomUUID());
  let next = 0;
  const requests = [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        headers: {
          ...headers,
          'Guest-Customer-Id': guests[next++ % guests.length],
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ ProductId: productId, Quantity: 1 }),
      }),
    },
  ];
  const url = `${server.baseUrl}/api/v2/cart/add`;
  const warm = await measure('cart/add warm-up', run(url, warmup, { requests }));
  const result = await measure('cart/add', run(url, duration, { requests }), { pid: server.pid });
  const check = await openBenchDatabase(databaseUrl);
  const units = await check.kysely
    .selectFrom('shopping_cart_item')
    .select((eb) => eb.fn.sum('quantity').as('units'))
    .where('product_id', '=', productId)
    .where('list_type', '=', 'cart')
    .executeTakeFirstOrThrow();
  await check.close();
  const answered = warm.answered2xx + result.answered2xx;
  // A request still in flight when a run's time is up is written but never counted as answered.
  const unanswered = warm.unanswered + result.unanswered;
  const unitsInCarts = Number(units.units ?? 0);
  result.check = {
    unitsInCarts,
    answered2xx: answered,
    unansweredAtStop: unanswered,
    consistent: unitsInCarts >= answered && unitsInCarts <= answered + unanswered,
  };
  console.log(
    `  cart/add: units in carts ${unitsInCarts}, 2xx answers ${answered}, unanswered when time was up ${unanswered} (warm-up included): ${result.check.consistent ? 'consistent, no answered add lost' : 'NOT consistent'}`,
  );
  return result;
}

/**
 * Shoppers ready to place: a customer row, a login token and a Tehran address written straight into
 * the server's database (registration is measured elsewhere), then the cart and the checkout
 * choices made through the API as the app makes them.
 */
async function prepareShoppers(baseUrl, databaseUrl, count) {
  const { createAccessTokenService } = await import(apiSource('modules/customers/index.ts'));
  const { systemClock } = await import(apiSource('lib/clock.ts'));
  const db = await openBenchDatabase(databaseUrl);
  const k = db.kysely;
  const now = new Date().toISOString();
  const productId = await insertBenchProduct(k, { name: 'محصول آزمون بار سفارش', stock: count * 2, orderMaximum: 100 });
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
  for (let i = 0; i < shoppers.length; i += orderConnections) {
    await Promise.all(
      shoppers.slice(i, i + orderConnections).map(async (shopper) => {
        await call(shopper, 'POST', '/cart/add', { ProductId: productId, Quantity: 1 });
        await call(shopper, 'PUT', `/address/applybillingaddress/${shopper.addressId}?shipToSameAddress=true`);
        await call(shopper, 'POST', '/cart/applyshippingmethod', { ShippingMethodSystemName: 'Shipping.Tipax' });
        await call(shopper, 'PUT', '/cart/applypaymentmethod?args=Payments.CashOnDelivery&useRewardPoints=false');
      }),
    );
  }
  return { productId, stock: count * 2, shoppers };
}

/** Places one order per prepared shopper, `orderConnections` at a time, and checks the outcome in the database. */
async function measurePlacement(server, databaseUrl) {
  const prepareStarted = Date.now();
  const prepared = await prepareShoppers(server.baseUrl, databaseUrl, orderCount);
  console.log(
    `  placeordernew: ${orderCount} shoppers prepared in ${((Date.now() - prepareStarted) / 1000).toFixed(1)} s`,
  );
  let next = 0;
  const result = await measure(
    'placeordernew',
    {
      url: `${server.baseUrl}/api/v2/cart/placeordernew`,
      connections: orderConnections,
      amount: orderCount,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...headers,
              'Content-Type': 'application/json',
              Authorization: prepared.shoppers[next++ % prepared.shoppers.length].authorization,
              'Idempotency-Key': crypto.randomUUID(),
            },
            body: JSON.stringify({}),
          }),
        },
      ],
    },
    { pid: server.pid },
  );
  const db = await openBenchDatabase(databaseUrl);
  const ids = prepared.shoppers.map((s) => s.customerId);
  const orders = await db.kysely
    .selectFrom('customer_order')
    .select(['customer_id'])
    .where('customer_id', 'in', ids)
    .execute();
  const perShopper = new Map();
  for (const row of orders) perShopper.set(row.customer_id, (perShopper.get(row.customer_id) ?? 0) + 1);
  const doubled = [...perShopper.values()].filter((n) => n > 1).length;
  const { stock_quantity: stock } = await db.kysely
    .selectFrom('product')
    .select('stock_quantity')
    .where('id', '=', prepared.productId)
    .executeTakeFirstOrThrow();
  await db.close();
  result.check = {
    orders: orders.length,
    answered2xx: result.answered2xx,
    doubled,
    stockTaken: prepared.stock - stock,
  };
  result.check.consistent =
    orders.length === result.answered2xx && doubled === 0 && result.check.stockTaken === orders.length;
  console.log(
    `  placeordernew: orders in the database ${result.check.orders}, 2xx answers ${result.answered2xx}, shoppers with two orders ${doubled}, units taken ${result.check.stockTaken}: ${result.check.consistent ? 'consistent' : 'NOT consistent'}`,
  );
  return result;
}

/** Cached list and details beside bare Fastify carrying the list's JSON (issue 1's ratio). */
async function measureCached(server, picked) {
  const bare = startBareServer(picked.list);
  try {
    const targets = [
      { name: 'product list (cached)', url: `${server.baseUrl}${picked.listPath}` },
      { name: 'product details (cached)', url: `${server.baseUrl}${picked.detailsPath}` },
      { name: 'bare fastify', url: await bare.ready },
    ];
    const measured = [];
    for (const target of targets) {
      await measure(target.name, run(target.url, warmup));
      measured.push(await measure(target.name, run(target.url, duration)));
      console.log(`  ${target.name}: ${measured.at(-1).requestsPerSecond} req/s`);
    }
    return measured;
  } finally {
    bare.child.kill();
  }
}

/** Both servers of one database, one after the other; `cachedToo`: also issue 1's cached figures. */
async function benchDatabase(label, databaseUrl, { cachedToo }) {
  console.log(`\n${label}`);
  const first = await startProductionServer({ env: { DATABASE_URL: databaseUrl } });
  let picked;
  let cached = [];
  try {
    console.log(`  first start (migrate and seed a fresh database): ${first.readyAfterMs} ms`);
    picked = await pickTargets(first.baseUrl);
    console.log(
      `  category ${picked.category.Id} (${picked.category.Name}), ${picked.list.Items.length} products per page; product ${picked.productId}`,
    );
    if (cachedToo) cached = await measureCached(first, picked);
  } finally {
    await first.stop();
  }

  const profileDir = path.join(resultsDir, 'profiles');
  const server = await startProductionServer({
    env: {
      DATABASE_URL: databaseUrl,
      CATALOG_CACHE_TTL_MS: '0',
    },
    pollIntervalMs: 5,
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  try {
    const coldStartMs = server.readyAfterMs;
    const restRssMiB = rssMiB(server.pid);
    console.log(`  cold start (spawn → first 200, seeded database): ${coldStartMs} ms; RSS at rest ${restRssMiB} MiB`);
    const measured = [];
    for (const [name, urlPath] of [
      ['product list (uncached)', picked.listPath],
      ['product details (uncached)', picked.detailsPath],
    ]) {
      const url = `${server.baseUrl}${urlPath}`;
      await measure(name, run(url, warmup));
      measured.push(await measure(name, run(url, duration), { pid: server.pid }));
      console.log(`  ${name}: ${measured.at(-1).requestsPerSecond} req/s`);
    }
    measured.push(await measureCartAdd(server, databaseUrl));
    console.log(`  cart/add: ${measured.at(-1).requestsPerSecond} req/s`);
    measured.push(await measurePlacement(server, databaseUrl));
    console.log(`  placeordernew: ${measured.at(-1).requestsPerSecond} orders/s`);
    return { coldStartMs, restRssMiB, afterLoadRssMiB: rssMiB(server.pid), cached, uncached: measured };
  } finally {
    await server.stop();
  }
}

function verdict(met) {
  return met ? 'met' : 'NOT met';
}

function printResults(databases) {
  const names = Object.keys(databases);
  const scenarios = databases[names[0]].uncached.map((m) => m.name);
  console.log('');
  printTable(
    ['scenario', ...names.flatMap((db) => [`${db} req/s`, 'p50', 'p99', 'CPU/req', 'peak RSS'])],
    scenarios.map((scenario) => [
      scenario,
      ...names.flatMap((db) => {
        const m = databases[db].uncached.find((row) => row.name === scenario);
        return [
          m.requestsPerSecond,
          `${m.latencyP50Ms} ms`,
          `${m.latencyP99Ms} ms`,
          `${m.serverCpuMsPerRequest} ms`,
          `${m.peakRssMiB} MiB`,
        ];
      }),
    ]),
  );
  for (const db of names) {
    const d = databases[db];
    console.log(
      `${db}: cold start ${d.coldStartMs} ms, RSS at rest ${d.restRssMiB} MiB, after the load ${d.afterLoadRssMiB} MiB`,
    );
  }
  const sqlite = databases[names[0]];
  if (sqlite.cached.length > 0) {
    console.log('');
    printTable(
      ['cached (5 s page cache)', 'req/s', 'p50', 'p99', 'bytes/resp'],
      sqlite.cached.map((m) => [
        m.name,
        m.requestsPerSecond,
        `${m.latencyP50Ms} ms`,
        `${m.latencyP99Ms} ms`,
        m.bytesPerResponse,
      ]),
    );
  }
  const failed = names.flatMap((db) =>
    [...databases[db].cached, ...databases[db].uncached]
      .filter((m) => m.non2xx > 0 || m.errors > 0 || m.timeouts > 0)
      .map((m) => `${db} ${m.name}`),
  );
  if (failed.length > 0)
    console.log(`\nwarning: ${failed.join(', ')} had non-2xx answers or errors; their figures are not comparable`);
}

/** Issue 1's and issue 15's targets, judged on SQLite. */
function judge(sqlite) {
  const byName = (rows, name) => rows.find((m) => m.name === name);
  const verdicts = {};
  if (sqlite.cached.length > 0) {
    const ratio =
      byName(sqlite.cached, 'product list (cached)').requestsPerSecond /
      byName(sqlite.cached, 'bare fastify').requestsPerSecond;
    verdicts.listToBare = { value: Math.round(ratio * 1000) / 1000, met: ratio >= TARGETS.listToBare };
    console.log(
      `\ncached product list / bare fastify = ${(ratio * 100).toFixed(1)}% (target ≥ 40%: ${verdict(verdicts.listToBare.met)})`,
    );
  }
  for (const name of ['product list (uncached)', 'product details (uncached)']) {
    const m = byName(sqlite.uncached, name);
    const met = m.requestsPerSecond >= TARGETS.uncachedReadsPerSecond && m.latencyP99Ms <= TARGETS.uncachedReadP99Ms;
    verdicts[name] = { requestsPerSecond: m.requestsPerSecond, p99Ms: m.latencyP99Ms, met };
    console.log(
      `${name} = ${m.requestsPerSecond} req/s, p99 ${m.latencyP99Ms} ms (target ≥ 5000 req/s, p99 ≤ 20 ms at ${connections} connections: ${verdict(met)})`,
    );
  }
  const cartAdd = byName(sqlite.uncached, 'cart/add');
  verdicts.cartAdd = {
    requestsPerSecond: cartAdd.requestsPerSecond,
    met: cartAdd.requestsPerSecond >= TARGETS.cartAddsPerSecond && cartAdd.check.consistent,
  };
  console.log(
    `cart/add = ${cartAdd.requestsPerSecond} req/s (target ≥ 3000 with every answered add in a cart: ${verdict(verdicts.cartAdd.met)})`,
  );
  const placement = byName(sqlite.uncached, 'placeordernew');
  verdicts.placement = {
    ordersPerSecond: placement.requestsPerSecond,
    met: placement.requestsPerSecond >= TARGETS.ordersPerSecond && placement.check.consistent,
  };
  console.log(
    `placeordernew = ${placement.requestsPerSecond} orders/s (target ≥ 200 with none lost, doubled or oversold: ${verdict(verdicts.placement.met)})`,
  );
  const peak = Math.max(...sqlite.uncached.map((m) => m.peakRssMiB ?? 0));
  verdicts.peakRss = { mib: peak, met: peak <= TARGETS.peakRssMiB };
  console.log(`peak RSS under load = ${peak} MiB (target ≤ 180 MiB: ${verdict(verdicts.peakRss.met)})`);
  verdicts.coldStart = { ms: sqlite.coldStartMs, met: sqlite.coldStartMs <= TARGETS.coldStartMs };
  console.log(`cold start = ${sqlite.coldStartMs} ms (target ≤ 800 ms: ${verdict(verdicts.coldStart.met)})`);
  return verdicts;
}

async function main() {
  const machine = printMachine();
  // The machine is shared: the load before and after the run says how much the figures can be trusted.
  const loadAtStart = os.loadavg();
  console.log(`load average at start ${loadAtStart.map((load) => load.toFixed(1)).join(' ')}`);
  // --no-build: measure the build as it is (when someone else's unfinished change keeps tsc from passing).
  if (process.argv.includes('--no-build')) console.log('build skipped (--no-build): measuring apps/api/dist as it is');
  else ensureBuilt({ log: (line) => console.log(line) });
  console.log(
    `${connections} connections (placements ${orderConnections}), ${warmup} s warm-up and ${duration} s per scenario, one at a time`,
  );
  const databases = {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-bench-api-'));
  try {
    databases.SQLite = await benchDatabase('SQLite', path.join(dir, 'store.sqlite'), { cachedToo: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (postgresServer) {
    const postgres = await withPostgresDatabase(postgresServer, `sabad_bench_api_${process.pid}`, (url) =>
      benchDatabase('PostgreSQL', url, { cachedToo: false }),
    );
    if (postgres) databases.PostgreSQL = postgres;
  } else {
    console.log('\nPostgreSQL skipped: no server named (--postgres=<url>, BENCH_POSTGRES_URL or TEST_DATABASE_URL).');
  }
  printResults(databases);
  const verdicts = judge(databases.SQLite);
  const loadAverage = os.loadavg();
  console.log(`load average at the end ${loadAverage.map((load) => load.toFixed(1)).join(' ')}`);
  const file = writeResult('api', {
    machine,
    loadAverageAtStart: loadAtStart,
    loadAverage,
    settings: { connections, orderConnections, durationSeconds: duration, warmupSeconds: warmup, orders: orderCount },
    targets: TARGETS,
    databases,
    verdicts,
  });
  console.log(`results written to ${path.relative(process.cwd(), file)}`);
}

await main();
