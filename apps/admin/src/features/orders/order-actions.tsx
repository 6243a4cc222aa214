import { useState } from 'react';
import type { AdminOrderAction, AdminOrderDetail } from '@sabad/contract/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { formatNumber, formatToman } from '@/lib/format';
import { tomanToRial } from '@/features/promotions/form-values';
import { ordersFa as t } from './strings';
import type { useOrderAction } from './use-order-action';

type Action = ReturnType<typeof useOrderAction>;

const SIMPLE: Array<{
  action: Exclude<AdminOrderAction, 'ship'>;
  route: 'adminOrderDeliver' | 'adminOrderCancel' | 'adminOrderAcceptCheques' | 'adminOrderRejectCheques';
  label: string;
  description: string;
  destructive?: boolean;
}> = [
  { action: 'deliver', route: 'adminOrderDeliver', label: t.deliver, description: t.deliverDescription },
  {
    action: 'acceptCheques',
    route: 'adminOrderAcceptCheques',
    label: t.acceptCheques,
    description: t.acceptChequesDescription,
  },
  {
    action: 'rejectCheques',
    route: 'adminOrderRejectCheques',
    label: t.rejectCheques,
    description: t.rejectChequesDescription,
    destructive: true,
  },
  { action: 'cancel', route: 'adminOrderCancel', label: t.cancel, description: t.cancelDescription, destructive: true },
];

/** The actions the order allows now (the server says which), each behind a confirm dialog. */
export function OrderActions({ order, act }: { order: AdminOrderDetail; act: Action }) {
  const [tracking, setTracking] = useState('');
  const params = { orderId: order.id };
  const expectedVersion = order.rowVersion;
  if (order.actions.length === 0) return <p className="text-sm text-muted-foreground">{t.noActions}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {order.actions.includes('ship') ? (
        <div className="flex w-full flex-wrap items-end gap-2">
          <FormField label={t.tracking}>
            <Input
              dir="ltr"
              className="w-56"
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              autoComplete="off"
            />
          </FormField>
          <ConfirmDialog
            trigger={<Button disabled={tracking.trim().length < 3}>{t.ship}</Button>}
            title={t.shipTitle}
            description={t.shipDescription(tracking.trim())}
            confirmLabel={t.ship}
            onConfirm={() =>
              act.mutation.mutateAsync(() =>
                api.call('adminOrderShip', { params, body: { expectedVersion, trackingNumber: tracking.trim() } }),
              )
            }
          />
        </div>
      ) : null}
      {order.actions.includes('refund') ? <RefundForm key={order.rowVersion} order={order} act={act} /> : null}
      {SIMPLE.filter((entry) => order.actions.includes(entry.action)).map((entry) => (
        <ConfirmDialog
          key={entry.action}
          trigger={<Button variant={entry.destructive ? 'destructive' : 'outline'}>{entry.label}</Button>}
          title={entry.label}
          description={entry.description}
          confirmLabel={entry.label}
          destructive={entry.destructive}
          onConfirm={() => act.mutation.mutateAsync(() => api.call(entry.route, { params, body: { expectedVersion } }))}
        />
      ))}
    </div>
  );
}

/** Money given back outside the gateway: all that is left to refund unless staff type less. */
function RefundForm({ order, act }: { order: AdminOrderDetail; act: Action }) {
  const refundable = order.totals.refundableRial;
  // Grouped as staff read amounts («۲۸۵٬۰۰۰»); typed back in any digits, with or without the groups.
  const [amount, setAmount] = useState(() => formatNumber(Math.round(refundable / 10)));
  const [reference, setReference] = useState('');
  const amountRial = tomanToRial(amount);
  const valid = amountRial !== null && Number.isInteger(amountRial) && amountRial > 0 && amountRial <= refundable;
  return (
    <div className="grid w-full gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={t.refundAmount}>
          <Input
            className="w-40"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            autoComplete="off"
          />
        </FormField>
        <FormField label={t.refundReference}>
          <Input className="w-72" value={reference} onChange={(e) => setReference(e.target.value)} maxLength={200} />
        </FormField>
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={!valid}>
              {t.refund}
            </Button>
          }
          title={t.refund}
          description={t.refundDescription(formatToman(amountRial ?? 0))}
          confirmLabel={t.refund}
          onConfirm={() =>
            act.mutation.mutateAsync(() =>
              api.call('adminOrderRefund', {
                params: { orderId: order.id },
                body: { expectedVersion: order.rowVersion, amountRial: amountRial ?? 0, reference: reference.trim() },
              }),
            )
          }
        />
      </div>
      <p className="text-xs text-muted-foreground">{t.refundHint(formatToman(refundable))}</p>
    </div>
  );
}

export function NoteForm({ order, act }: { order: AdminOrderDetail; act: Action }) {
  const [note, setNote] = useState('');
  const [visible, setVisible] = useState(false);
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void act.mutation
          .mutateAsync(() =>
            api.call('adminOrderAddNote', {
              params: { orderId: order.id },
              body: { expectedVersion: order.rowVersion, note, visibleToCustomer: visible },
            }),
          )
          .then(() => setNote(''))
          .catch(() => undefined);
      }}
    >
      <FormField label={t.noteLabel}>
        <textarea
          className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required
          maxLength={2000}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {t.noteVisible}
      </label>
      <div>
        <Button type="submit" variant="outline" disabled={act.mutation.isPending || note.trim() === ''}>
          {t.saveNote}
        </Button>
      </div>
    </form>
  );
}
