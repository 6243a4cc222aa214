// The back office's reports (issue 36, ADR 0078): sales and VAT per Tehran day, Saturday-first week or Jalali
// month; bestsellers; low stock; products never sold; customers by what they spent. Each also leaves as a CSV
// (UTF-8 with BOM, Persian headers, Jalali days, Toman), recorded in the audit log like the lists' exports.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { gregorianToJalali } from '@sabad/contract';
import {
  AdminBestsellersQuery,
  AdminLowStockQuery,
  AdminNeverSoldQuery,
  AdminPeriodReportQuery,
  AdminTopCustomersQuery,
  LOW_STOCK_LINE,
  type AdminBestsellers,
  type AdminLowStock,
  type AdminNeverSold,
  type AdminPeriodReport,
  type AdminReportPeriodRow,
  type AdminTopCustomers,
  type ReportName,
} from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  jalaliDayText,
  tableFile,
  tomanOf,
  type Batches,
  type TableColumn,
  type TableFile,
} from '../../lib/table-file.js';
import { tehranDate, tehranDayStart } from '../../lib/tehran-day.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import { periodBuckets, rangeEnd } from './report-periods.js';
import * as repo from './reports.repository.js';
import { JALALI_MONTHS, reportMessages as m } from './reports.messages.js';

export interface ReportsService {
  periods(query: AdminPeriodReportQuery): Promise<AdminPeriodReport>;
  bestsellers(query: AdminBestsellersQuery): Promise<AdminBestsellers>;
  lowStock(query: z.output<typeof AdminLowStockQuery>): Promise<AdminLowStock>;
  neverSold(query: AdminNeverSoldQuery): Promise<AdminNeverSold>;
  topCustomers(query: AdminTopCustomersQuery): Promise<AdminTopCustomers>;
  /** The report as a CSV file; `query` is read with that report's own schema (a Persian 400 otherwise). */
  csv(report: ReportName, query: unknown, actor: AuditActor): Promise<TableFile>;
}

const instants = (query: { from: string; to: string }): repo.InstantRange => ({
  start: tehranDayStart(query.from),
  end: rangeEnd(query.to),
});

const average = (sales: number, orders: number) => (orders === 0 ? 0 : Math.round(sales / orders));

/** How a period is named in a file: its Jalali day, «هفتهٔ …» from its first day, or «آذر 1405». */
function periodLabel(row: { from: string }, period: AdminPeriodReport['period']): string {
  if (period === 'day') return jalaliDayText(row.from);
  if (period === 'week') return m.weekOf(jalaliDayText(row.from));
  const [year = 0, month = 1, day = 1] = row.from.split('-').map(Number);
  const jalali = gregorianToJalali({ year, month, day });
  return `${JALALI_MONTHS[jalali.month - 1] ?? ''} ${jalali.year}`;
}

function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => issue.message);
  throw badRequest(issues[0] ?? m.badQuery, issues);
}

const NEVER_SOLD_BATCH = 1000;

