import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@sabad/contract/admin';
import type { ReactNode } from 'react';
import { can } from '@/app/require-permission';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/lib/api';
import { formatJalaliDate, formatNumber } from '@/lib/format';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { SalesChart } from './sales-chart';
import { dashboardFa as t } from './strings';

type Counts = AdminDashboard['counts'];

/**
 * Where each tile leads: the orders list with the filter the count uses (the list reads its filter from the
 * address), the returns queue and the moderation inbox with theirs (their routes' search parameters).
 */
const TILE_LINKS: Record<Exclude<keyof Counts, 'lowStock'>, string> = {
  ordersToShip: '/admin/orders?orderStatus=20&shippingStatus=20',
  chequesToReview: '/admin/orders?paymentMethod=Payments.CheckVertex&paymentStatus=20',
  unpaidOnHold: '/admin/orders?orderStatus=10&paymentStatus=10&paymentMethod=online',
  refundsOwed: '/admin/orders?refundOwed=true',
  returnsPending: '/admin/returns?status=Pending',
  reviewsWaiting: '/admin/moderation?kind=review',
  blogCommentsWaiting: '/admin/moderation?kind=blogComment',
  contactMessagesWaiting: '/admin/moderation?kind=contactMessage',
};

function Tile({ label, count, href, note }: { label: string; count: number; href?: string; note?: string }) {
  const body: ReactNode = (
    <>
      <span className="text-3xl font-bold tabular-nums">{formatNumber(count)}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
      {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
    </>
  );
  const box = 'flex min-h-28 flex-col justify-between gap-1 rounded-lg border border-border bg-card p-4';
  return href ? (
    <a
      href={href}
      className={`${box} outline-none transition-colors hover:border-primary focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/60`}
    >
      {body}
    </a>
  ) : (
    <div className={box}>{body}</div>
  );
}

export function DashboardPage() {
  const { data: me } = useSuspenseQuery(meQueryOptions(api));
  const allowed = can(me, 'orders.view');
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.call('adminDashboard', { signal }),
    enabled: allowed,
    throwOnError: true,
  });
  const data = dashboard.data;
  return (
    <>
      <PageHeader title={t.title} description={t.welcome(me.name || me.email)} />
      {!allowed ? null : !data ? (
        <p className="text-muted-foreground">{fa.common.loading}</p>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-3">
            <Card>
              <CardHeader>
                <CardTitle>{t.today}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-1">
                <Money rial={data.today.salesRial} className="text-2xl font-bold" />
                <span className="text-sm text-muted-foreground">{t.orders(formatNumber(data.today.orders))}</span>
              </CardContent>
            </Card>
            <Card className="md:col-span-2">
              <CardHeader>
                <CardTitle>{t.month}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2">
                <div className="flex flex-wrap items-baseline gap-3">
                  <Money rial={data.month.salesRial} className="text-2xl font-bold" />
                  <span className="text-sm text-muted-foreground">{t.orders(formatNumber(data.month.orders))}</span>
                </div>
                <SalesChart days={data.month.days} label={t.chart} />
                <p className="text-xs text-muted-foreground">
                  {t.chartDescription(
                    formatJalaliDate(`${data.month.from}T12:00:00Z`),
                    formatJalaliDate(`${data.month.to}T12:00:00Z`),
                  )}
                </p>
              </CardContent>
            </Card>
          </div>
          <section aria-labelledby="waiting-title">
            <h2 id="waiting-title" className="mb-3 text-lg font-bold">
              {t.waiting}
            </h2>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
              {(Object.keys(TILE_LINKS) as Array<keyof typeof TILE_LINKS>).map((key) => (
                <Tile key={key} label={t.tiles[key]} count={data.counts[key]} href={TILE_LINKS[key]} />
              ))}
              {/* The low-stock report lists them (issue 36); a role without reports sees the count alone. */}
              <Tile
                label={t.tiles.lowStock}
                count={data.counts.lowStock}
                {...(can(me, 'reports.view') ? { href: '/admin/reports?report=low-stock' } : { note: t.lowStockLater })}
              />
            </div>
          </section>
        </div>
      )}
    </>
  );
}
