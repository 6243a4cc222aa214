import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import type { AdminDiscountSummary } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { DataTable } from '@/components/data-table';
import { jalaliDayText } from '@/components/jalali-date-range-picker';
import { LtrIsolate } from '@/components/ltr';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { meQueryOptions } from '@/lib/session';
import { PromotionFilters } from './promotion-filters';
import { promotionsFa as t } from './strings';

const route = getRouteApi('/shell/promotions/discounts');
const PAGE_SIZE = 20;

const statusTone = { active: 'success', scheduled: 'info', expired: 'neutral', inactive: 'danger' } as const;

export function DiscountStatus({ status }: { status: AdminDiscountSummary['status'] }) {
  return <Badge tone={statusTone[status]}>{t.statuses[status]}</Badge>;
}

export function DiscountValue({ discount }: { discount: AdminDiscountSummary }) {
  if (!discount.usePercentage || discount.percentage === null) return <Money rial={discount.amount ?? 0} />;
  return (
    <span>
      {t.percentOff(formatNumber(discount.percentage))}
      {discount.maximumAmount !== null ? (
        <span className="text-muted-foreground">
          {' '}
          ({t.upTo} <Money rial={discount.maximumAmount} />)
        </span>
      ) : null}
    </span>
  );
}

export function Validity({ startsOn, endsOn }: { startsOn: string | null; endsOn: string | null }) {
  if (!startsOn && !endsOn) return <span className="text-muted-foreground">{t.noEnd}</span>;
  return (
    <span className="whitespace-nowrap">
      {startsOn ? `${t.from} ${jalaliDayText(startsOn)}` : ''} {endsOn ? `${t.to} ${jalaliDayText(endsOn)}` : ''}
    </span>
  );
}

const columns: ColumnDef<AdminDiscountSummary>[] = [
  {
    id: 'code',
    header: t.code,
    cell: ({ row }) => (
      <Link
        to="/promotions/discounts/$discountId"
        params={{ discountId: row.original.id }}
        className="font-mono font-medium text-primary underline-offset-4 hover:underline"
      >
        <LtrIsolate>{row.original.code}</LtrIsolate>
      </Link>
    ),
  },
  {
    id: 'kind',
    header: t.type,
    meta: { hideOnPhone: true },
    cell: ({ row }) => (row.original.requiresCode ? t.withCode : <Badge tone="info">{t.automatic}</Badge>),
  },
  { id: 'name', header: t.name, meta: { hideOnPhone: true }, cell: ({ row }) => row.original.name },
  { id: 'value', header: t.value, cell: ({ row }) => <DiscountValue discount={row.original} /> },
  {
    id: 'validity',
    header: t.validity,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <Validity startsOn={row.original.startsOn} endsOn={row.original.endsOn} />,
  },
  {
    id: 'uses',
    header: t.uses,
    meta: { hideOnPhone: true },
    cell: ({ row }) =>
      row.original.limitTotal === null
        ? formatNumber(row.original.usageCount)
        : t.usesOf(formatNumber(row.original.usageCount), formatNumber(row.original.limitTotal)),
  },
  { id: 'status', header: t.status, cell: ({ row }) => <DiscountStatus status={row.original.status} /> },
];

export function DiscountsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const me = useQuery(meQueryOptions(api)).data;
  const page = search.page ?? 1;
  const discounts = useQuery({
    queryKey: ['admin', 'discounts', search],
    queryFn: ({ signal }) =>
      api.call('adminListDiscounts', {
        query: {
          page,
          pageSize: PAGE_SIZE,
          ...(search.q ? { q: search.q } : {}),
          ...(search.status ? { status: search.status as AdminDiscountSummary['status'] } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  return (
    <>
      <PageHeader
        title={t.discounts}
        description={t.discountsDescription}
        actions={
          can(me, 'promotions.change') ? (
            <Button asChild>
              <Link to="/promotions/discounts/new">
                <Plus aria-hidden="true" />
                {t.newDiscount}
              </Link>
            </Button>
          ) : null
        }
      />
      <PromotionFilters
        value={search}
        onApply={(next) => void navigate({ search: next })}
        label={t.filters}
        searchLabel={t.q}
        placeholder={t.qPlaceholder}
        statuses={t.statuses}
      />
      <DataTable
        label={t.discounts}
        columns={columns}
        rows={discounts.data?.items}
        total={discounts.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: { ...search, page: next } })}
        loading={discounts.isFetching}
        getRowId={(discount) => String(discount.id)}
        empty={t.empty}
      />
    </>
  );
}
