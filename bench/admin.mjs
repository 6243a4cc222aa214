/**
 * `npm run bench:admin`: 100,000 customers and 200,000 orders (with billing addresses and the search
 * columns the order's writes keep) bulk-inserted into a fresh SQLite file and a fresh PostgreSQL
 * database, then the server-side latency of the back office's order search (by number, mobile, name and
 * date range) and of the dashboard, measured around the service calls the admin routes make (ADR 0068).
 * Options: --orders=<n> (200000), --customers=<n> (100000), --queries=<n per operation> (300), --keep,
 * --only=sqlite.
 * PostgreSQL: BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres) names the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { withPostgresDatabase } from './lib/postgres.mjs';
import { numberArg, printMachine, printTable, writeResult } from './lib/report.mjs';
import { timeInputs } from './lib/timing.mjs';

const apiSource = (file) => new URL(`../apps/api/src/${file}`, import.meta.url).href;
const { openDatabase, migrateToLatest } = await import(apiSource('db/client.ts'));
const { createSeededRandom } = await import(apiSource('db/seed/random.ts'));
const { createOrderAdminService, createOrderTransitions } = await import(apiSource('modules/orders/index.ts'));
const { orderSearchColumns } = await import(apiSource('modules/orders/order-search-terms.ts'));
const { createDashboardService } = await import(apiSource('modules/dashboard/index.ts'));
const { systemClock } = await import(apiSource('lib/clock.ts'));
const { AdminOrderListQuery } = await import('@sabad/contract/admin');
const { toPersianDigits } = await import('@sabad/contract');

const orderCount = numberArg('orders', 200_000);
const customerCount = numberArg('customers', 100_000);
const queriesPerOperation = numberArg('queries', 300);
const SEARCH_TARGET_MS = 50;
const DASHBOARD_TARGET_MS = 100;
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keepDatabases = process.argv.includes('--keep');
const DAY = 86_400_000;
/** Orders spread over this many days back from now, so this month holds about 1/13 of them. */
const HISTORY_DAYS = 400;

/** mulberry32: the same store and the same queries on every run. */

const FIRST_NAMES = (
  'علی محمد حسین رضا مهدی امیر حسن سعید مجید احمد مرتضی جواد حمید کامران بهنام پویا آرش سینا نیما ' +
  'فاطمه زهرا مریم سارا نرگس لیلا مینا شیما الهام نازنین پریسا سمیرا آزاده مهسا هانیه کیمیا یاسمن ' +
  'ساناز بهاره ترانه رویا شادی نگار ستاره'
).split(' ');
const LAST_NAMES = (
  'محمدی حسینی احمدی رضایی کریمی موسوی جعفری صادقی قاسمی رحیمی حیدری نوری عباسی کاظمی ' +
  'مرادی اکبری طاهری شریفی هاشمی یزدانی نجفی سلیمانی باقری ابراهیمی زمانی فرهادی کاوه منصوری ' +
  'امینی رستمی شکوهی توکلی بهرامی خسروی مختاری پاکزاد فتحی نیک‌نام افشار تهرانی شیرازی اصفهانی ' +
  'تبریزی قزوینی کرمانی رشتی گیلانی لاهیجی مازندرانی'
).split(' ');
const METHODS = ['Payments.SandboxBank', 'Payments.SandboxBank', 'Payments.CashOnDelivery', 'Payments.CheckVertex'];

const jalaliYear = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { year: 'numeric', timeZone: 'Asia/Tehran' });

