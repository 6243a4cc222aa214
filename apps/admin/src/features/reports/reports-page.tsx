import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AdminPeriodReport, AdminRouteResponse } from '@sabad/contract/admin';
import { DownloadLink, fileUrl } from '@/components/download-link';
import { FormField } from '@/components/form-field';
import { JalaliDateRangePicker, jalaliDayText } from '@/components/jalali-date-range-picker';
import { Num } from '@/components/ltr';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BestsellersChart, SalesChart } from './report-charts';
import { defaultRange, REPORTS, type ReportsSearch, type ReportTab } from './reports-search';
import { reportsFa as t } from './strings';

const route = getRouteApi('/shell/reports');

type PeriodRow = AdminPeriodReport['rows'][number];
type Period = AdminPeriodReport['period'];

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
// Month and year apart: the two together come out year first («۱۴۰۵ آذر»); a Persian reader says «آذر ۱۴۰۵».
const monthOnly = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { month: 'long', timeZone: 'Asia/Tehran' });
const yearOnly = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' });
const monthName = { format: (date: Date) => `${monthOnly.format(date)} ${yearOnly.format(date)}` };
const dayName = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Tehran',
});

/** A period as the chart and the table name it: «۸ آذر», «هفتهٔ ۸ آذر» or «آذر ۱۴۰۵». */
function periodLabel(period: Period) {
  return (row: Pick<PeriodRow, 'from'>) =>
    period === 'month'
      ? monthName.format(noon(row.from))
      : period === 'week'
        ? t.weekOf(dayName.format(noon(row.from)))
        : dayName.format(noon(row.from));
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-1">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent className="text-xl font-bold">{children}</CardContent>
    </Card>
  );
}

function Scroll({ children, label }: { children: ReactNode; label: string }) {
  // A wide table scrolls inside its own box on a phone; the box is focusable so the keyboard can scroll it.
  return (
    <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

function PeriodReport({ data, kind }: { data: AdminPeriodReport; kind: 'sales' | 'vat' }) {
  const label = periodLabel(data.period);
  const title = t.chart.sales(jalaliDayText(data.from), jalaliDayText(data.to));
  const totals = data.totals;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
        <Figure label={t.summary.orders}>{formatNumber(totals.orders)}</Figure>
        <Figure label={t.summary.sales}>
          <Money rial={totals.salesRial} />
        </Figure>
        {kind === 'sales' ? (
          <Figure label={t.summary.average}>
            <Money rial={totals.averageRial} />
          </Figure>
        ) : (
          <Figure label={t.summary.vat}>
            <Money rial={totals.vatRial} />
          </Figure>
        )}
        {kind === 'vat' ? (
          <Figure label={t.summary.net}>
            <Money rial={totals.salesRial - totals.vatRial} />
          </Figure>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{kind === 'sales' ? t.salesNote : t.vatNote}</p>
      {kind === 'sales' ? <SalesChart rows={data.rows} label={title} periodLabel={label} /> : null}
      <Scroll label={t.tabs[kind]}>
        <Table>
          <caption className="sr-only">{title}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t.columns.period}</TableHead>
              <TableHead scope="col">{t.columns.orders}</TableHead>
              <TableHead scope="col">{t.columns.sales}</TableHead>
              {kind === 'sales' ? (
                <TableHead scope="col">{t.columns.average}</TableHead>
              ) : (
                <>
                  <TableHead scope="col">{t.columns.vat}</TableHead>
                  <TableHead scope="col">{t.columns.net}</TableHead>
                </>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.from}>
                <TableHead scope="row" className="font-normal whitespace-nowrap">
                  {label(row)}
                </TableHead>
                <TableCell className="tabular-nums">{formatNumber(row.orders)}</TableCell>
                <TableCell>
                  <Money rial={row.salesRial} />
                </TableCell>
                {kind === 'sales' ? (
                  <TableCell>
                    <Money rial={row.averageRial} />
                  </TableCell>
                ) : (
                  <>
                    <TableCell>
                      <Money rial={row.vatRial} />
                    </TableCell>
                    <TableCell>
                      <Money rial={row.salesRial - row.vatRial} />
                    </TableCell>
                  </>
                )}
              </TableRow>
            ))}
            <TableRow className="font-bold">
              <TableHead scope="row">{t.total}</TableHead>
              <TableCell className="tabular-nums">{formatNumber(totals.orders)}</TableCell>
              <TableCell>
                <Money rial={totals.salesRial} />
              </TableCell>
              {kind === 'sales' ? (
                <TableCell>
                  <Money rial={totals.averageRial} />
                </TableCell>
              ) : (
                <>
                  <TableCell>
                    <Money rial={totals.vatRial} />
                  </TableCell>
                  <TableCell>
                    <Money rial={totals.salesRial - totals.vatRial} />
                  </TableCell>
                </>
              )}
            </TableRow>
          </TableBody>
        </Table>
      </Scroll>
    </div>
  );
}

