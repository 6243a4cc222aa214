import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowRight, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { can } from '@/app/require-permission';
import { ConflictNotice } from '@/components/conflict-notice';
import { JalaliDate } from '@/components/jalali-date';
import { LtrIsolate, Num } from '@/components/ltr';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/lib/api';
import { formatJalaliDate, formatNumber, toPersianDigits } from '@/lib/format';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { NoteForm, OrderActions } from './order-actions';
import { orderStatusFa, orderStatusTone, ordersFa as t, paymentStatusFa, shippingStatusFa } from './strings';
import { orderQueryKey, useOrderAction } from './use-order-action';

const route = getRouteApi('/shell/orders/$orderId');

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function OrderPage() {
  const { orderId } = route.useParams();
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'orders.change');
  const order = useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => api.call('adminOrderDetail', { params: { orderId }, signal }),
    throwOnError: true,
  });
  const act = useOrderAction(orderId);
  const data = order.data;
  if (!data) return <p className="text-muted-foreground">{fa.common.loading}</p>;
  const { totals } = data;
  const totalRows: Array<[string, number]> = [
    [t.subtotal, totals.subtotalRial],
    [t.discount, totals.discountRial],
    [t.shipping, totals.shippingRial],
    [t.paymentFee, totals.paymentFeeRial],
    [t.giftCards, totals.giftCardsRial],
    [t.rewardPoints, totals.rewardPointsRial],
  ];
  return (
    <>
      <Link to="/orders" className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowRight className="size-4" aria-hidden="true" />
        {t.back}
      </Link>
      <PageHeader
        // A string title cannot hold <bdi>: the isolate characters keep «۱۴۰۵-۰۰۰۰۱۲» in its order.
        title={t.order(`\u2066${toPersianDigits(data.number)}\u2069`)}
        description={
          <span className="flex flex-wrap gap-2">
            <StatusBadge status={String(data.orderStatus)} labels={orderStatusFa} tones={orderStatusTone} />
            <Badge>{paymentStatusFa[data.paymentStatus]}</Badge>
            <Badge>{shippingStatusFa[data.shippingStatus]}</Badge>
          </span>
        }
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/orders/$orderId/print/$kind" params={{ orderId, kind: 'invoice' }}>
                <Printer className="size-4" aria-hidden="true" />
                {t.invoice}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/orders/$orderId/print/$kind" params={{ orderId, kind: 'packing-slip' }}>
                <Printer className="size-4" aria-hidden="true" />
                {t.packingSlip}
              </Link>
            </Button>
          </>
        }
      />
      {act.conflict ? <ConflictNotice message={act.conflict} onReload={act.reload} reloadLabel={t.reload} /> : null}
      {canChange ? (
        <Section title={t.actions} className="mb-4">
          <OrderActions order={data} act={act} />
        </Section>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t.summary}>
          <dl>
            <Field label={t.customer}>
              <a href={`/admin/customers/${data.customer.id}`} className="text-primary hover:underline">
                {data.customer.name || '—'}
              </a>{' '}
              {data.customer.isGuest ? <Badge>{t.guest}</Badge> : null}
            </Field>
            <Field label={t.mobile}>{data.customer.mobile ? <Num value={data.customer.mobile} /> : '—'}</Field>
            <Field label={t.email}>{data.customer.email ? <LtrIsolate>{data.customer.email}</LtrIsolate> : '—'}</Field>
            <Field label={t.placedAt}>
              <JalaliDate iso={data.createdAt} withTime />
            </Field>
            <Field label={t.paidAt}>{data.paidAt ? <JalaliDate iso={data.paidAt} withTime /> : '—'}</Field>
            <Field label={t.paymentMethod}>{data.paymentMethodName}</Field>
            <Field label={t.shippingMethod}>{data.shippingMethodName ?? '—'}</Field>
            <Field label={t.deliverySlot}>
              {data.deliverySlot
                ? `${formatJalaliDate(`${data.deliverySlot.date}T12:00:00Z`)} ${data.deliverySlot.timeRange}`
                : '—'}
            </Field>
          </dl>
        </Section>
        <Section title={t.totals}>
          <dl>
            {totalRows
              .filter(([, value]) => value !== 0)
              .map(([label, value]) => (
                <Field key={label} label={label}>
                  <Money rial={value} />
                </Field>
              ))}
            <Field label={t.grandTotal}>
              <Money rial={totals.totalRial} className="font-bold" />
            </Field>
            {totals.taxRial > 0 ? (
              <Field label={t.tax}>
                <Money rial={totals.taxRial} />
              </Field>
            ) : null}
            {totals.refundedRial > 0 ? (
              <Field label={t.refunded}>
                <Money rial={totals.refundedRial} />
              </Field>
            ) : null}
            {totals.refundedRial > 0 && totals.refundableRial > 0 ? (
              <Field label={t.refundable}>
                <Money rial={totals.refundableRial} />
              </Field>
            ) : null}
          </dl>
        </Section>
        <Section title={t.lines} className="lg:col-span-2">
          <ul className="divide-y divide-border">
            {data.lines.map((line) => (
              <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  {line.productName}
                  {line.attributes ? (
                    <span className="block whitespace-pre-line text-xs text-muted-foreground">{line.attributes}</span>
                  ) : null}
                </span>
                <span className="flex flex-wrap gap-3">
                  {line.sku ? <Num value={line.sku} className="text-muted-foreground" /> : null}
                  <span>
                    {formatNumber(line.quantity)} × <Money rial={line.unitPriceRial} />
                  </span>
                  <Money rial={line.lineTotalRial} className="font-medium" />
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t.addresses}>
          {data.addresses.map((address) => (
            <div key={address.kind} className="mb-3 text-sm last:mb-0">
              <p className="font-medium">{address.kind === 'billing' ? t.billing : t.shippingAddress}</p>
              <p>
                {address.firstName} {address.lastName} · <Num value={address.phoneNumber} />
              </p>
              <p>
                {[address.province, address.city, address.address1, address.address2].filter(Boolean).join('، ')} ·{' '}
                <Num value={address.zipPostalCode} />
              </p>
            </div>
          ))}
        </Section>
        <Section title={t.shipments}>
          {data.shipments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noShipments}</p>
          ) : (
            <ul className="text-sm">
              {data.shipments.map((shipment) => (
                <li key={shipment.id} className="py-1">
                  {t.tracking}: <Num value={shipment.trackingNumber} className="font-medium" /> · {t.shippedAt}{' '}
                  <JalaliDate iso={shipment.shippedAt} />
                  {shipment.deliveredAt ? (
                    <>
                      {' '}
                      · {t.deliveredAt} <JalaliDate iso={shipment.deliveredAt} />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t.payments}>
          {data.payments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noPayments}</p>
          ) : (
            <ul className="text-sm">
              {data.payments.map((payment) => (
                <li key={payment.id} className="py-1">
                  <Money rial={payment.amountRial} /> · {payment.status}
                  {payment.referenceId ? (
                    <>
                      {' '}
                      · {t.reference} <Num value={payment.referenceId} />
                    </>
                  ) : null}{' '}
                  · <JalaliDate iso={payment.createdAt} withTime />
                </li>
              ))}
            </ul>
          )}
        </Section>
        {data.cheques.length > 0 ? (
          <Section title={t.cheques}>
            <ul className="text-sm">
              {data.cheques.map((cheque) => (
                <li key={cheque.id} className="py-1">
                  {cheque.holder} · {t.chequeSerial} <Num value={cheque.serial} /> · <Money rial={cheque.amountRial} />{' '}
                  · {t.chequeDue} {formatJalaliDate(`${cheque.dueDate}T12:00:00Z`)} ·{' '}
                  <Badge
                    tone={
                      cheque.status === 'accepted' ? 'success' : cheque.status === 'rejected' ? 'danger' : 'warning'
                    }
                  >
                    {t.chequeStatus[cheque.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <Section title={t.notes} className="lg:col-span-2">
          {data.notes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noNotes}</p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {data.notes.map((note) => (
                <li key={note.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="min-w-0 whitespace-pre-line">{note.note}</span>
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    <Badge tone={note.visibleToCustomer ? 'info' : 'neutral'}>
                      {note.visibleToCustomer ? t.visibleToCustomer : t.privateNote}
                    </Badge>
                    <JalaliDate iso={note.createdAt} withTime />
                  </span>
                </li>
              ))}
            </ul>
          )}
          {canChange ? <NoteForm order={data} act={act} /> : null}
        </Section>
        <Section title={t.audit} className="lg:col-span-2">
          {data.audit.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noAudit}</p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {data.audit.map((entry) => (
                <li key={`${entry.at}-${entry.action}`} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>{t.auditActions[entry.action] ?? entry.action}</span>
                  <span className="flex gap-2 text-xs text-muted-foreground">
                    <LtrIsolate>{entry.staffEmail}</LtrIsolate>
                    <JalaliDate iso={entry.at} withTime />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}
