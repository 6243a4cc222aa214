import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminReturnChange, AdminReturnDetail, AdminReturnStatus } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormField } from '@/components/form-field';
import { JalaliDate } from '@/components/jalali-date';
import { LtrIsolate, Num } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { toast, toastError } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/api';
import { formatNumber, toPersianDigits } from '@/lib/format';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { RETURN_STATUSES, returnStatusFa, returnStatusTone, returnsFa as t } from './strings';

const route = getRouteApi('/shell/returns/$returnId');
const queryKey = (id: number) => ['admin', 'return', id] as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function ChangeForm({ request }: { request: AdminReturnDetail }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AdminReturnStatus>(request.status);
  const [note, setNote] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: AdminReturnChange) => api.call('adminChangeReturn', { params: { id: request.id }, body }),
    onSuccess: (fresh) => {
      setConflict(null);
      setNote('');
      queryClient.setQueryData(queryKey(request.id), fresh);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'returns'] });
      toast.success(t.saved);
    },
    onError: (error) => {
      if (isApiError(error, 409)) setConflict(error.message);
      else toastError(error);
    },
  });
  const statusChanges = status !== request.status;
  const ready = statusChanges || note.trim() !== '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.change}</CardTitle>
      </CardHeader>
      <CardContent>
        {conflict ? (
          <ConflictNotice
            message={conflict}
            reloadLabel={t.reload}
            onReload={() => {
              setConflict(null);
              void queryClient.invalidateQueries({ queryKey: queryKey(request.id) });
            }}
          />
        ) : null}
        <div className="grid gap-3">
          <FormField label={t.newStatus}>
            <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as AdminReturnStatus)}>
              {RETURN_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {returnStatusFa[option]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {status === 'ItemsRefunded' ? (
            <p className="text-sm text-muted-foreground">
              {t.refundOnOrder}{' '}
              <a href={`/admin/orders/${request.orderId}`} className="text-primary hover:underline">
                {t.refundOnOrderLink}
              </a>
            </p>
          ) : null}
          <FormField label={t.note}>
            <textarea
              className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm"
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </FormField>
          <div>
            <ConfirmDialog
              trigger={<Button disabled={!ready}>{t.save}</Button>}
              title={t.confirmTitle}
              description={
                statusChanges ? t.confirmStatus(returnStatusFa[request.status], returnStatusFa[status]) : t.confirmNote
              }
              onConfirm={() =>
                change.mutateAsync({
                  status,
                  seenStatus: request.status,
                  seenUpdatedAt: request.updatedAt,
                  ...(note.trim() ? { note: note.trim() } : {}),
                })
              }
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

export function ReturnPage() {
  const { returnId } = route.useParams();
  const me = useQuery(meQueryOptions(api)).data;
  const request = useQuery({
    queryKey: queryKey(returnId),
    queryFn: ({ signal }) => api.call('adminGetReturn', { params: { id: returnId }, signal }),
    throwOnError: true,
  });
  const data = request.data;
  if (!data) return <p className="text-muted-foreground">{fa.common.loading}</p>;
  return (
    <>
      <Link to="/returns" className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowRight className="size-4" aria-hidden="true" />
        {t.back}
      </Link>
      <PageHeader
        title={t.request(toPersianDigits(data.number))}
        description={<StatusBadge status={data.status} labels={returnStatusFa} tones={returnStatusTone} />}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t.product}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <Field label={t.product}>
                {data.productName} × {formatNumber(data.quantity)}
                {data.attributes ? <span className="block text-muted-foreground">{data.attributes}</span> : null}
              </Field>
              <Field label={t.order}>
                <a href={`/admin/orders/${data.orderId}`} className="text-primary hover:underline">
                  <Num value={data.orderNumber} />
                </a>
              </Field>
              <Field label={t.customer}>
                <Link
                  to="/customers/$customerId"
                  params={{ customerId: data.customerId }}
                  className="text-primary hover:underline"
                >
                  {data.customerName}
                </Link>
              </Field>
              <Field label={t.contact}>
                {data.customerMobile ? <Num value={data.customerMobile} /> : null}{' '}
                {data.customerEmail ? <LtrIsolate className="break-all">{data.customerEmail}</LtrIsolate> : null}
              </Field>
              <Field label={t.createdAt}>
                <JalaliDate iso={data.createdAt} withTime />
              </Field>
              <Field label={t.reason}>{data.reason}</Field>
              <Field label={t.action}>{data.requestedAction}</Field>
              <Field label={t.comments}>{data.customerComments || t.noComments}</Field>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t.photo}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.pictureUrl ? (
              <a href={data.pictureUrl} target="_blank" rel="noreferrer">
                <img
                  src={data.pictureUrl}
                  alt={t.photoAlt}
                  className="max-h-80 rounded-md border border-border object-contain"
                />
              </a>
            ) : (
              <p className="text-sm text-muted-foreground">{t.noPhoto}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t.notes}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.staffNotes.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.noNotes}</p>
            ) : (
              <ul className="divide-y divide-border text-sm">
                {data.staffNotes.map((note, index) => (
                  <li key={index} className="py-2">
                    {note.at ? <JalaliDate iso={note.at} withTime className="block text-muted-foreground" /> : null}
                    {note.text}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {can(me, 'returns.change') ? <ChangeForm key={data.updatedAt} request={data} /> : null}
      </div>
    </>
  );
}
