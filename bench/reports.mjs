/**
 * `npm run bench:reports`: 200,000 orders over 400 days (1–3 lines each over 5,000 products, 50,000
 * customers) bulk-inserted into a fresh SQLite file and a fresh PostgreSQL database, then the server-side
 * time of each report (the service calls the admin routes make, ADR 0078) and of the orders export as CSV
 * and XLSX over a month and over the whole store, read to the end as a download would, with the
 * process's peak RSS beside it (the export streams in batches; its memory must not grow with the rows).
 * Options: --orders=<n> (200000), --runs=<n per report> (15), --only=sqlite.
 * PostgreSQL: BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres) names the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { machineInfo } from '../e2e/support/production-server.mjs';
import { withPostgresDatabase } from './lib/postgres.mjs';

// Not ./lib/report.mjs: it imports `@sabad/e2e`, whose workspace link this checkout's node_modules lacks.
const numberArg = (name, fallback) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const printTable = (headers, rows) => {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  for (const row of cells) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
};

const apiSource = (file) => new URL(`../apps/api/src/${file}`, import.meta.url).href;
const { openDatabase, migrateToLatest } = await import(apiSource('db/client.ts'));
const { createSeededRandom } = await import(apiSource('db/seed/random.ts'));
const { createOrderAdminService } = await import(apiSource('modules/orders/index.ts'));
const { orderSearchColumns } = await import(apiSource('modules/orders/order-search-terms.ts'));
const { createReportsService } = await import(apiSource('modules/reports/index.ts'));
const { createListExportsService } = await import(apiSource('modules/list-exports/index.ts'));
const { createAuditLog } = await import(apiSource('modules/audit/index.ts'));
const { systemClock } = await import(apiSource('lib/clock.ts'));
const contract = await import('@sabad/contract/admin');

const orderCount = numberArg('orders', 200_000);
const runs = numberArg('runs', 15);
const PRODUCTS = 5_000;
const CUSTOMERS = 50_000;
const HISTORY_DAYS = 400;
const DAY = 86_400_000;
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const iso = (time) => new Date(time).toISOString();
const day = (time) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(time);

async function insertBatched(db, table, rows, size = 1000) {
  for (let start = 0; start < rows.length; start += size)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
}

async function seed(db, dialect) {
  const rng = createSeededRandom(36);
  const now = Date.now();
  const products = Array.from({ length: PRODUCTS }, (_, index) => ({
    id: index + 1,
    name: `کالای آزمایشی ${index + 1}`,
    short_description: '',
    full_description: '',
    sku: `RP-${index + 1}`,
    price: rng.int(10, 900) * 10_000,
    old_price: null,
    manufacturer_id: null,
    manage_inventory_method: 'product',
    stock_quantity: rng.int(0, 200),
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
    search_name: '',
    search_description: '',
    created_at: iso(now - HISTORY_DAYS * DAY),
    updated_at: iso(now - HISTORY_DAYS * DAY),
  }));
  const customers = Array.from({ length: CUSTOMERS }, (_, index) => ({
    id: index + 1,
    customer_guid: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    email: null,
    mobile: `0912${String(index + 1).padStart(7, '0')}`,
    first_name: 'مشتری',
    last_name: `شمارهٔ ${index + 1}`,
    password_hash: null,
    is_guest: 0,
    active: 1,
    deleted: 0,
    created_at: iso(now - HISTORY_DAYS * DAY),
    last_activity_at: iso(now),
  }));
  const times = Array.from({ length: orderCount }, () => now - rng.next() * HISTORY_DAYS * DAY).sort((a, b) => a - b);
  const orders = [];
  const items = [];
  const addresses = [];
  for (const [index, time] of times.entries()) {
    const id = index + 1;
    const customer = customers[rng.int(0, CUSTOMERS - 1)];
    let subtotal = 0;
    for (let line = rng.int(1, 3); line > 0; line -= 1) {
      const product = products[Math.floor(rng.next() ** 2 * PRODUCTS)];
      const quantity = rng.int(1, 3);
      subtotal += product.price * quantity;
      items.push({
        order_item_guid: `00000000-0000-4000-a000-${String(items.length + 1).padStart(12, '0')}`,
        order_id: id,
        product_id: product.id,
        product_name: product.name,
        sku: product.sku,
        attributes_json: '[]',
        attribute_description: '',
        stock_source: 'product',
        combination_id: null,
        unit_price: product.price,
        quantity,
        line_total: product.price * quantity,
        tax_rate: 10,
        weight: 500,
      });
    }
    orders.push({
      id,
      order_guid: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
      custom_order_number: `1405-${String(id).padStart(6, '0')}`,
      customer_id: customer.id,
      order_status: rng.next() < 0.06 ? 40 : 30,
      payment_status: 30,
      shipping_status: 40,
      payment_method: 'Payments.CashOnDelivery',
      subtotal,
      tax: Math.round(subtotal / 11),
      order_total: subtotal,
      created_at: iso(time),
      updated_at: iso(time),
      ...orderSearchColumns({
        customerMobile: customer.mobile,
        billingPhone: customer.mobile,
        firstName: customer.first_name,
        lastName: customer.last_name,
      }),
    });
    addresses.push({
      order_id: id,
      kind: 'billing',
      first_name: customer.first_name,
      last_name: customer.last_name,
      phone_number: customer.mobile,
      state_province_id: 8,
      state_province_name: 'تهران',
      city_id: 1,
      city_name: 'تهران',
      address1: 'خیابان ولیعصر، پلاک ۳',
      zip_postal_code: '1234567890',
    });
  }
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'product', products, 500);
    await insertBatched(trx, 'customer', customers);
    await insertBatched(trx, 'customer_order', orders, 500);
    await insertBatched(trx, 'order_item', items, 1000);
    await insertBatched(trx, 'order_address', addresses);
  });
  const { sql } = await import('kysely');
  if (dialect === 'postgres') {
    for (const table of ['product', 'customer', 'customer_order'])
      await sql
        .raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
        .execute(db);
    await sql.raw('vacuum analyze').execute(db);
  } else {
    await sql.raw('analyze').execute(db);
  }
  return { items: items.length };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(call) {
  await call();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Reads a file's stream to its end as a download would; its rows, bytes, time and the peak RSS meanwhile. */
