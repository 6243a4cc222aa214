// The back office's order search and dashboard at 200,000 orders (ADR 0068): normalised search columns
// on customer_order, filled here and kept by the order's writes, the indexes they need, and row_version
// for the stale-edit rule (ADR 0065).
// Frozen in time: uses Kysely<any> and imports nothing from src/ (the folding below is this migration's own).
import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

function latinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String(ARABIC_DIGITS.indexOf(d)));
}

// The fold of persian.ts as it stood on 2026-11-29; the app writes these columns with the live one.
function fold(text: string): string {
  return latinDigits(text.normalize('NFKD'))
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/\p{Mn}/gu, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ةەہھ]/g, 'ه')
    .replace(/[أإٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function mobile(text: string | null): string | null {
  if (!text) return null;
  const national = latinDigits(text)
    .replace(/[\s\-()]/g, '')
    .replace(/^(?:\+98|0098|98(?=9\d{9}$)|0)/, '');
  return /^9\d{9}$/.test(national) ? `0${national}` : null;
}

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  // Byte order on PostgreSQL, so `>= 'x' and < 'x\uffff'` is a prefix range whatever the database's collation.
  const textType = isPg ? sql`varchar(200) collate "C"` : sql`varchar(200)`;
  await sql`alter table customer_order add column search_mobile ${isPg ? sql`varchar(20) collate "C"` : sql`varchar(20)`}`.execute(
    db,
  );
  await sql`alter table customer_order add column search_name ${textType} not null default ''`.execute(db);
  await sql`alter table customer_order add column search_name_reversed ${textType} not null default ''`.execute(db);
  await db.schema
    .alterTable('customer_order')
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Batches by id, so a large store's migration holds neither every order in memory nor one huge statement.
  let after = 0;
  for (;;) {
    const rows: Array<{
      id: number;
      customer_mobile: string | null;
      first_name: string | null;
      last_name: string | null;
      phone_number: string | null;
    }> = await db
      .selectFrom('customer_order as o')
      .innerJoin('customer as c', 'c.id', 'o.customer_id')
      .leftJoin('order_address as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.kind', '=', 'billing'))
      .select(['o.id', 'c.mobile as customer_mobile', 'a.first_name', 'a.last_name', 'a.phone_number'])
      .where('o.id', '>', after)
      .orderBy('o.id')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const first = fold(row.first_name ?? '');
      const last = fold(row.last_name ?? '');
      await db
        .updateTable('customer_order')
        .set({
          search_mobile: mobile(row.customer_mobile) ?? mobile(row.phone_number),
          search_name: `${first} ${last}`.trim(),
          search_name_reversed: `${last} ${first}`.trim(),
        })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]?.id ?? after;
  }

  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('customer_order').columns(columns).execute();
  await index('customer_order_search_mobile_idx', ['search_mobile', 'id']);
  await index('customer_order_search_name_idx', ['search_name']);
  await index('customer_order_search_name_reversed_idx', ['search_name_reversed']);
  // Date ranges and the dashboard's sales: the totals ride in the index, so a month's sum reads no row.
  await index('customer_order_created_idx', ['created_at', 'order_status', 'order_total']);
  // The status filters and the dashboard's "to ship" and "on hold" counts.
  await index('customer_order_status_idx', ['order_status', 'shipping_status', 'id']);
  await index('customer_order_payment_idx', ['payment_status', 'payment_method', 'id']);
  await index('customer_order_shipping_idx', ['shipping_status', 'id']);
  await db.schema.createIndex('bank_cheque_status_idx').on('bank_cheque').columns(['status', 'order_id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('bank_cheque_status_idx').execute();
  for (const name of [
    'customer_order_shipping_idx',
    'customer_order_payment_idx',
    'customer_order_status_idx',
    'customer_order_created_idx',
    'customer_order_search_name_reversed_idx',
    'customer_order_search_name_idx',
    'customer_order_search_mobile_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const column of ['row_version', 'search_name_reversed', 'search_name', 'search_mobile']) {
    await db.schema.alterTable('customer_order').dropColumn(column).execute();
  }
}
