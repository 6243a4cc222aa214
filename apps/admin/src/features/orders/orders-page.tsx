import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import { DataTable } from '@/components/data-table';
import { ListExportLinks } from '@/components/download-link';
import { FormField } from '@/components/form-field';
import { JalaliDate } from '@/components/jalali-date';
import { JalaliDateRangePicker } from '@/components/jalali-date-range-picker';
import { Num } from '@/components/ltr';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';
import type { OrdersSearch } from './orders-route';
import {
  orderStatusFa,
  orderStatusTone,
  ordersFa as t,
  paymentMethodFa,
  paymentStatusFa,
  shippingStatusFa,
} from './strings';
import { useFilterDraft } from '@/lib/use-filter-draft';

type Order = AdminRouteResponse<'adminOrderList'>['items'][number];

const route = getRouteApi('/shell/orders');
const PAGE_SIZE = 20;

/** The list's address as the API's query (its flags travel as text). */
function listQuery({ refundOwed, ...search }: OrdersSearch) {
  return { ...search, ...(refundOwed ? { refundOwed: 'true' as const } : {}) };
}

const columns: ColumnDef<Order>[] = [
  {
    id: 'number',
    header: t.number,
    cell: ({ row }) => (
      <Link
        to="/orders/$orderId"
        params={{ orderId: row.original.id }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        <Num value={row.original.number} />
      </Link>
    ),
  },
  {
    id: 'placed',
    header: t.placed,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <JalaliDate iso={row.original.createdAt} withTime className="whitespace-nowrap" />,
  },
  { id: 'customer', header: t.customer, cell: ({ row }) => row.original.customerName || '—' },
  {
    id: 'mobile',
    header: t.mobile,
    meta: { hideOnPhone: true },
    cell: ({ row }) => (row.original.mobile ? <Num value={row.original.mobile} /> : '—'),
  },
  { id: 'total', header: t.total, cell: ({ row }) => <Money rial={row.original.totalRial} /> },
  {
    id: 'status',
    header: t.status,
    cell: ({ row }) => (
      <StatusBadge status={String(row.original.orderStatus)} labels={orderStatusFa} tones={orderStatusTone} />
    ),
  },
  {
    id: 'payment',
    header: t.paymentStatus,
    meta: { hideOnPhone: true },
    cell: ({ row }) => paymentStatusFa[row.original.paymentStatus] ?? row.original.paymentStatus,
  },
  {
    id: 'shipping',
    header: t.shippingStatus,
    meta: { hideOnPhone: true },
    cell: ({ row }) => shippingStatusFa[row.original.shippingStatus] ?? row.original.shippingStatus,
  },
];

function StatusSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number | undefined;
  options: Record<string | number, string>;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <FormField label={label}>
      <NativeSelect value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{t.all}</option>
        {Object.entries(options).map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

function Filters({ value, onApply }: { value: OrdersSearch; onApply: (search: OrdersSearch) => void }) {
  const [draft, setDraft] = useFilterDraft(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() || undefined, page: undefined });
  }
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  return (
    <form
      role="search"
      aria-label={t.filters}
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField label={t.q}>
        <Input
          type="search"
          // A number or a mobile typed here reads left to right; a name right to left.
          dir="auto"
          placeholder={t.qPlaceholder}
          value={draft.q ?? ''}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </FormField>
      <div className="grid gap-2">
        <Label asChild>
          <span>{t.placed}</span>
        </Label>
        <JalaliDateRangePicker
          label={t.placed}
          value={{ from: draft.from, to: draft.to }}
          onChange={(range) => setDraft({ ...draft, from: range.from, to: range.to })}
        />
      </div>
      <StatusSelect
        label={t.orderStatus}
        value={draft.orderStatus}
        options={orderStatusFa}
        onChange={(v) => setDraft({ ...draft, orderStatus: number(v) })}
      />
      <StatusSelect
        label={t.paymentStatus}
        value={draft.paymentStatus}
        options={paymentStatusFa}
        onChange={(v) => setDraft({ ...draft, paymentStatus: number(v) })}
      />
      <StatusSelect
        label={t.shippingStatus}
        value={draft.shippingStatus}
        options={shippingStatusFa}
        onChange={(v) => setDraft({ ...draft, shippingStatus: number(v) })}
      />
      <StatusSelect
        label={t.paymentMethod}
        value={draft.paymentMethod}
        options={paymentMethodFa}
        onChange={(v) => setDraft({ ...draft, paymentMethod: v })}
      />
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input
          type="checkbox"
          checked={draft.refundOwed === true}
          onChange={(e) => setDraft({ ...draft, refundOwed: e.target.checked ? true : undefined })}
        />
        {t.refundOwedFilter}
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit">{t.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}

export function OrdersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const orders = useQuery({
    queryKey: ['admin', 'orders', search],
    queryFn: ({ signal }) =>
      api.call('adminOrderList', { query: { ...listQuery(search), page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <ListExportLinks
            route="adminExportOrders"
            permission="orders.importExport"
            query={{ ...listQuery(search), page: undefined }}
          />
        }
      />
      <Filters value={search} onApply={(next) => void navigate({ search: next })} />
      <DataTable
        label={t.title}
        columns={columns}
        rows={orders.data?.items}
        total={orders.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: { ...search, page: next } })}
        loading={orders.isFetching}
        getRowId={(order) => String(order.id)}
        empty={t.empty}
      />
    </>
  );
}