async function drain(fileOf) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const start = performance.now();
  const file = await fileOf();
  let bytes = 0;
  let lines = 0;
  for await (const chunk of file.body) {
    bytes += chunk.length;
    if (file.filename.endsWith('.csv')) lines += chunk.toString('utf8').split('\r\n').length - 1;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  return {
    ms: performance.now() - start,
    rows: lines > 0 ? lines - 1 : null,
    MiB: bytes / 2 ** 20,
    peakRssGrowthMiB: (peak - before) / 2 ** 20,
  };
}

async function benchDatabase(label, url) {
  const db = openDatabase(url, { poolSize: 4 });
  try {
    const t0 = performance.now();
    await migrateToLatest(db.kysely);
    const { items } = await seed(db.kysely, db.dialect);
    console.log(
      `${label}: seeded ${orderCount} orders, ${items} lines in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const audit = createAuditLog({ db: db.kysely, clock: systemClock });
    const reports = createReportsService({ db: db.kysely, clock: systemClock, audit });
    const orders = createOrderAdminService({ db: db.kysely, transitions: {}, audit });
    const exports = createListExportsService({
      db: db.kysely,
      clock: systemClock,
      audit,
      sources: { orders, customers: { exportRows: async function* () {} } },
    });
    const now = Date.now();
    const month = { from: day(now - 29 * DAY), to: day(now) };
    const year = { from: day(now - 364 * DAY), to: day(now) };
    const actor = { staffId: null, email: 'bench@sabad.test', ip: '127.0.0.1' };
    const q = (schema, input) => schema.parse(input);
    const results = {
      'sales by day, 30 days': await timed(() =>
        reports.periods(q(contract.AdminPeriodReportQuery, { ...month, period: 'day' })),
      ),
      'sales by week, 365 days': await timed(() =>
        reports.periods(q(contract.AdminPeriodReportQuery, { ...year, period: 'week' })),
      ),
      'sales/VAT by month, 365 days': await timed(() =>
        reports.periods(q(contract.AdminPeriodReportQuery, { ...year, period: 'month' })),
      ),
      'bestsellers, 30 days': await timed(() => reports.bestsellers(q(contract.AdminBestsellersQuery, month))),
      'bestsellers by amount, 365 days': await timed(() =>
        reports.bestsellers(q(contract.AdminBestsellersQuery, { ...year, by: 'amount' })),
      ),
      'never sold, 30 days': await timed(() => reports.neverSold(q(contract.AdminNeverSoldQuery, month))),
      'top customers, 30 days': await timed(() => reports.topCustomers(q(contract.AdminTopCustomersQuery, month))),
      'low stock': await timed(() => reports.lowStock(q(contract.AdminLowStockQuery, {}))),
    };
    const list = (input) => contract.AdminOrderListQuery.parse(input);
    const exported = {
      'orders CSV, 30 days': await drain(() => exports.orders(list(month), 'csv', actor)),
      'orders CSV, all': await drain(() => exports.orders(list({}), 'csv', actor)),
      'orders XLSX, all': await drain(() => exports.orders(list({}), 'xlsx', actor)),
    };
    return { results, exported };
  } finally {
    await db.close();
  }
}

const machine = machineInfo();
console.log(`date     ${machine.date}`);
console.log(`machine  ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.platform}`);
console.log(`node     ${machine.node}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`load     ${load()} (1, 5, 15 min)`);
const databases = {};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-bench-reports-'));
try {
  databases.sqlite = await benchDatabase('SQLite', path.join(dir, 'reports.db'));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (!process.argv.includes('--only=sqlite')) {
  databases.postgres = await withPostgresDatabase(postgresServer, 'sabad_bench_reports', (url) =>
    benchDatabase('PostgreSQL', url),
  );
}
console.log(`load     ${load()} (1, 5, 15 min) after`);
const names = Object.keys(databases);
const ms = (value) => `${value.toFixed(1)} ms`;
printTable(
  ['report', ...names.flatMap((name) => [`${name} p50`, `${name} p95`])],
  Object.keys(databases.sqlite.results).map((report) => [
    report,
    ...names.flatMap((name) => [ms(databases[name].results[report].p50), ms(databases[name].results[report].p95)]),
  ]),
);
printTable(
  ['export', ...names.flatMap((name) => [`${name} time`, `${name} rows`, `${name} MiB`, `${name} peak RSS +MiB`])],
  Object.keys(databases.sqlite.exported).map((file) => [
    file,
    ...names.flatMap((name) => {
      const e = databases[name].exported[file];
      return [ms(e.ms), e.rows ?? '—', e.MiB.toFixed(1), e.peakRssGrowthMiB.toFixed(1)];
    }),
  ]),
);
const resultsDir = new URL('./results/', import.meta.url);
fs.mkdirSync(resultsDir, { recursive: true });
const file = new URL('reports-latest.json', resultsDir);
const result = { machine, load: os.loadavg(), orders: orderCount, runs, databases };
fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`written to ${file.pathname}`);
