import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import type { StaffArea } from '@sabad/contract/admin/permissions';
import { DataTable } from '@/components/data-table';
import { JalaliDate } from '@/components/jalali-date';
import { LtrIsolate, Num } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { api } from '@/lib/api';
import { AREA_LABELS } from '@/lib/areas';
import { toPersianDigits } from '@/lib/format';
import { AuditChange } from './audit-change';
import { AuditFilters } from './audit-filters';
import { auditFa } from './strings';

type Entry = AdminRouteResponse<'adminAuditLog'>['items'][number];

const route = getRouteApi('/shell/audit-log');

const PAGE_SIZE = 20;

const columns: ColumnDef<Entry>[] = [
  {
    id: 'at',
    header: auditFa.at,
    cell: ({ row }) => <JalaliDate iso={row.original.at} withTime className="whitespace-nowrap" />,
  },
  {
    id: 'staff',
    header: auditFa.staff,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <LtrIsolate className="break-all">{row.original.staffEmail}</LtrIsolate>,
  },
  {
    id: 'ip',
    header: auditFa.ip,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <LtrIsolate>{toPersianDigits(row.original.ip)}</LtrIsolate>,
  },
  {
    id: 'area',
    header: auditFa.area,
    meta: { hideOnPhone: true },
    cell: ({ row }) => AREA_LABELS[row.original.area as StaffArea] ?? row.original.area,
  },
  {
    id: 'entity',
    header: auditFa.entity,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <LtrIsolate className="font-mono text-xs">{row.original.entityType}</LtrIsolate>{' '}
        <Num value={row.original.entityId} />
      </span>
    ),
  },
  {
    id: 'action',
    header: auditFa.action,
    cell: ({ row }) => <LtrIsolate className="font-mono text-xs">{row.original.action}</LtrIsolate>,
  },
  {
    id: 'change',
    header: auditFa.change,
    cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
  },
];

export function AuditLogPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const entries = useQuery({
    queryKey: ['admin', 'audit-log', search],
    queryFn: ({ signal }) => api.call('adminAuditLog', { query: { ...search, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  return (
    <>
      <PageHeader title={auditFa.title} description={auditFa.description} />
      <AuditFilters value={search} onApply={(filter) => void navigate({ search: filter })} />
      <DataTable
        label={auditFa.title}
        columns={columns}
        rows={entries.data?.items}
        total={entries.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: { ...search, page: next } })}
        loading={entries.isFetching}
        getRowId={(entry) => String(entry.id)}
        empty={auditFa.empty}
      />
    </>
  );
}
