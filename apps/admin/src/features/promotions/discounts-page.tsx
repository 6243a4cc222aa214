import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminDiscountSummary } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { DataTable } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { jalaliDayText } from '@/components/jalali-date-range-picker';
import { LtrIsolate } from '@/components/ltr';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { meQueryOptions } from '@/lib/session';
import type { PromotionsSearch } from './promotions-route';
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

function Filters({ value, onApply }: { value: PromotionsSearch; onApply: (search: PromotionsSearch) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A new address (back button, a link) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() || undefined, page: undefined });
  }
  return (
    <form
      role="search"
      aria-label={t.filters}
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-3"
    >
      <FormField label={t.q}>
        <Input
          type="search"
          dir="auto"
          placeholder={t.qPlaceholder}
          value={draft.q ?? ''}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </FormField>
      <FormField label={t.status}>
        <NativeSelect
          value={draft.status ?? ''}
          onChange={(e) => setDraft({ ...draft, status: e.target.value || undefined })}
        >
          <option value="">{t.statusAll}</option>
          {Object.entries(t.statuses).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex items-end gap-2">
        <Button type="submit">{t.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}

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
      <Filters value={search} onApply={(next) => void navigate({ search: next })} />
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