function SimpleTable<Row>({
  label,
  rows,
  columns,
  rowKey,
}: {
  label: string;
  rows: Row[];
  columns: Array<{ header: string; cell: (row: Row) => ReactNode; rowHeader?: boolean }>;
  rowKey: (row: Row) => string;
}) {
  if (rows.length === 0) return <p className="rounded-lg border border-border p-6 text-center">{t.empty}</p>;
  return (
    <Scroll label={label}>
      <Table>
        <caption className="sr-only">{label}</caption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} scope="col">
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <TableHead key={column.header} scope="row" className="font-normal">
                    {column.cell(row)}
                  </TableHead>
                ) : (
                  <TableCell key={column.header}>{column.cell(row)}</TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Scroll>
  );
}

type Query = { from: string; to: string; period: Period; by: 'quantity' | 'amount' };

/** What each report sends: its range and its own options, the same for the screen and its CSV. */
function queryOf(report: ReportTab, q: Query): Record<string, string> {
  if (report === 'low-stock') return {};
  if (report === 'sales' || report === 'vat') return { from: q.from, to: q.to, period: q.period };
  if (report === 'bestsellers') return { from: q.from, to: q.to, by: q.by };
  return { from: q.from, to: q.to };
}

function useReport(report: ReportTab, q: Query) {
  const query = queryOf(report, q);
  return useQuery({
    queryKey: ['admin', 'reports', report, query],
    queryFn: ({ signal }): Promise<unknown> => {
      const range = { from: q.from, to: q.to };
      switch (report) {
        case 'sales':
          return api.call('adminReportSales', { query: { ...range, period: q.period }, signal });
        case 'vat':
          return api.call('adminReportVat', { query: { ...range, period: q.period }, signal });
        case 'bestsellers':
          return api.call('adminReportBestsellers', { query: { ...range, by: q.by }, signal });
        case 'low-stock':
          return api.call('adminReportLowStock', { query: {}, signal });
        case 'never-sold':
          return api.call('adminReportNeverSold', { query: range, signal });
        default:
          return api.call('adminReportTopCustomers', { query: range, signal });
      }
    },
    // The last figures stay while a new range loads, but never another report's (their shapes differ).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === report ? keepPreviousData(previous) : undefined,
    throwOnError: true,
  });
}

