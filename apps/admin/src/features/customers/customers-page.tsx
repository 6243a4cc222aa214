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
import { LtrIsolate, Num } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';
import type { CustomersSearch } from './customers-route';
import { customersFa as t } from './strings';
import { useFilterDraft } from '@/lib/use-filter-draft';

type Customer = AdminRouteResponse<'adminListCustomers'>['items'][number];

const route = getRouteApi('/shell/customers');
const PAGE_SIZE = 20;

const columns: ColumnDef<Customer>[] = [
  {
    id: 'name',
    header: t.name,
    cell: ({ row }) => (
      <Link
        to="/customers/$customerId"
        params={{ customerId: row.original.id }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {row.original.name || t.noName}
      </Link>
    ),
  },
  {
    id: 'mobile',
    header: t.mobile,
    cell: ({ row }) => (row.original.mobile ? <Num value={row.original.mobile} /> : '—'),
  },
  {
    id: 'email',
    header: t.email,
    meta: { hideOnPhone: true },
    cell: ({ row }) => (row.original.email ? <LtrIsolate className="break-all">{row.original.email}</LtrIsolate> : '—'),
  },
  {
    id: 'registered',
    header: t.registered,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <JalaliDate iso={row.original.registeredAt} className="whitespace-nowrap" />,
  },
  {
    id: 'status',
    header: t.status,
    cell: ({ row }) =>
      row.original.blocked ? <Badge tone="danger">{t.blocked}</Badge> : <Badge tone="success">{t.active}</Badge>,
  },
];

function Filters({ value, onApply }: { value: CustomersSearch; onApply: (search: CustomersSearch) => void }) {
  const [draft, setDraft] = useFilterDraft(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() || undefined, page: undefined });
  }
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
          // A mobile number typed here reads left to right; a name right to left.
          dir="auto"
          placeholder={t.qPlaceholder}
          value={draft.q ?? ''}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </FormField>
      <FormField label={t.status}>
        <NativeSelect
          value={draft.status ?? ''}
          onChange={(e) => setDraft({ ...draft, status: (e.target.value || undefined) as CustomersSearch['status'] })}
        >
          <option value="">{t.statusAll}</option>
          <option value="active">{t.active}</option>
          <option value="blocked">{t.blocked}</option>
        </NativeSelect>
      </FormField>
      <div className="grid gap-2">
        <Label asChild>
          <span>{t.registered}</span>
        </Label>
        <JalaliDateRangePicker
          label={t.registered}
          value={{ from: draft.from, to: draft.to }}
          onChange={(range) => setDraft({ ...draft, from: range.from, to: range.to })}
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">{t.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}

export function CustomersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const customers = useQuery({
    queryKey: ['admin', 'customers', search],
    queryFn: ({ signal }) =>
      api.call('adminListCustomers', {
        query: {
          page,
          pageSize: PAGE_SIZE,
          ...(search.q ? { q: search.q } : {}),
          ...(search.status ? { status: search.status } : {}),
          ...(search.from ? { registeredFrom: search.from } : {}),
          ...(search.to ? { registeredTo: search.to } : {}),
        },
        signal,
      }),
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
            route="adminExportCustomers"
            permission="customers.importExport"
            query={{ q: search.q, status: search.status, registeredFrom: search.from, registeredTo: search.to }}
          />
        }
      />
      <Filters value={search} onApply={(next) => void navigate({ search: next })} />
      <DataTable
        label={t.title}
        columns={columns}
        rows={customers.data?.items}
        total={customers.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: { ...search, page: next } })}
        loading={customers.isFetching}
        getRowId={(customer) => String(customer.id)}
        empty={t.empty}
      />
    </>
  );
}
