import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminDiscountDetail, AdminDiscountUsage } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConflictNotice } from '@/components/conflict-notice';
import { DataTable } from '@/components/data-table';
import { JalaliDate } from '@/components/jalali-date';
import { Money } from '@/components/money';
import { Num } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { toast, toastError } from '@/components/toaster';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { DiscountForm, type bodyOf } from './discount-form';
import { DiscountStatus } from './discounts-page';
import { promotionsFa as t } from './strings';

type Body = ReturnType<typeof bodyOf>;
const route = getRouteApi('/shell/promotions/discounts/$discountId');
const discountKey = (id: number) => ['admin', 'discount', id] as const;
const USAGE_PAGE_SIZE = 20;

function BackLink() {
  return (
    <Link
      to="/promotions/discounts"
      className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowRight className="size-4" aria-hidden="true" />
      {t.backToDiscounts}
    </Link>
  );
}

/** A refusal the form cannot foresee (a taken code): its Persian message above the form. */
function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
      {errorMessage(error)}
    </p>
  );
}

export function NewDiscountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: Body) => api.call('adminCreateDiscount', { body }),
    onSuccess: (created) => {
      queryClient.setQueryData(discountKey(created.id), created);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'discounts'] });
      toast.success(t.created);
      void navigate({ to: '/promotions/discounts/$discountId', params: { discountId: created.id } });
    },
  });
  return (
    <>
      <BackLink />
      <PageHeader title={t.newDiscount} description={t.discountsDescription} />
      <SaveError error={create.error} />
      <Card>
        <CardContent className="pt-6">
          <DiscountForm submitLabel={t.create} onSubmit={(body) => create.mutateAsync(body)} />
        </CardContent>
      </Card>
    </>
  );
}

/** The order and the customer link to their pages only for staff who may open them. */
function usageColumns(links: { orders: boolean; customers: boolean }): ColumnDef<AdminDiscountUsage>[] {
  return [
    {
      id: 'order',
      header: t.order,
      cell: ({ row }) =>
        links.orders ? (
          <Link
            to="/orders/$orderId"
            params={{ orderId: row.original.orderId }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            <Num value={row.original.orderNumber} />
          </Link>
        ) : (
          <Num value={row.original.orderNumber} />
        ),
    },
    {
      id: 'when',
      header: t.when,
      cell: ({ row }) => <JalaliDate iso={row.original.usedAt} withTime className="whitespace-nowrap" />,
    },
    {
      id: 'customer',
      header: t.customer,
      meta: { hideOnPhone: true },
      cell: ({ row }) =>
        links.customers ? (
          <Link
            to="/customers/$customerId"
            params={{ customerId: row.original.customerId }}
            className="text-primary underline-offset-4 hover:underline"
          >
            {row.original.customerName || '—'}
          </Link>
        ) : (
          row.original.customerName || '—'
        ),
    },
    { id: 'amount', header: t.amountTaken, cell: ({ row }) => <Money rial={row.original.amount} /> },
  ];
}

function UsageHistory({ discount }: { discount: AdminDiscountDetail }) {
  const [page, setPage] = useState(1);
  const me = useQuery(meQueryOptions(api)).data;
  const orders = can(me, 'orders.view');
  const customers = can(me, 'customers.view');
  const columns = useMemo(() => usageColumns({ orders, customers }), [orders, customers]);
  const usages = useQuery({
    queryKey: ['admin', 'discount', discount.id, 'usages', page],
    queryFn: ({ signal }) =>
      api.call('adminListDiscountUsages', {
        params: { id: discount.id },
        query: { page, pageSize: USAGE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {t.usage} ({t.usageSummary(formatNumber(discount.usageCount))})
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {t.usedAmount}: <Money rial={discount.usedAmount} />
        </p>
      </CardHeader>
      <CardContent>
        <DataTable
          label={t.usage}
          columns={columns}
          rows={usages.data?.items}
          total={usages.data?.total ?? 0}
          page={page}
          pageSize={USAGE_PAGE_SIZE}
          onPageChange={setPage}
          loading={usages.isFetching}
          getRowId={(usage) => String(usage.id)}
          empty={t.noUsage}
        />
      </CardContent>
    </Card>
  );
}

export function DiscountPage() {
  const { discountId } = route.useParams();
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'promotions.change');
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const discount = useQuery({
    queryKey: discountKey(discountId),
    queryFn: ({ signal }) => api.call('adminGetDiscount', { params: { id: discountId }, signal }),
    throwOnError: true,
  });
  const saved = (next: AdminDiscountDetail) => {
    setConflict(null);
    queryClient.setQueryData(discountKey(discountId), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'discounts'] });
  };
  const failed = (error: unknown) => {
    if (isApiError(error, 409)) setConflict(error.message);
  };
  const update = useMutation({
    mutationFn: (body: Body) =>
      api.call('adminUpdateDiscount', {
        params: { id: discountId },
        body: { ...body, expectedVersion: discount.data?.rowVersion ?? 0 },
      }),
    onSuccess: (next) => {
      saved(next);
      toast.success(t.saved);
    },
    onError: failed,
  });
  const active = useMutation({
    mutationFn: (on: boolean) =>
      api.call('adminChangeDiscountActive', {
        params: { id: discountId },
        body: { active: on, expectedVersion: discount.data?.rowVersion ?? 0 },
      }),
    onSuccess: (next) => {
      saved(next);
      toast.success(next.active ? t.activated : t.deactivated);
    },
    onError: (error) => {
      failed(error);
      if (!isApiError(error, 409)) toastError(error);
    },
  });
  const data = discount.data;
  if (!data) return <p className="text-muted-foreground">{fa.common.loading}</p>;
  return (
    <>
      <BackLink />
      <PageHeader
        title={`${t.code} ${data.code}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <DiscountStatus status={data.status} />
            {data.requiresCode ? null : <Badge tone="info">{t.automatic}</Badge>} {data.name} · {t.createdAt}{' '}
            <JalaliDate iso={data.createdAt} />
          </span>
        }
        actions={
          canChange ? (
            <ConfirmDialog
              trigger={
                <Button variant={data.active ? 'destructive' : 'outline'}>
                  {data.active ? t.deactivate : t.activate}
                </Button>
              }
              title={data.active ? t.deactivate : t.activate}
              description={data.active ? t.deactivateConfirm : t.activateConfirm}
              destructive={data.active}
              confirmLabel={data.active ? t.deactivate : t.activate}
              onConfirm={() => active.mutateAsync(!data.active)}
            />
          ) : null
        }
      />
      {conflict ? (
        <ConflictNotice
          message={conflict}
          reloadLabel={t.reload}
          onReload={() => {
            setConflict(null);
            void queryClient.invalidateQueries({ queryKey: discountKey(discountId) });
          }}
        />
      ) : null}
      {update.error && !isApiError(update.error, 409) ? <SaveError error={update.error} /> : null}
      <div className="grid gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{t.details}</CardTitle>
          </CardHeader>
          <CardContent>
            {/* A fresh copy (after a save or a reload) starts the form again from what the server holds. */}
            <DiscountForm
              key={data.rowVersion}
              discount={data}
              disabled={!canChange}
              submitLabel={t.save}
              onSubmit={(body) => update.mutateAsync(body)}
            />
          </CardContent>
        </Card>
        <UsageHistory discount={data} />
      </div>
    </>
  );
}
