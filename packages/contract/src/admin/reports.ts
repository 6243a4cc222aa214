import { z } from 'zod';
import { AdminDay } from './common.js';

/**
 * The back office's reports (issue 36, ADR 0078). Every range is two Gregorian days meant in Tehran's time
 * (the admin app picks them on the Jalali calendar), both included; a period is a Tehran day, a
 * Saturday-first week or a Jalali month, cut to the range at both ends. Amounts are whole Rial as the
 * database keeps them (the app shows Toman); "sales" are the orders placed in the range and not cancelled,
 * as the dashboard counts them (ADR 0068).
 */

const rial = z.number().int();
const count = z.number().int();

/** A product with its own stock at or under this many units is "low" (the dashboard's tile counts the same). */
export const LOW_STOCK_LINE = 5;

/** The longest range a report reads: three Jalali years' worth of days. */
export const REPORT_MAX_DAYS = 1100;

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

type Range = { from: string; to: string };

/** A range query with its own fields beside `from` and `to`; both checks run after the fields parse. */
function ranged<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({ from: AdminDay, to: AdminDay, ...shape })
    .refine((query) => (query as Range).from <= (query as Range).to, {
      message: 'تاریخ آغاز پس از تاریخ پایان است.',
      path: ['from'],
    })
    .refine((query) => daysBetween((query as Range).from, (query as Range).to) < REPORT_MAX_DAYS, {
      message: 'بازهٔ گزارش بیش از سه سال است؛ بازهٔ کوتاه‌تری برگزینید.',
      path: ['to'],
    });
}

const limit = (max: number, fallback: number) =>
  z.coerce
    .number()
    .int('تعداد ردیف‌ها باید عدد درست باشد.')
    .min(1, 'تعداد ردیف‌ها دست‌کم ۱ است.')
    .max(max, `تعداد ردیف‌ها حداکثر ${max.toLocaleString('fa-IR', { useGrouping: false })} است.`)
    .default(fallback);

const period = z.enum(REPORT_PERIODS, 'دورهٔ گزارش باید روز، هفته یا ماه باشد.').default('day');

/** `GET /reports/sales` and `/reports/vat`: a range and its period. */
export const AdminPeriodReportQuery = ranged({ period });
export type AdminPeriodReportQuery = z.infer<typeof AdminPeriodReportQuery>;

/** One period: its first and last Gregorian days (cut to the range), orders, sales and the VAT they include. */
export const AdminReportPeriodRow = z.object({
  from: z.string(),
  to: z.string(),
  orders: count,
  salesRial: rial,
  /** Sales ÷ orders, rounded to the Rial; 0 without orders. */
  averageRial: rial,
  /** The VAT included in the sales (prices include VAT, ADR 0011). */
  vatRial: rial,
});
export type AdminReportPeriodRow = z.infer<typeof AdminReportPeriodRow>;

export const AdminPeriodReport = z
  .object({
    from: z.string(),
    to: z.string(),
    period: z.enum(REPORT_PERIODS),
    rows: z.array(AdminReportPeriodRow),
    totals: AdminReportPeriodRow.omit({ from: true, to: true }),
  })
  .meta({ id: 'AdminPeriodReport' });
export type AdminPeriodReport = z.infer<typeof AdminPeriodReport>;

export const BESTSELLER_ORDERS = ['quantity', 'amount'] as const;

/** `GET /reports/bestsellers`: the products sold most in the range, by units or by amount. */
export const AdminBestsellersQuery = ranged({
  by: z.enum(BESTSELLER_ORDERS, 'ترتیب پرفروش‌ها باید تعداد یا مبلغ باشد.').default('quantity'),
  limit: limit(100, 20),
});
export type AdminBestsellersQuery = z.infer<typeof AdminBestsellersQuery>;

export const AdminBestseller = z.object({
  productId: count,
  name: z.string(),
  sku: z.string(),
  quantity: count,
  amountRial: rial,
});
export const AdminBestsellers = z
  .object({ from: z.string(), to: z.string(), by: z.enum(BESTSELLER_ORDERS), rows: z.array(AdminBestseller) })
  .meta({ id: 'AdminBestsellers' });
export type AdminBestsellers = z.infer<typeof AdminBestsellers>;

/** `GET /reports/low-stock`: published products (or their combinations) at or under {@link LOW_STOCK_LINE}. */
export const AdminLowStockQuery = z.object({ limit: limit(500, 100) });
export const AdminLowStockRow = z.object({
  productId: count,
  name: z.string(),
  sku: z.string(),
  /** The combination's attributes when the stock is kept per combination, else empty. */
  combination: z.string(),
  stock: count,
});
export const AdminLowStock = z
  .object({ line: count, total: count, rows: z.array(AdminLowStockRow) })
  .meta({ id: 'AdminLowStock' });
export type AdminLowStock = z.infer<typeof AdminLowStock>;

/** `GET /reports/never-sold`: products on sale that no order in the range (not cancelled) holds. */
export const AdminNeverSoldQuery = ranged({ limit: limit(500, 100) });
export type AdminNeverSoldQuery = z.infer<typeof AdminNeverSoldQuery>;
export const AdminNeverSoldRow = z.object({
  productId: count,
  name: z.string(),
  sku: z.string(),
  priceRial: rial,
  stock: count,
  published: z.boolean(),
});
export const AdminNeverSold = z
  .object({ from: z.string(), to: z.string(), total: count, rows: z.array(AdminNeverSoldRow) })
  .meta({ id: 'AdminNeverSold' });
export type AdminNeverSold = z.infer<typeof AdminNeverSold>;

/** `GET /reports/top-customers`: customers by what their orders in the range (not cancelled) came to. */
export const AdminTopCustomersQuery = ranged({ limit: limit(100, 20) });
export type AdminTopCustomersQuery = z.infer<typeof AdminTopCustomersQuery>;
export const AdminTopCustomer = z.object({
  customerId: count,
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  isGuest: z.boolean(),
  orders: count,
  totalRial: rial,
});
export const AdminTopCustomers = z
  .object({ from: z.string(), to: z.string(), rows: z.array(AdminTopCustomer) })
  .meta({ id: 'AdminTopCustomers' });
export type AdminTopCustomers = z.infer<typeof AdminTopCustomers>;

/** The reports, by the name their CSV route takes. */
export const REPORT_NAMES = ['sales', 'vat', 'bestsellers', 'low-stock', 'never-sold', 'top-customers'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const AdminReportCsvParams = z.object({
  report: z.enum(REPORT_NAMES, 'این گزارش وجود ندارد.'),
});

/**
 * `GET /reports/:report/csv`: the report's own query (the server reads it with that report's schema),
 * answered as a CSV file: UTF-8 with a byte-order mark so Excel reads Persian, Persian headers, Jalali
 * dates and Toman.
 */
export const AdminReportCsvQuery = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  period: z.string().optional(),
  by: z.string().optional(),
  limit: z.string().optional(),
});

/** A file answer (CSV or XLSX): the body is the file, not JSON. */
export const AdminFile = z.string().meta({ id: 'AdminFile', description: 'A file download (CSV or XLSX).' });
