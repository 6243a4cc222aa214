import { useState, type FormEvent } from 'react';
import type { AdminCustomerDetail } from '@sabad/contract/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { JalaliDate } from '@/components/jalali-date';
import { toast } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { formatNumber, toPersianDigits } from '@/lib/format';
import { toLatinDigits } from '@sabad/contract';
import { useCustomerChange } from './use-customer-change';
import { customersFa as t } from './strings';

const signed = (points: number) => (points > 0 ? `+${formatNumber(points)}` : `−${formatNumber(-points)}`);

export function CustomerPoints({ customer, canChange }: { customer: AdminCustomerDetail; canChange: boolean }) {
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const adjust = useCustomerChange(customer.id, (input: { points: number; reason: string }) =>
    api.call('adminAdjustRewardPoints', { params: { id: customer.id }, body: input }),
  );
  const value = Number(toLatinDigits(points.trim()).replace(/^−/, '-'));
  const valid = Number.isInteger(value) && value !== 0 && reason.trim() !== '';
  function check(event: FormEvent) {
    event.preventDefault();
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.points}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-lg">
          {t.balance}: <strong>{formatNumber(customer.rewardPoints.balance)}</strong> {t.pointsUnit}
        </p>
        {customer.rewardPoints.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noHistory}</p>
        ) : (
          <ul className="mb-3 divide-y divide-border text-sm">
            {customer.rewardPoints.history.map((entry, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-2 py-1.5">
                <bdi dir="ltr" className={entry.points < 0 ? 'text-destructive' : 'text-success'}>
                  {signed(entry.points)}
                </bdi>
                <span className="min-w-0 flex-1">{entry.message}</span>
                <JalaliDate iso={entry.createdAt} className="text-muted-foreground" />
              </li>
            ))}
          </ul>
        )}
        {canChange ? (
          <form
            onSubmit={check}
            aria-label={t.adjust}
            className="grid gap-3 border-t border-border pt-3 sm:grid-cols-2"
          >
            <FormField label={t.adjustPoints} error={error}>
              <Input dir="ltr" inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} />
            </FormField>
            <FormField label={t.adjustReason}>
              <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <div className="sm:col-span-2">
              <ConfirmDialog
                trigger={
                  <Button type="button" disabled={!valid}>
                    {t.adjust}
                  </Button>
                }
                title={t.adjust}
                description={valid ? t.adjustConfirm(toPersianDigits(signed(value))) : undefined}
                onConfirm={async () => {
                  setError(undefined);
                  try {
                    await adjust.mutation.mutateAsync({ points: value, reason: reason.trim() });
                  } catch (failure) {
                    if (failure instanceof Error) setError(failure.message);
                    throw failure;
                  }
                  setPoints('');
                  setReason('');
                  toast.success(t.adjusted);
                }}
              />
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
