import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { JalaliDate } from '@/components/jalali-date';
import { LtrIsolate } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { toast, toastError } from '@/components/toaster';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { toPersianDigits } from '@/lib/format';
import { authFa } from './strings';

type Session = AdminRouteResponse<'adminListSessions'>['items'][number];

const sessionsQuery = queryOptions({
  queryKey: ['admin', 'sessions'],
  queryFn: ({ signal }) => api.call('adminListSessions', { signal }),
});

export function SessionsPage() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ ...sessionsQuery, throwOnError: true });
  const revoke = useMutation({
    mutationFn: (id: number) => api.call('adminRevokeSession', { params: { id } }),
    onSuccess: async () => {
      toast.success(authFa.revoked);
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
    onError: toastError,
  });
  const columns: ColumnDef<Session>[] = [
    {
      id: 'device',
      header: authFa.device,
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <span className="max-w-md text-xs break-words" dir="ltr">
            {row.original.userAgent || '—'}
          </span>
          {row.original.current ? <Badge tone="success">{authFa.thisSession}</Badge> : null}
        </div>
      ),
    },
    {
      id: 'ip',
      header: authFa.ip,
      cell: ({ row }) => <LtrIsolate>{toPersianDigits(row.original.ip)}</LtrIsolate>,
    },
    {
      id: 'createdAt',
      header: authFa.createdAt,
      meta: { hideOnPhone: true },
      cell: ({ row }) => <JalaliDate iso={row.original.createdAt} withTime />,
    },
    {
      id: 'lastSeenAt',
      header: authFa.lastSeenAt,
      cell: ({ row }) => <JalaliDate iso={row.original.lastSeenAt} withTime />,
    },
    {
      id: 'expiresAt',
      header: authFa.expiresAt,
      meta: { hideOnPhone: true },
      cell: ({ row }) => <JalaliDate iso={row.original.expiresAt} withTime />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{authFa.revoke}</span>,
      enableHiding: false,
      cell: ({ row }) =>
        row.original.current ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                {authFa.revoke}
              </Button>
            }
            title={authFa.revokeConfirm}
            description={authFa.revokeConfirmText}
            confirmLabel={authFa.revoke}
            destructive
            onConfirm={() => revoke.mutateAsync(row.original.id)}
          />
        ),
    },
  ];
  const items = sessions.data?.items;
  return (
    <>
      <PageHeader title={authFa.sessionsTitle} description={authFa.sessionsDescription} />
      <DataTable
        label={authFa.sessionsTitle}
        columns={columns}
        rows={items}
        total={items?.length ?? 0}
        page={1}
        pageSize={Math.max(1, items?.length ?? 1)}
        onPageChange={() => {}}
        loading={sessions.isPending}
        getRowId={(session) => String(session.id)}
      />
    </>
  );
}
