import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import type { AdminBestsellers, AdminPeriodReport } from '@sabad/contract/admin';
import { formatNumber, formatToman } from '@/lib/format';
import { reportsFa as t } from './strings';

type PeriodRow = AdminPeriodReport['rows'][number];

// Axis ticks are short: «۱۲ میلیون» rather than every digit of a Toman amount.
const compact = new Intl.NumberFormat('fa-IR', { notation: 'compact', maximumFractionDigits: 1 });
const tomanTick = (rial: number) => compact.format(Math.round(rial / 10));

function Tip({ active, payload, label }: TooltipContentProps<ValueType, NameType>) {
  if (!active || !payload?.length) return null;
  return (
    <div dir="rtl" className="rounded-md border border-border bg-popover p-2 text-sm shadow-md">
      <p className="mb-1 font-medium">{String(label)}</p>
      {payload.map((entry) => (
        <p key={String(entry.dataKey)} className="tabular-nums">
          {entry.name}:{' '}
          {entry.dataKey === 'orders' ? formatNumber(Number(entry.value)) : formatToman(Number(entry.value))}
        </p>
      ))}
    </div>
  );
}

/**
 * Sales per period as bars with the orders as a line. Time runs right to left (the first period on the
 * right, as a Persian reader starts) and the amount axis stands on the right; the table beside the chart
 * holds the same figures for a screen reader and for anyone who would rather read.
 */
export function SalesChart({
  rows,
  label,
  periodLabel,
}: {
  rows: PeriodRow[];
  label: string;
  periodLabel: (row: PeriodRow) => string;
}) {
  const data = rows.map((row) => ({ ...row, name: periodLabel(row) }));
  const best = rows.reduce<PeriodRow | undefined>(
    (top, row) => (!top || row.salesRial > top.salesRial ? row : top),
    undefined,
  );
  const summary =
    best && best.salesRial > 0
      ? t.chart.salesSummary(formatNumber(rows.length), `${periodLabel(best)} (${formatToman(best.salesRial)})`)
      : t.chart.noSales;
  return (
    <figure className="grid gap-2">
      {/* Not role="img": recharts' keyboard layer (arrow keys walk the periods with the tooltip) is focusable,
          and an image's children are presentational; the chart's svg carries its own title and description. */}
      {/* dir="ltr": recharts places axis labels by SVG text-anchor, which a right-to-left page mirrors onto
          the axis line; the right-to-left order comes from the reversed axis instead. */}
      <div dir="ltr" className="h-64 w-full sm:h-72" data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} title={label} desc={summary}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
            <XAxis dataKey="name" reversed tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={12} />
            <YAxis yAxisId="sales" orientation="right" tickFormatter={tomanTick} tick={{ fontSize: 12 }} width={64} />
            <YAxis
              yAxisId="orders"
              orientation="left"
              allowDecimals={false}
              tickFormatter={(value: number) => formatNumber(value)}
              tick={{ fontSize: 12 }}
              width={32}
            />
            <Tooltip content={Tip} />
            <Bar
              yAxisId="sales"
              dataKey="salesRial"
              name={t.summary.sales}
              fill="var(--color-primary)"
              radius={[3, 3, 0, 0]}
              // Figures, not a show: drawn at once (and so the screenshots and a reduced-motion reader see them whole).
              isAnimationActive={false}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name={t.summary.orders}
              type="monotone"
              stroke="var(--color-chart-2, #d97706)"
              strokeWidth={2}
              dot={rows.length <= 31}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}

/** The bestsellers as horizontal bars, names on the right; the table beside it says the same. */
export function BestsellersChart({ rows, by }: { rows: AdminBestsellers['rows']; by: AdminBestsellers['by'] }) {
  const data = rows
    .slice(0, 10)
    .map((row) => ({ name: row.name, value: by === 'quantity' ? row.quantity : row.amountRial }));
  const tick = by === 'quantity' ? (value: number) => formatNumber(value) : tomanTick;
  return (
    <figure className="grid gap-2">
      <div
        dir="ltr"
        className="w-full"
        style={{ height: Math.max(160, data.length * 36 + 40) }}
        data-testid="bestsellers-chart"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            title={t.chart.bestsellers}
            desc={data.map((row) => row.name).join('، ')}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} className="stroke-border" />
            <XAxis type="number" reversed tickFormatter={tick} tick={{ fontSize: 12 }} allowDecimals={false} />
            <YAxis type="category" dataKey="name" orientation="right" width={120} tick={{ fontSize: 12 }} />
            <Tooltip
              content={({ active, payload, label }: TooltipContentProps<ValueType, NameType>) =>
                active && payload?.length ? (
                  <div dir="rtl" className="rounded-md border border-border bg-popover p-2 text-sm shadow-md">
                    <p className="font-medium">{String(label)}</p>
                    <p className="tabular-nums">
                      {by === 'quantity'
                        ? formatNumber(Number(payload[0]?.value))
                        : formatToman(Number(payload[0]?.value))}
                    </p>
                  </div>
                ) : null
              }
            />
            <Bar
              dataKey="value"
              name={t.byOptions[by]}
              fill="var(--color-primary)"
              radius={[3, 0, 0, 3]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{t.chart.bestsellers}</figcaption>
    </figure>
  );
}
