/**
 * `npm run bench:import`: a 10,000-row catalogue import (issue 36: ≤ 60 s) on a fresh SQLite file and a fresh
 * PostgreSQL database. Half the rows change the price and stock of products already there, half make new
 * products (search entry and category listing built for each); 10 rows are bad. Times the upload (read, check,
 * preview stored) and the job (enqueue → done) through the same service and engines as the server: in process
 * on SQLite, graphile-worker on PostgreSQL.
 * Options: --rows=<n> (10000), --only=sqlite, --only=postgres. PostgreSQL: BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { foldForSearch, toPersianDigits } from '@sabad/contract';
import { openDatabase, migrateToLatest } from '../apps/api/src/db/client.js';
import { csvOf } from '../apps/api/src/testing/catalogue-import-fixture.js';
import { importProcess } from '../apps/api/src/modules/catalogue-import/catalogue-import.process.js';
import { withPostgresDatabase } from './lib/postgres.mjs';

// lib/report.mjs reads the machine through the @sabad/e2e workspace link; this bench prints its own lines so
// it runs where that link is missing.
function numberArg(name: string, fallback: number): number {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const rows = numberArg('rows', 10_000);
const existing = Math.floor(rows / 2);
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_S = 60;

function file(): Buffer {
  const lines: string[][] = [];
  for (let i = 1; i <= rows; i++) {
    const sku = `BENCH-${i}`;
    if (i <= existing) lines.push([sku, '', String(20_000 + (i % 500) * 1000), '', String(i % 50), '', '']);
    else
      lines.push([
        sku,
        `کالای آزمایشی شمارهٔ ${i}`,
        toPersianDigits(`${(i % 90) + 10},000`).replace(',', '٬'),
        '',
        String(i % 30),
        'بله',
        'دستهٔ آزمایشی',
      ]);
  }
  for (let bad = 0; bad < 10; bad++) {
    const line = lines[bad * Math.floor(rows / 10)];
    if (line) line[2] = 'بی‌قیمت';
  }
  return csvOf(lines);
}

async function run(label: string, databaseUrl: string) {
  const db = openDatabase(databaseUrl, { poolSize: 6 });
  try {
    await migrateToLatest(db.kysely);
    const now = new Date().toISOString();
    const category = await db.kysely
      .insertInto('category')
      .values({
        name: 'دستهٔ آزمایشی',
        description: '',
        parent_category_id: 0,
        picture_id: null,
        display_order: 0,
        published: 1,
        show_on_home_page: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 1; start <= existing; start += 500) {
      const batch = [];
      for (let i = start; i < Math.min(start + 500, existing + 1); i++) {
        const name = `کالای موجود ${i}`;
        batch.push({
          name,
          short_description: '',
          full_description: '',
          sku: `BENCH-${i}`,
          price: 100_000,
          old_price: null,
          manufacturer_id: null,
          manage_inventory_method: 'product' as const,
          stock_quantity: 5,
          backorder_mode: 'none' as const,
          order_minimum_quantity: 1,
          order_maximum_quantity: 10,
          allowed_quantities: '',
          disable_buy_button: 0,
          disable_wishlist_button: 0,
          published: 1,
          deleted: 0,
          show_on_home_page: 0,
          mark_as_new: 0,
          is_free_shipping: 0,
          weight: 0,
          approved_rating_sum: 0,
          approved_total_reviews: 0,
          sold_count: 0,
          display_order: 0,
          search_name: foldForSearch(name),
          search_description: '',
          created_at: now,
          updated_at: now,
        });
      }
      const ids = await db.kysely.insertInto('product').values(batch).returning('id').execute();
      await db.kysely
        .insertInto('product_category')
        .values(ids.map((row) => ({ product_id: row.id, category_id: category.id, display_order: 0 })))
        .execute();
    }
    const staff = await db.kysely
      .insertInto('staff')
      .values({
        email: 'bench@sabad.test',
        name: 'bench',
        password_hash: 'x',
        must_change_password: 0,
        totp_secret: null,
        totp_confirmed: 0,
        totp_last_step: null,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const actor = { staffId: staff.id, email: 'bench@sabad.test', ip: '127.0.0.1', sessionId: 0, permissions: [] };
    const { imports, jobs } = importProcess(db.kysely, { databaseUrl });
    await jobs.start();
    try {
      const bytes = file();
      const uploadStart = performance.now();
      const preview = await imports.upload({ bytes, fileName: 'bench.csv' }, actor);
      const uploadMs = performance.now() - uploadStart;
      const applyStart = performance.now();
      await imports.apply(preview.id, actor);
      let state = await imports.get(preview.id);
      while (state.status === 'queued' || state.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = await imports.get(preview.id);
      }
      const applyMs = performance.now() - applyStart;
      const reasons = new Map<string, number>();
      for (const item of (await imports.result(preview.id)).items)
        if (item.outcome === 'failed') reasons.set(item.message, (reasons.get(item.message) ?? 0) + 1);
      for (const [reason, count] of reasons) console.log(`${label}: ${count} rows not applied: ${reason}`);
      return {
        database: label,
        engine: jobs.engine,
        rows,
        fileKB: Math.round(bytes.length / 1024),
        uploadS: uploadMs / 1000,
        applyS: applyMs / 1000,
        totalS: (uploadMs + applyMs) / 1000,
        status: state.status,
        applied: state.appliedRows,
        failed: state.failedRows,
        rowsPerS: Math.round(rows / (applyMs / 1000)),
      };
    } finally {
      await jobs.stop();
    }
  } finally {
    await db.close();
  }
}

const cpus = os.cpus();
console.log(`date     ${new Date().toISOString()}`);
console.log(`machine  ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores, node ${process.version}`);
console.log(
  `load     ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
);
const results = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-bench-import-'));
try {
  if (!process.argv.includes('--only=postgres')) results.push(await run('SQLite', path.join(dir, 'bench.db')));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (!process.argv.includes('--only=sqlite')) {
  const pgResult = await withPostgresDatabase(postgresServer, `sabad_bench_import_${process.pid}`, (url: string) =>
    run('PostgreSQL', url),
  );
  if (pgResult) results.push(pgResult);
}
console.log(
  `load     ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (after)`,
);
for (const r of results) {
  console.log(
    `${r.database.padEnd(10)} ${r.engine.padEnd(15)} ${r.rows} rows (${r.fileKB} KB): upload + preview ${r.uploadS.toFixed(1)} s, ` +
      `apply (job) ${r.applyS.toFixed(1)} s, total ${r.totalS.toFixed(1)} s, ${r.rowsPerS} rows/s; ` +
      `applied ${r.applied}, failed ${r.failed}, ${r.status}; ≤ ${TARGET_S} s: ${r.totalS <= TARGET_S && r.status === 'done' ? 'yes' : 'NO'}`,
  );
}
