/**
 * `npm run bench:admin-catalog`: the back office's product grid (issue 36, ADR 0073).
 * 1. Grid: 100,000 products (60 categories in a two-level tree, 30 brands, one leaf category of exactly
 *    10,000 products) bulk-inserted into a fresh SQLite file and a fresh PostgreSQL database; the
 *    server-side latency of the grid's list (paging, sorts, filters, name and SKU search) measured around
 *    the service call its admin route makes. Target p95 ≤ 50 ms.
 * 2. Bulk: a +10 % / −10 % change of the 10,000 products of that category, preview and apply (one
 *    transaction, chunked statements, one audit row) through the same service. Target ≤ 5 s.
 * 3. Visible elsewhere (PostgreSQL + Redis only): two API processes (`src/server.ts` through tsx, each
 *    caching catalogue pages for a minute) on the PostgreSQL database; the bench saves a price through the
 *    grid's service with Redis publishing, as a third process would, and polls both servers' product page
 *    until each shows it. Target ≤ 1 s.
 * Options: --products=<n> (100000), --queries=<n per operation> (100), --saves=<n> (20), --only=sqlite,
 * --grid-only (no bulk change, no visibility: the grid's figures alone, to compare two commits in one sitting),
 * --keep (the SQLite file and the PostgreSQL database are left behind for EXPLAIN; their places are printed).
 * PostgreSQL: BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres); Redis: BENCH_REDIS_URL, or else
 * a redis-server of its own on a free port (as the scale-out test does: a shared Redis carries other
 * processes' announcements and other tests' outages).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { withPostgresDatabase } from './lib/postgres.mjs';
import { numberArg, printMachine, printTable, writeResult } from './lib/report.mjs';
import { percentile, timeInputs } from './lib/timing.mjs';

const apiRoot = fileURLToPath(new URL('../apps/api/', import.meta.url));
const apiSource = (file) => new URL(`../apps/api/src/${file}`, import.meta.url).href;
const { openDatabase, migrateToLatest } = await import(apiSource('db/client.ts'));
const { createSeededRandom } = await import(apiSource('db/seed/random.ts'));
const { createProductGridService } = await import(apiSource('modules/product-grid/index.ts'));
const { createProductWrites } = await import(apiSource('modules/product-admin/index.ts'));
const { createAuditLog } = await import(apiSource('modules/audit/index.ts'));
const { refreshCategoryListing } = await import(apiSource('modules/catalog/category-listing.repository.ts'));
const { createCatalogChanges, redisCatalogPublisher } = await import(apiSource('lib/cache-invalidation.ts'));
const { openRedis } = await import(apiSource('lib/redis-client.ts'));
const { systemClock } = await import(apiSource('lib/clock.ts'));
const { AdminProductGridQuery } = await import('@sabad/contract/admin');
const { foldForSearch, toPersianDigits } = await import('@sabad/contract');

const productCount = numberArg('products', 100_000);
const queriesPerOperation = numberArg('queries', 100);
const saves = numberArg('saves', 20);
const visibilityOnly = process.argv.includes('--visibility-only');
const gridOnly = process.argv.includes('--grid-only');
const keep = process.argv.includes('--keep');
const BULK_SIZE = Math.min(10_000, Math.floor(productCount / 10));
const GRID_TARGET_MS = 50;
const BULK_TARGET_MS = 5_000;
const VISIBLE_TARGET_MS = 1_000;
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Named: that Redis; otherwise a redis-server of the bench's own (no other process's messages or pauses). */
const namedRedisUrl = process.env.BENCH_REDIS_URL;
const actor = { staffId: null, email: 'bench:admin-catalog', ip: '127.0.0.1' };

/** mulberry32: the same store and the same queries on every run. */

const KINDS =
  'گوشی لپ‌تاپ تبلت هدفون ساعت کتاب کفش کیف پیراهن شلوار عطر کرم یخچال اتو جاروبرقی چای قهوه برنج روغن عسل'.split(' ');
const BRANDS =
  'سامسونگ اپل شیائومی ایسوس لنوو سونی ال‌جی بوش پارس‌خزر اسنوا نایکی آدیداس گلرنگ سن‌ایچ کاله میهن دلوسه تک‌ماکارون بیژن اکتیو پاکشوما هایلند نستله لورآل مای ایزی سینره گرین‌بی جی‌پلاس هوآوی نوکیا'.split(
    ' ',
  );
const ADJECTIVES = 'مشکی سفید آبی قرمز کوچک بزرگ حرفه‌ای اقتصادی ویژه جدید'.split(' ');