function ReportBody({ report, data }: { report: ReportTab; data: unknown }) {
  if (report === 'sales' || report === 'vat') return <PeriodReport data={data as AdminPeriodReport} kind={report} />;
  if (report === 'bestsellers') {
    const best = data as AdminRouteResponse<'adminReportBestsellers'>;
    return (
      <div className="grid gap-4">
        {best.rows.length > 0 ? <BestsellersChart rows={best.rows} by={best.by} /> : null}
        <SimpleTable
          label={t.tabs.bestsellers}
          rows={best.rows}
          rowKey={(row) => String(row.productId)}
          columns={[
            { header: t.columns.product, cell: (row) => row.name, rowHeader: true },
            { header: t.columns.sku, cell: (row) => (row.sku ? <Num value={row.sku} /> : '—') },
            { header: t.columns.quantity, cell: (row) => formatNumber(row.quantity) },
            { header: t.columns.amount, cell: (row) => <Money rial={row.amountRial} /> },
          ]}
        />
      </div>
    );
  }
  if (report === 'low-stock') {
    const low = data as AdminRouteResponse<'adminReportLowStock'>;
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {t.lowStockNote(formatNumber(low.line), formatNumber(low.total))}
        </p>
        <SimpleTable
          label={t.tabs['low-stock']}
          rows={low.rows}
          rowKey={(row) => `${row.productId}-${row.combination}`}
          columns={[
            { header: t.columns.product, cell: (row) => row.name, rowHeader: true },
            { header: t.columns.combination, cell: (row) => row.combination || '—' },
            { header: t.columns.sku, cell: (row) => (row.sku ? <Num value={row.sku} /> : '—') },
            { header: t.columns.stock, cell: (row) => formatNumber(row.stock) },
          ]}
        />
      </div>
    );
  }
  if (report === 'never-sold') {
    const never = data as AdminRouteResponse<'adminReportNeverSold'>;
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {t.neverSoldNote(formatNumber(never.rows.length), formatNumber(never.total))}
        </p>
        <SimpleTable
          label={t.tabs['never-sold']}
          rows={never.rows}
          rowKey={(row) => String(row.productId)}
          columns={[
            { header: t.columns.product, cell: (row) => row.name, rowHeader: true },
            { header: t.columns.sku, cell: (row) => (row.sku ? <Num value={row.sku} /> : '—') },
            { header: t.columns.price, cell: (row) => <Money rial={row.priceRial} /> },
            { header: t.columns.stock, cell: (row) => formatNumber(row.stock) },
            { header: t.columns.published, cell: (row) => (row.published ? t.yes : t.no) },
          ]}
        />
      </div>
    );
  }
  const top = data as AdminRouteResponse<'adminReportTopCustomers'>;
  return (
    <SimpleTable
      label={t.tabs['top-customers']}
      rows={top.rows}
      rowKey={(row) => String(row.customerId)}
      columns={[
        {
          header: t.columns.customer,
          rowHeader: true,
          cell: (row) =>
            row.isGuest ? (
              row.name || t.guest
            ) : (
              <Link
                to="/customers/$customerId"
                params={{ customerId: row.customerId }}
                className="text-primary underline-offset-4 hover:underline"
              >
                {row.name || t.guest}
              </Link>
            ),
        },
        {
          header: t.columns.contact,
          cell: (row) => (row.mobile ? <Num value={row.mobile} /> : row.email ? <Num value={row.email} /> : '—'),
        },
        { header: t.columns.orders, cell: (row) => formatNumber(row.orders) },
        { header: t.columns.total, cell: (row) => <Money rial={row.totalRial} /> },
      ]}
    />
  );
}

export function ReportsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const report = search.report ?? 'sales';
  const fallback = defaultRange();
  const q: Query = {
    from: search.from ?? fallback.from,
    to: search.to ?? fallback.to,
    period: search.period ?? 'day',
    by: search.by ?? 'quantity',
  };
  const data = useReport(report, q);
  const go = (next: ReportsSearch) => void navigate({ search: { ...search, ...next }, replace: true });
  const csv = fileUrl('adminReportCsv', { report }, queryOf(report, q));
  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={<DownloadLink href={csv} label={t.csv} />} />
      <nav aria-label={t.reportsNav} className="-mx-1 mb-4 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-border px-1">
          {REPORTS.map((tab) => (
            <li key={tab}>
              <Link
                to="/reports"
                search={{ ...search, report: tab }}
                aria-current={tab === report ? 'page' : undefined}
                className={cn(
                  'inline-block rounded-t-md border-b-2 px-3 py-2 text-sm outline-none',
                  'focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  tab === report
                    ? 'border-primary font-bold text-primary'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {t.tabs[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {report !== 'low-stock' ? (
        <div
          role="group"
          aria-label={t.filters}
          className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <div className="grid gap-2">
            <Label asChild>
              <span>{t.range}</span>
            </Label>
            <JalaliDateRangePicker
              label={t.range}
              value={{ from: q.from, to: q.to }}
              onChange={(range) => {
                // Both ends are needed; a half-picked range waits for its other end.
                if (range.from && range.to) go({ from: range.from, to: range.to });
                else if (!range.from && !range.to) go({ from: undefined, to: undefined });
              }}
            />
          </div>
          {report === 'sales' || report === 'vat' ? (
            <FormField label={t.period}>
              <NativeSelect value={q.period} onChange={(e) => go({ period: e.target.value as Period })}>
                {(['day', 'week', 'month'] as const).map((period) => (
                  <option key={period} value={period}>
                    {t.periods[period]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          {report === 'bestsellers' ? (
            <FormField label={t.by}>
              <NativeSelect value={q.by} onChange={(e) => go({ by: e.target.value as Query['by'] })}>
                {(['quantity', 'amount'] as const).map((by) => (
                  <option key={by} value={by}>
                    {t.byOptions[by]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="report-title" aria-busy={data.isFetching}>
        <h2 id="report-title" className="mb-3 text-lg font-bold">
          {t.tabs[report]}
        </h2>
        {data.data ? <ReportBody report={report} data={data.data} /> : <p role="status">{t.loading}</p>}
      </section>
    </>
  );
}