function buildPlan() {
  const rng = createSeededRandom(35);
  const now = Date.now();
  const customers = Array.from({ length: customerCount }, (_, index) => {
    const guest = rng.chance(0.1);
    return {
      id: index + 1,
      first: rng.pick(FIRST_NAMES),
      last: rng.pick(LAST_NAMES),
      // Unique by construction: 0912 / 0935 and the customer's number.
      mobile: guest ? null : `09${rng.pick(['12', '35', '19', '01'])}${String(index + 1).padStart(7, '0')}`,
      guest,
    };
  });
  // Oldest first, so ids grow with created_at as real orders' do.
  const times = Array.from({ length: orderCount }, () => now - rng.next() * HISTORY_DAYS * DAY).sort((a, b) => a - b);
  const orders = times.map((time, index) => {
    const customer = customers[rng.int(0, customers.length - 1)];
    const ageDays = (now - time) / DAY;
    const method = rng.pick(METHODS);
    // Old orders are done; the last days' still move: pending payment, processing, shipped.
    let status = [30, 30, 40, 30];
    if (ageDays < 1)
      status = rng.pick([
        [10, 10, 20],
        [20, 30, 20],
        [20, 20, 20],
        [20, 30, 30],
      ]);
    else if (ageDays < 7)
      status = rng.pick([
        [20, 30, 30],
        [30, 30, 40],
        [20, 30, 20],
        [40, 50, 20],
      ]);
    else status = rng.chance(0.06) ? [40, 50, 20] : [30, 30, 40];
    if (method === 'Payments.CheckVertex' && status[0] === 20 && rng.chance(0.5)) status = [20, 20, 20];
    const phone = customer.mobile ?? `09${rng.pick(['12', '35'])}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    const year = jalaliYear.formatToParts(time).find((part) => part.type === 'year').value;
    const number = `${year}-${String(index + 1).padStart(6, '0')}`;
    return { id: index + 1, number, time, customer, method, status, phone, total: rng.int(20, 5000) * 10_000 };
  });
  return { customers, orders };
}

async function insertBatched(db, table, rows, size = 1000) {
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}

async function seed(db, dialect, plan) {
  const iso = (time) => new Date(time).toISOString();
  await db.transaction().execute(async (trx) => {
    await insertBatched(
      trx,
      'customer',
      plan.customers.map((c) => ({
        id: c.id,
        customer_guid: `00000000-0000-4000-8000-${String(c.id).padStart(12, '0')}`,
        email: null,
        mobile: c.mobile,
        first_name: c.guest ? '' : c.first,
        last_name: c.guest ? '' : c.last,
        password_hash: null,
        is_guest: c.guest ? 1 : 0,
        active: 1,
        deleted: 0,
        created_at: iso(Date.now() - HISTORY_DAYS * DAY),
        last_activity_at: iso(Date.now()),
      })),
    );
    await insertBatched(
      trx,
      'customer_order',
      plan.orders.map((o) => ({
        id: o.id,
        order_guid: `00000000-0000-4000-9000-${String(o.id).padStart(12, '0')}`,
        custom_order_number: o.number,
        customer_id: o.customer.id,
        order_status: o.status[0],
        payment_status: o.status[1],
        shipping_status: o.status[2],
        payment_method: o.method,
        subtotal: o.total,
        order_total: o.total,
        hold_expires_at: o.status[1] === 10 && o.method === 'Payments.SandboxBank' ? iso(o.time + 3_600_000) : null,
        created_at: iso(o.time),
        updated_at: iso(o.time),
        ...orderSearchColumns({
          customerMobile: o.customer.mobile,
          billingPhone: o.phone,
          firstName: o.customer.first,
          lastName: o.customer.last,
        }),
      })),
      500,
    );
    await insertBatched(
      trx,
      'order_address',
      plan.orders.map((o) => ({
        order_id: o.id,
        kind: 'billing',
        first_name: o.customer.first,
        last_name: o.customer.last,
        phone_number: o.phone,
        state_province_id: 8,
        state_province_name: 'تهران',
        city_id: 1,
        city_name: 'تهران',
        address1: 'خیابان ولیعصر، کوچهٔ ۱۲، پلاک ۳',
        zip_postal_code: '1234567890',
      })),
    );
  });
  if (dialect === 'postgres') {
    for (const table of ['customer', 'customer_order', 'order_address']) {
      await sqlExec(db, `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    await sqlExec(db, 'vacuum analyze');
  } else {
    await sqlExec(db, 'analyze');
  }
}

async function sqlExec(db, text) {
  const { sql } = await import('kysely');
  await sql.raw(text).execute(db);
}

const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const arabicDigits = (text) => text.replace(/[0-9]/g, (d) => ARABIC[Number(d)]);

function buildQueries(plan) {
  const rng = createSeededRandom(7);
  const n = queriesPerOperation;
  const order = () => plan.orders[rng.int(0, plan.orders.length - 1)];
  const number = Array.from({ length: n }, () => {
    const o = order();
    return rng.pick([String(o.id), toPersianDigits(String(o.id)), toPersianDigits(o.number), o.number]);
  });
  const withMobile = plan.orders.filter((o) => o.customer.mobile);
  const mobile = Array.from({ length: n }, () => {
    const m = rng.pick(withMobile).customer.mobile;
    return rng.pick([
      m,
      `+98${m.slice(1)}`,
      toPersianDigits(m),
      arabicDigits(m.slice(1)),
      `0098 ${m.slice(1, 4)} ${m.slice(4)}`,
    ]);
  });
  const name = Array.from({ length: n }, () => {
    const c = rng.pick(plan.customers);
    return rng.pick([`${c.first} ${c.last}`, c.last, `${c.last} ${c.first.slice(0, 2)}`, c.first.replace(/ی/g, 'ي')]);
  });
  const day = (time) => new Date(time).toISOString().slice(0, 10);
  const dateRange = Array.from({ length: n }, () => {
    const span = rng.pick([1, 7, 30]);
    const end = Date.now() - rng.int(0, HISTORY_DAYS - span) * DAY;
    return { from: day(end - span * DAY), to: day(end) };
  });
  return { number, mobile, name, dateRange };
}

async function benchDatabase(label, url, plan, queries) {
  const db = openDatabase(url, { poolSize: 4 });
  try {
    const t0 = performance.now();
    await migrateToLatest(db.kysely);
    await seed(db.kysely, db.dialect, plan);
    console.log(
      `${label}: seeded ${plan.customers.length} customers, ${plan.orders.length} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    if (keepDatabases) console.log(`${label}: kept at ${url}`);
    const transitions = createOrderTransitions({
      clock: systemClock,
      deliverer: { deliverPending: async () => undefined },
    });
    const orders = createOrderAdminService({ db: db.kysely, transitions });
    const dashboard = createDashboardService({ db: db.kysely, clock: systemClock });
    const search = (input) => orders.search(AdminOrderListQuery.parse(input));
    // Each search must find what it looks for, or its speed means nothing.
    const found = {};
    for (const [operation, inputs] of Object.entries(queries)) {
      let hits = 0;
      for (const input of inputs) {
        const page = await search(typeof input === 'string' ? { q: input } : input);
        if (page.total > 0) hits += 1;
      }
      found[operation] = `${hits}/${inputs.length}`;
    }
    console.log(`${label}: searches that found orders: ${JSON.stringify(found)}`);
    const results = {
      'search by number': await timeInputs(queries.number, (q) => search({ q })),
      'search by mobile': await timeInputs(queries.mobile, (q) => search({ q })),
      'search by name': await timeInputs(queries.name, (q) => search({ q })),
      'search by date range': await timeInputs(queries.dateRange, (range) => search(range)),
      dashboard: await timeInputs(
        Array.from({ length: queriesPerOperation }, (_, i) => i),
        () => dashboard.read(),
      ),
    };
    return { found, results };
  } finally {
    await db.close();
  }
}

const machine = printMachine();
console.log(
  `load     ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (1, 5, 15 min)`,
);
const plan = buildPlan();
const queries = buildQueries(plan);
const databases = {};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-bench-admin-'));
try {
  databases.sqlite = await benchDatabase('SQLite', path.join(dir, 'admin.db'), plan, queries);
} finally {
  if (!keepDatabases) fs.rmSync(dir, { recursive: true, force: true });
}
const postgres = process.argv.includes('--only=sqlite')
  ? null
  : await withPostgresDatabase(
      postgresServer,
      'sabad_bench_admin',
      (url) => benchDatabase('PostgreSQL', url, plan, queries),
      { keep: keepDatabases },
    );
if (postgres) databases.postgres = postgres;

const names = Object.keys(databases);
const operations = Object.keys(databases.sqlite.results);
const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `load     ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (1, 5, 15 min) after`,
);
printTable(
  ['operation', ...names.flatMap((name) => [`${name} p50`, `${name} p95`])],
  operations.map((operation) => [
    operation,
    ...names.flatMap((name) => [
      ms(databases[name].results[operation].p50),
      ms(databases[name].results[operation].p95),
    ]),
  ]),
);
const misses = names.flatMap((name) =>
  operations
    .filter((operation) => {
      const target = operation === 'dashboard' ? DASHBOARD_TARGET_MS : SEARCH_TARGET_MS;
      return databases[name].results[operation].p95 > target;
    })
    .map((operation) => `${name} ${operation}`),
);
console.log(
  misses.length === 0
    ? `every p95 within target (search ${SEARCH_TARGET_MS} ms, dashboard ${DASHBOARD_TARGET_MS} ms)`
    : `p95 above target: ${misses.join(', ')}`,
);
const file = writeResult('admin', {
  machine,
  load: os.loadavg(),
  orders: orderCount,
  customers: customerCount,
  queriesPerOperation,
  databases,
});
console.log(`written to ${file}`);