function buildPlan() {
  const rng = createSeededRandom(36);
  const categories = [];
  let id = 1;
  for (let top = 0; top < 10; top += 1) {
    const parent = { id: id++, name: `${KINDS[top * 2]} و ${KINDS[top * 2 + 1]}`, parent: 0 };
    categories.push(parent);
    for (let child = 0; child < 5; child += 1)
      categories.push({ id: id++, name: `${parent.name} ${child + 1}`, parent: parent.id });
  }
  const leaves = categories.filter((category) => category.parent !== 0);
  const bulkCategory = leaves[0];
  const products = Array.from({ length: productCount }, (_, index) => {
    const kind = rng.pick(KINDS);
    const brand = rng.int(1, BRANDS.length);
    const name = `${kind} ${BRANDS[brand - 1]} ${rng.pick(ADJECTIVES)} مدل ${index + 1}`;
    const sku = `P-${String(index + 1).padStart(6, '0')}`;
    return {
      id: index + 1,
      name,
      sku,
      price: rng.int(5, 5000) * 10_000 + rng.int(0, 9) * 1_000,
      stock: rng.chance(0.05) ? 0 : rng.int(0, 200),
      brand,
      published: rng.chance(0.9),
      // The first BULK_SIZE products fill the bulk change's category; the rest spread over the others.
      category: index < BULK_SIZE ? bulkCategory.id : rng.pick(leaves.slice(1)).id,
    };
  });
  return { categories, bulkCategory, products };
}

async function insertBatched(db, table, rows, size = 1000) {
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}

async function sqlExec(db, text) {
  const { sql } = await import('kysely');
  await sql.raw(text).execute(db);
}

