// The orders and customers lists as files (issue 36, ADR 0078). The rows come from the owning modules'
// services with the list's own filter code, so a file holds exactly what the list shows; this module only
// lays them out, names the file and records who exported what.
import type { Kysely } from 'kysely';
import type { AdminCustomerSearchQuery, AdminOrderListQuery, ExportFormat } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import {
  jalaliDateTimeText,
  jalaliDayText,
  primed,
  tableFile,
  tomanOf,
  type TableColumn,
  type TableFile,
} from '../../lib/table-file.js';
import { tehranDate } from '../../lib/tehran-day.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import type { CustomerExportRow } from '../customer-admin/index.js';
import type { OrderExportRow } from '../orders/index.js';
import { listExportMessages as m } from './list-exports.messages.js';

/** What this module needs of the orders and customers modules: their lists' rows, by the lists' filters. */
export interface ExportSources {
  orders: { exportRows(query: AdminOrderListQuery): AsyncGenerator<OrderExportRow[]> };
  customers: { exportRows(query: AdminCustomerSearchQuery): AsyncGenerator<CustomerExportRow[]> };
}

export interface ListExportsService {
  orders(query: AdminOrderListQuery, format: ExportFormat, actor: AuditActor): Promise<TableFile>;
  customers(query: AdminCustomerSearchQuery, format: ExportFormat, actor: AuditActor): Promise<TableFile>;
}

const orderColumns: TableColumn<OrderExportRow>[] = [
  { header: m.orders.number, value: (row) => row.number, width: 16 },
  { header: m.orders.placed, value: (row) => jalaliDateTimeText(row.createdAt), width: 18 },
  { header: m.orders.customer, value: (row) => row.customerName, width: 24 },
  { header: m.orders.mobile, value: (row) => row.mobile, width: 14 },
  { header: m.orders.email, value: (row) => row.email, width: 24 },
  { header: m.orders.orderStatus, value: (row) => row.orderStatus },
  { header: m.orders.paymentStatus, value: (row) => row.paymentStatus },
  { header: m.orders.shippingStatus, value: (row) => row.shippingStatus },
  { header: m.orders.paymentMethod, value: (row) => row.paymentMethod, width: 26 },
  { header: m.orders.shippingMethod, value: (row) => row.shippingMethod, width: 20 },
  { header: m.orders.subtotal, value: (row) => tomanOf(row.subtotalRial) },
  { header: m.orders.discount, value: (row) => tomanOf(row.discountRial) },
  { header: m.orders.shipping, value: (row) => tomanOf(row.shippingRial) },
  { header: m.orders.tax, value: (row) => tomanOf(row.taxRial) },
  { header: m.orders.total, value: (row) => tomanOf(row.totalRial) },
];

const customerColumns: TableColumn<CustomerExportRow>[] = [
  { header: m.customers.id, value: (row) => row.id, width: 10 },
  { header: m.customers.name, value: (row) => row.name, width: 24 },
  { header: m.customers.email, value: (row) => row.email, width: 28 },
  { header: m.customers.mobile, value: (row) => row.mobile, width: 14 },
  { header: m.customers.registered, value: (row) => jalaliDateTimeText(row.registeredAt), width: 18 },
  { header: m.customers.status, value: (row) => (row.blocked ? m.customers.blocked : m.customers.active) },
];

/** The filter as the audit row keeps it: what was asked for, without paging (the file has every row). */
function filterOf(query: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([key, value]) => key !== 'page' && key !== 'pageSize' && value !== undefined),
  );
}

export function createListExportsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  sources: ExportSources;
}): ListExportsService {
  const { db, clock, audit, sources } = deps;

  // The export is a read, but handing out the store's customers is a staff action: one audit row says who
  // took which list by which filter, written before the first byte leaves (ADR 0078).
  const record = (actor: AuditActor, area: 'orders' | 'customers', format: ExportFormat, query: object) =>
    db.transaction().execute((trx) =>
      audit.record(trx, actor, {
        area,
        entityType: `${area === 'orders' ? 'order' : 'customer'}-export`,
        entityId: format,
        action: 'export',
        before: null,
        after: { format, filter: filterOf(query) },
      }),
    );

  const stamp = () => jalaliDayText(tehranDate(clock.now())).replaceAll('/', '-');

  return {
    async orders(query, format, actor) {
      const batches = await primed(sources.orders.exportRows(query));
      await record(actor, 'orders', format, query);
      return tableFile({
        format,
        name: `orders-${stamp()}`,
        sheetName: m.orders.sheet,
        columns: orderColumns,
        batches,
      });
    },

    async customers(query, format, actor) {
      const batches = await primed(sources.customers.exportRows(query));
      await record(actor, 'customers', format, query);
      return tableFile({
        format,
        name: `customers-${stamp()}`,
        sheetName: m.customers.sheet,
        columns: customerColumns,
        batches,
      });
    },
  };
}