export function createReportsService(deps: { db: Kysely<Database>; clock: Clock; audit: AuditLog }): ReportsService {
  const { db, clock, audit } = deps;

  async function periods(query: AdminPeriodReportQuery): Promise<AdminPeriodReport> {
    const buckets = periodBuckets(query.from, query.to, query.period).map((bucket) => ({
      ...bucket,
      orders: 0,
      salesRial: 0,
      vatRial: 0,
    }));
    const slots = await repo.readSalesBySlot(db, instants(query));
    // Slots come oldest first: one walk puts each in its period (as the dashboard's month does its orders).
    let index = 0;
    for (const slot of slots) {
      while (index + 1 < buckets.length && slot.start >= (buckets[index + 1]?.start ?? '')) index += 1;
      const bucket = buckets[index];
      if (!bucket) continue;
      bucket.orders += slot.orders;
      bucket.salesRial += slot.totalRial;
      bucket.vatRial += slot.taxRial;
    }
    const rows: AdminReportPeriodRow[] = buckets.map(({ from, to, orders, salesRial, vatRial }) => ({
      from,
      to,
      orders,
      salesRial,
      averageRial: average(salesRial, orders),
      vatRial,
    }));
    const orders = rows.reduce((sum, row) => sum + row.orders, 0);
    const salesRial = rows.reduce((sum, row) => sum + row.salesRial, 0);
    const vatRial = rows.reduce((sum, row) => sum + row.vatRial, 0);
    return {
      from: query.from,
      to: query.to,
      period: query.period,
      rows,
      totals: { orders, salesRial, averageRial: average(salesRial, orders), vatRial },
    };
  }

  async function bestsellers(query: AdminBestsellersQuery): Promise<AdminBestsellers> {
    const rows = await repo.readBestsellers(db, instants(query), { by: query.by, limit: query.limit });
    return { from: query.from, to: query.to, by: query.by, rows };
  }

  async function lowStock(query: z.output<typeof AdminLowStockQuery>): Promise<AdminLowStock> {
    const { rows, total } = await repo.readLowStock(db, query.limit);
    return { line: LOW_STOCK_LINE, total, rows };
  }

  async function neverSold(query: AdminNeverSoldQuery): Promise<AdminNeverSold> {
    const range = instants(query);
    const [rows, total] = await Promise.all([
      repo.readNeverSold(db, range, 0, query.limit),
      repo.countNeverSold(db, range),
    ]);
    return { from: query.from, to: query.to, total, rows };
  }

  async function topCustomers(query: AdminTopCustomersQuery): Promise<AdminTopCustomers> {
    return { from: query.from, to: query.to, rows: await repo.readTopCustomers(db, instants(query), query.limit) };
  }

  const c = m.columns;
  // A report read whole is one batch.
  const once = <Row>(rows: Row[]): Iterable<Row[]> => [rows];

  /** The file's rows and columns, the report read first so a bad query is refused before any byte. */
  async function csvTable(report: ReportName, query: unknown) {
    if (report === 'sales' || report === 'vat') {
      const data = await periods(parseQuery(AdminPeriodReportQuery, query));
      type Row = AdminReportPeriodRow;
      const head: TableColumn<Row>[] = [
        { header: c.period, value: (row) => periodLabel(row, data.period) },
        { header: c.from, value: (row) => jalaliDayText(row.from) },
        { header: c.to, value: (row) => jalaliDayText(row.to) },
        { header: c.orders, value: (row) => row.orders },
      ];
      const columns: TableColumn<Row>[] =
        report === 'sales'
          ? [
              ...head,
              { header: c.sales, value: (row) => tomanOf(row.salesRial) },
              { header: c.average, value: (row) => tomanOf(row.averageRial) },
            ]
          : [
              ...head,
              { header: c.salesWithVat, value: (row) => tomanOf(row.salesRial) },
              { header: c.vat, value: (row) => tomanOf(row.vatRial) },
              { header: c.net, value: (row) => tomanOf(row.salesRial - row.vatRial) },
            ];
      return { columns, batches: once(data.rows), range: `${data.from}_${data.to}` };
    }
    if (report === 'bestsellers') {
      const data = await bestsellers(parseQuery(AdminBestsellersQuery, query));
      type Row = AdminBestsellers['rows'][number];
      const columns: TableColumn<Row>[] = [
        { header: c.productId, value: (row) => row.productId },
        { header: c.product, value: (row) => row.name },
        { header: c.sku, value: (row) => row.sku },
        { header: c.quantity, value: (row) => row.quantity },
        { header: c.amount, value: (row) => tomanOf(row.amountRial) },
      ];
      return { columns, batches: once(data.rows), range: `${data.from}_${data.to}` };
    }
    if (report === 'low-stock') {
      const data = await lowStock(parseQuery(AdminLowStockQuery, query));
      type Row = AdminLowStock['rows'][number];
      const columns: TableColumn<Row>[] = [
        { header: c.productId, value: (row) => row.productId },
        { header: c.product, value: (row) => row.name },
        { header: c.sku, value: (row) => row.sku },
        { header: c.combination, value: (row) => row.combination },
        { header: c.stock, value: (row) => row.stock },
      ];
      return { columns, batches: once(data.rows), range: tehranDate(clock.now()) };
    }
    if (report === 'never-sold') {
      const parsed = parseQuery(AdminNeverSoldQuery, query);
      const range = instants(parsed);
      // The file holds every product never sold, not only the page the screen shows.
      const batches = (async function* () {
        let after = 0;
        for (;;) {
          const rows = await repo.readNeverSold(db, range, after, NEVER_SOLD_BATCH);
          if (rows.length === 0) return;
          yield rows;
          if (rows.length < NEVER_SOLD_BATCH) return;
          after = rows[rows.length - 1]?.productId ?? after;
        }
      })();
      type Row = AdminNeverSold['rows'][number];
      const columns: TableColumn<Row>[] = [
        { header: c.productId, value: (row) => row.productId },
        { header: c.product, value: (row) => row.name },
        { header: c.sku, value: (row) => row.sku },
        { header: c.price, value: (row) => tomanOf(row.priceRial) },
        { header: c.stock, value: (row) => row.stock },
        { header: c.published, value: (row) => (row.published ? m.yes : m.no) },
      ];
      return { columns, batches, range: `${parsed.from}_${parsed.to}` };
    }
    const data = await topCustomers(parseQuery(AdminTopCustomersQuery, query));
    type Row = AdminTopCustomers['rows'][number];
    const columns: TableColumn<Row>[] = [
      { header: c.customerId, value: (row) => row.customerId },
      { header: c.customer, value: (row) => row.name || m.guestName },
      { header: c.email, value: (row) => row.email },
      { header: c.mobile, value: (row) => row.mobile },
      { header: c.guest, value: (row) => (row.isGuest ? m.yes : m.no) },
      { header: c.orders, value: (row) => row.orders },
      { header: c.total, value: (row) => tomanOf(row.totalRial) },
    ];
    return { columns, batches: once(data.rows), range: `${data.from}_${data.to}` };
  }

  return {
    periods,
    bestsellers,
    lowStock,
    neverSold,
    topCustomers,

    async csv(report, query, actor) {
      const table = await csvTable(report, query);
      // A report leaves the back office as a file like the lists do, some with customers' names and numbers:
      // the same audit row says who took which report for which query (ADR 0078).
      await db.transaction().execute((trx) =>
        audit.record(trx, actor, {
          area: 'reports',
          entityType: 'report-export',
          entityId: report,
          action: 'export',
          before: null,
          after: { format: 'csv', filter: query as Record<string, unknown> },
        }),
      );
      return tableFile({
        format: 'csv',
        name: `${report}-${table.range}`,
        sheetName: m.sheets[report],
        columns: table.columns as TableColumn<unknown>[],
        batches: table.batches as Batches<unknown>,
      });
    },
  };
}
