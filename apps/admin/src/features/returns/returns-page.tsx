import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminReturnStatus, AdminRouteResponse } from '@sabad/contract/admin';
import { DataTable } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { JalaliDate } from '@/components/jalali-date';
import { Num } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { RETURN_STATUSES, returnStatusFa, returnStatusTone, returnsFa as t } from './strings';

type Request = AdminRouteResponse<'adminListReturns'>['items'][number];

const route = getRouteApi('/shell/returns');
const PAGE_SIZE = 20;

const columns: ColumnDef<Request>[] = [
  {
    id: 'number',
    header: t.number,
    cell: ({ row }) => (
      <Link
        to="/returns/$returnId"
        params={{ returnId: row.original.id }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        <Num value={row.original.number} />
      </Link>
    ),
  },
  {
    id: 'product',
    header: t.product,
    cell: ({ row }) => `${row.original.productName} × ${formatNumber(row.original.quantity)}`,
  },
  { id: 'customer', header: t.customer, meta: { hideOnPhone: true }, cell: ({ row }) => row.original.customerName },
  {
    id: 'order',
    header: t.order,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <Num value={row.original.orderNumber} />,
  },
  {
    id: 'createdAt',
    header: t.createdAt,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <JalaliDate iso={row.original.createdAt} className="whitespace-nowrap" />,
  },
  {
    id: 'status',
    header: t.status,
    cell: ({ row }) => <StatusBadge status={row.original.status} labels={returnStatusFa} tones={returnStatusTone} />,
  },
];

export function ReturnsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const requests = useQuery({
    queryKey: ['admin', 'returns', search],
    queryFn: ({ signal }) =>
      api.call('adminListReturns', {
        query: { page, pageSize: PAGE_SIZE, ...(search.status ? { status: search.status } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="mb-4 max-w-xs">
        <FormField label={t.status}>
          <NativeSelect
            value={search.status ?? ''}
            onChange={(e) =>
              void navigate({ search: { status: (e.target.value || undefined) as AdminReturnStatus | undefined } })
            }
          >
            <option value="">{t.allStatuses}</option>
            {RETURN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {returnStatusFa[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <DataTable
        label={t.title}
        columns={columns}
        rows={requests.data?.items}
        total={requests.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: { ...search, page: next } })}
        loading={requests.isFetching}
        getRowId={(request) => String(request.id)}
        empty={t.empty}
      />
    </>
  );
}
