import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { can } from '@/app/require-permission';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { JalaliDate } from '@/components/jalali-date';
import { LtrIsolate, Num } from '@/components/ltr';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ConflictNotice } from '@/components/conflict-notice';
import { toast } from '@/components/toaster';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { CustomerPoints } from './customer-points';
import { CustomerAffiliate } from './customer-affiliate';
import { customersFa as t, orderStatusFa } from './strings';
import { customerQueryKey, useCustomerChange } from './use-customer-change';

const route = getRouteApi('/shell/customers/$customerId');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function CustomerPage() {
  const { customerId } = route.useParams();
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'customers.change');
  const customer = useQuery({
    queryKey: customerQueryKey(customerId),
    queryFn: ({ signal }) => api.call('adminGetCustomer', { params: { id: customerId }, signal }),
    throwOnError: true,
  });
  const blocked = useCustomerChange(customerId, (block: boolean) =>
    api.call('adminChangeCustomerBlocked', {
      params: { id: customerId },
      body: { blocked: block, expectedVersion: customer.data?.rowVersion ?? 0 },
    }),
  );
  const data = customer.data;
  if (!data) return <p className="text-muted-foreground">{fa.common.loading}</p>;
  const name = `${data.firstName} ${data.lastName}`.trim() || t.noName;
  return (
    <>
      <Link to="/customers" className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowRight className="size-4" aria-hidden="true" />
        {t.back}
      </Link>
      <PageHeader
        title={name}
        description={data.blocked ? <Badge tone="danger">{t.blocked}</Badge> : <Badge tone="success">{t.active}</Badge>}
        actions={
          canChange ? (
            <ConfirmDialog
              trigger={
                <Button variant={data.blocked ? 'outline' : 'destructive'}>{data.blocked ? t.unblock : t.block}</Button>
              }
              title={data.blocked ? t.unblock : t.block}
              description={data.blocked ? t.unblockConfirm : t.blockConfirm}
              destructive={!data.blocked}
              confirmLabel={data.blocked ? t.unblock : t.block}
              onConfirm={async () => {
                await blocked.mutation.mutateAsync(!data.blocked);
                toast.success(data.blocked ? t.unblockedNow : t.blockedNow);
              }}
            />
          ) : null
        }
      />
      {blocked.conflict ? (
        <ConflictNotice message={blocked.conflict} onReload={blocked.reload} reloadLabel={t.reload} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t.profile}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <Field label={t.mobile}>{data.mobile ? <Num value={data.mobile} /> : '—'}</Field>
              <Field label={t.email}>{data.email ? <LtrIsolate>{data.email}</LtrIsolate> : '—'}</Field>
              <Field label={t.registered}>
                <JalaliDate iso={data.registeredAt} />
              </Field>
              <Field label={t.lastActivity}>
                <JalaliDate iso={data.lastActivityAt} withTime />
              </Field>
              <Field label={t.roles}>
                <span className="flex flex-wrap gap-1">
                  {data.roles.map((role) => (
                    <Badge key={role.systemName}>{role.name}</Badge>
                  ))}
                </span>
              </Field>
            </dl>
          </CardContent>
        </Card>
        <CustomerPoints customer={data} canChange={canChange} />
        <Card>
          <CardHeader>
            <CardTitle>
              {t.orders} ({t.ordersCount(formatNumber(data.orderCount))})
            </CardTitle>
          </CardHeader>
          <CardContent>
            {data.orders.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.noOrders}</p>
            ) : (
              <ul className="divide-y divide-border">
                {data.orders.map((order) => (
                  <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    {/* The orders screen is another feature's: a plain link, so this one imports nothing of it. */}
                    <a href={`/admin/orders/${order.id}`} className="text-primary hover:underline">
                      <Num value={order.number} />
                    </a>
                    <JalaliDate iso={order.createdAt} />
                    <span>{orderStatusFa[order.orderStatus] ?? order.orderStatus}</span>
                    <Money rial={order.total} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <CustomerAffiliate customer={data} canChange={canChange} />
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t.addresses}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.addresses.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.noAddresses}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {data.addresses.map((address) => (
                  <li key={address.id} className="rounded-md border border-border p-3 text-sm">
                    <p className="font-medium">{address.name}</p>
                    <p>
                      {address.province}، {address.city}، {address.address}
                    </p>
                    <p className="mt-1 text-muted-foreground">
                      <Num value={address.phone} /> · <Num value={address.zipPostalCode} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