async function seed(db, dialect, plan) {
  const at = '2026-11-01T10:00:00.000Z';
  await db.transaction().execute(async (trx) => {
    await insertBatched(
      trx,
      'category',
      plan.categories.map((c) => ({
        id: c.id,
        name: c.name,
        description: '',
        parent_category_id: c.parent,
        picture_id: null,
        display_order: c.id,
        published: 1,
        show_on_home_page: 0,
        created_at: at,
        updated_at: at,
      })),
    );
    await insertBatched(
      trx,
      'manufacturer',
      BRANDS.map((name, index) => ({
        id: index + 1,
        name,
        description: '',
        picture_id: null,
        display_order: index,
        published: 1,
      })),
    );
    await insertBatched(
      trx,
      'product',
      plan.products.map((p) => ({
        id: p.id,
        name: p.name,
        short_description: '',
        full_description: '',
        sku: p.sku,
        price: p.price,
        old_price: null,
        manufacturer_id: p.brand,
        manage_inventory_method: 'product',
        stock_quantity: p.stock,
        backorder_mode: 'none',
        order_minimum_quantity: 1,
        order_maximum_quantity: 10_000,
        allowed_quantities: '',
        disable_buy_button: 0,
        disable_wishlist_button: 0,
        published: p.published ? 1 : 0,
        deleted: 0,
        show_on_home_page: 0,
        mark_as_new: 0,
        is_free_shipping: 0,
        weight: 0,
        approved_rating_sum: 0,
        approved_total_reviews: 0,
        sold_count: 0,
        display_order: 0,
        search_name: foldForSearch(`${p.name} ${p.sku}`),
        search_description: '',
        created_at: at,
        updated_at: at,
      })),
      500,
    );
    await insertBatched(
      trx,
      'product_category',
      plan.products.map((p) => ({ product_id: p.id, category_id: p.category, display_order: 0 })),
    );
  });
  await refreshCategoryListing(db);
  if (dialect === 'postgres') {
    for (const table of ['category', 'manufacturer', 'product']) {
      await sqlExec(db, `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    await sqlExec(db, 'vacuum analyze');
  } else {
    await sqlExec(db, 'analyze');
  }
}

function buildQueries(plan) {
  const rng = createSeededRandom(7);
  const n = queriesPerOperation;
  const many = (make) => Array.from({ length: n }, make);
  const sorts = ['newest', 'name', 'price', '-price', 'stock', '-stock'];
  const tops = plan.categories.filter((c) => c.parent === 0);
  return {
    'page (newest), pages 1–50': many(() => ({ page: rng.int(1, 50) })),
    'sorted (name, price, stock), pages 1–20': many(() => ({ sort: rng.pick(sorts), page: rng.int(1, 20) })),
    'category with subcategories': many(() => ({
      categoryId: rng.chance(0.5) ? rng.pick(tops).id : rng.pick(plan.categories).id,
      sort: rng.pick(sorts),
    })),
    'brand + published': many(() => ({
      manufacturerId: rng.int(1, BRANDS.length),
      published: rng.pick(['yes', 'no']),
    })),
    'low / out of stock': many(() => ({ stock: rng.pick(['low', 'out']), page: rng.int(1, 5) })),
    'price range': many(() => {
      const min = rng.int(5, 4000) * 10_000;
      return { minPrice: min, maxPrice: min + rng.int(1, 500) * 10_000, sort: rng.pick(['price', '-price']) };
    }),
    'name search': many(() => ({ q: rng.chance(0.5) ? rng.pick(KINDS) : `${rng.pick(KINDS)} ${rng.pick(BRANDS)}` })),
    'SKU search (Persian digits)': many(() => ({
      q: toPersianDigits(`P-${String(rng.int(1, productCount)).padStart(6, '0')}`),
    })),
    'combined (category, name, price)': many(() => ({
      categoryId: rng.pick(tops).id,
      q: rng.pick(BRANDS),
      minPrice: rng.int(5, 1000) * 10_000,
      sort: rng.pick(sorts),
    })),
  };
}

async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

async function startServer(databaseUrl, redisUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO_STORE: 'false',
      LOG_LEVEL: 'silent',
      APP_SECRET: 'bench-admin-catalog-secret-0123456789abcdef',
      STOREFRONT_DIST: path.join(os.tmpdir(), 'sabad-no-storefront'),
      CATALOG_CACHE_TTL_MS: '60000',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited (${child.exitCode}): ${errors}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API process did not start within 120 s: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function shownPrice(server, id) {
  const response = await fetch(`${server.baseUrl}/api/v2/product/details/${id}`);
  return (await response.json()).PriceValue;
}

/** A redis-server of the bench's own on a free port, without persistence. */
async function startRedis() {
  if (namedRedisUrl) return { url: namedRedisUrl, stop: async () => undefined };
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  child.on('error', () => undefined);
  const url = `redis://127.0.0.1:${port}`;
  let up = false;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ready = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ready) {
      up = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!up) throw new Error('redis-server did not start');
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** Saves prices through the grid's service (Redis publishing) and times until both servers show each. */
async function benchVisibility(db, url, plan) {
  let ownRedis;
  try {
    ownRedis = await startRedis();
  } catch (error) {
    console.log(`visibility skipped: no redis-server (${error.message}).`);
    return null;
  }
  const redisUrl = ownRedis.url;
  const redis = await openRedis(redisUrl, { enableOfflineQueue: true, retryStrategy: () => null });
  const servers = [];
  try {
    servers.push(await startServer(url, redisUrl), await startServer(url, redisUrl));
    const catalogChanges = createCatalogChanges({
      publish: redisCatalogPublisher(redis),
      clock: systemClock,
      log: { warn: console.warn, info: () => undefined },
    });
    const audit = createAuditLog({ db, clock: systemClock });
    const grid = createProductGridService({
      db,
      clock: systemClock,
      audit,
      productWrites: createProductWrites({ db, clock: systemClock, audit, catalogChanges }),
    });
    const times = [];
    const rng = createSeededRandom(11);
    for (let round = 0; round < saves; round += 1) {
      // A published product: the shop answers 404 for the others, whatever their price.
      let id = rng.int(BULK_SIZE + 1, productCount);
      while (!plan.products[id - 1].published) id = rng.int(BULK_SIZE + 1, productCount);
      const row = await db
        .selectFrom('product')
        .select(['price', 'row_version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // Both servers cache the page first: only the announcement can make them show the new price.
      for (const server of servers) await shownPrice(server, id);
      const price = Number(row.price) + 10_000;
      const start = performance.now();
      await grid.changeRow(id, { expectedVersion: row.row_version, price, oldPrice: null }, actor);
      const seen = await Promise.all(
        servers.map(async (server) => {
          for (;;) {
            if ((await shownPrice(server, id)) === price) return performance.now() - start;
            if (performance.now() - start > 10_000) return Number.POSITIVE_INFINITY;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        }),
      );
      times.push(Math.max(...seen));
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1),
      // Each save's time in order; a save not seen within 10 s is written as null.
      each: times.map((ms) => (Number.isFinite(ms) ? Math.round(ms) : null)),
    };
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      if (server.child.exitCode === null) await once(server.child, 'exit');
    }
    redis.disconnect();
    await ownRedis.stop();
  }
}

async function benchDatabase(label, url, plan, queries, { visibility }) {
  const db = openDatabase(url, { poolSize: 4 });
  try {
    const t0 = performance.now();
    await migrateToLatest(db.kysely);
    await seed(db.kysely, db.dialect, plan);
    console.log(
      `${label}: seeded ${plan.products.length} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const audit = createAuditLog({ db: db.kysely, clock: systemClock });
    const catalogChanges = createCatalogChanges({
      clock: systemClock,
      log: { warn: console.warn, info: () => undefined },
    });
    const grid = createProductGridService({
      db: db.kysely,
      clock: systemClock,
      audit,
      productWrites: createProductWrites({ db: db.kysely, clock: systemClock, audit, catalogChanges }),
    });
    if (visibilityOnly) {
      const visible = visibility ? await benchVisibility(db.kysely, url, plan) : null;
      if (visible) console.log(`${label}: a saved price on both other processes: ${JSON.stringify(visible)}`);
      return { found: {}, results: {}, bulk: [], visible };
    }
    const list = (input) => grid.list(AdminProductGridQuery.parse({ pageSize: 20, ...input }));
    // Each query must find what it looks for, or its speed means nothing.
    const found = {};
    for (const [operation, inputs] of Object.entries(queries)) {
      let hits = 0;
      for (const input of inputs) if ((await list(input)).items.length > 0) hits += 1;
      found[operation] = `${hits}/${inputs.length}`;
    }
    console.log(`${label}: queries that found products: ${JSON.stringify(found)}`);
    const results = {};
    for (const [operation, inputs] of Object.entries(queries)) results[operation] = await timeInputs(inputs, list);

    const bulk = [];
    for (const direction of gridOnly ? [] : ['up', 'down', 'up']) {
      const filter = { categoryId: plan.bulkCategory.id };
      const change = { kind: 'percent', direction, value: 10 };
      const previewStart = performance.now();
      const preview = await grid.previewBulkPrice({ ...filter, ...change });
      const previewMs = performance.now() - previewStart;
      const applyStart = performance.now();
      const applied = await grid.applyBulkPrice(
        { filter, change, expectedCount: preview.count, fingerprint: preview.fingerprint },
        actor,
      );
      bulk.push({ direction, products: applied.changed, previewMs, applyMs: performance.now() - applyStart });
    }
    if (bulk.length > 0)
      console.log(
        `${label}: bulk ±10 % of ${bulk[0].products} products: ${bulk
          .map((run) => `preview ${run.previewMs.toFixed(0)} ms + apply ${run.applyMs.toFixed(0)} ms`)
          .join('; ')}`,
      );
    const visible = visibility && !gridOnly ? await benchVisibility(db.kysely, url, plan) : null;
    if (visible)
      console.log(
        `${label}: a saved price on both other processes: p50 ${visible.p50.toFixed(0)} ms, p95 ${visible.p95.toFixed(0)} ms, max ${visible.max.toFixed(0)} ms`,
      );
    return { found, results, bulk, visible };
  } finally {
    await db.close();
  }
}

const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const machine = printMachine();
console.log(`load     ${loadNow()} (1, 5, 15 min)`);
const plan = buildPlan();
const queries = buildQueries(plan);
const databases = {};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-bench-admin-catalog-'));
try {
  databases.sqlite = await benchDatabase('SQLite', path.join(dir, 'catalog.db'), plan, queries, { visibility: false });
} finally {
  if (keep) console.log(`SQLite kept: ${path.join(dir, 'catalog.db')}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
const postgres = process.argv.includes('--only=sqlite')
  ? null
  : await withPostgresDatabase(
      postgresServer,
      'sabad_bench_admin_catalog',
      (url) => benchDatabase('PostgreSQL', url, plan, queries, { visibility: true }),
      { keep },
    );
if (postgres) databases.postgres = postgres;
console.log(`load     ${loadNow()} (1, 5, 15 min) after`);

const names = Object.keys(databases).filter((name) => Object.keys(databases[name].results).length > 0);
const ms = (value) => `${value.toFixed(1)} ms`;
if (names.length > 0) {
  printTable(
    ['grid operation', ...names.flatMap((name) => [`${name} p50`, `${name} p95`])],
    Object.keys(queries).map((operation) => [
      operation,
      ...names.flatMap((name) => [
        ms(databases[name].results[operation].p50),
        ms(databases[name].results[operation].p95),
      ]),
    ]),
  );
}
const misses = [];
for (const name of Object.keys(databases)) {
  for (const [operation, result] of Object.entries(databases[name].results))
    if (result.p95 > GRID_TARGET_MS) misses.push(`${name} ${operation} p95 ${ms(result.p95)}`);
  for (const run of databases[name].bulk)
    if (run.applyMs > BULK_TARGET_MS) misses.push(`${name} bulk apply ${ms(run.applyMs)}`);
  const visible = databases[name].visible;
  if (visible && visible.max > VISIBLE_TARGET_MS) misses.push(`${name} visible max ${ms(visible.max)}`);
}
console.log(
  misses.length === 0
    ? `every figure within target (grid p95 ${GRID_TARGET_MS} ms, bulk ${BULK_TARGET_MS} ms, visible ${VISIBLE_TARGET_MS} ms)`
    : `above target: ${misses.join('; ')}`,
);
const file = writeResult('admin-catalog', {
  machine,
  load: os.loadavg(),
  products: productCount,
  bulkSize: BULK_SIZE,
  queriesPerOperation,
  databases,
});
console.log(`written to ${file}`);
