import { useState } from 'react';
import type { AdminCustomerDetail } from '@sabad/contract/admin';
import { toLatinDigits } from '@sabad/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormField } from '@/components/form-field';
import { LtrIsolate } from '@/components/ltr';
import { toast } from '@/components/toaster';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useCustomerChange } from './use-customer-change';
import { customersFa as t } from './strings';

export function CustomerAffiliate({ customer, canChange }: { customer: AdminCustomerDetail; canChange: boolean }) {
  const { affiliate } = customer;
  const [rate, setRate] = useState(affiliate.commissionRate === null ? '' : formatNumber(affiliate.commissionRate));
  const change = useCustomerChange(customer.id, (input: { enabled: boolean; commissionRate?: number }) =>
    api.call('adminChangeAffiliate', {
      params: { id: customer.id },
      body: { ...input, expectedVersion: customer.rowVersion },
    }),
  );
  const rateValue = Number(toLatinDigits(rate.trim()).replace('٫', '.'));
  const rateValid = rate.trim() === '' || (Number.isFinite(rateValue) && rateValue >= 0 && rateValue <= 100);
  async function save(enabled: boolean) {
    await change.mutation.mutateAsync({
      enabled,
      ...(enabled && rate.trim() !== '' ? { commissionRate: rateValue } : {}),
    });
    toast.success(t.affiliateSaved);
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.affiliate}</CardTitle>
      </CardHeader>
      <CardContent>
        {change.conflict ? (
          <ConflictNotice message={change.conflict} onReload={change.reload} reloadLabel={t.reload} />
        ) : null}
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          {affiliate.enabled ? <Badge tone="success">{t.affiliateOn}</Badge> : <Badge>{t.affiliateOff}</Badge>}
          {affiliate.code ? (
            <>
              {t.affiliateCode}: <LtrIsolate className="font-mono">{affiliate.code}</LtrIsolate>
            </>
          ) : null}
          {affiliate.enabled && affiliate.commissionRate !== null ? (
            <>
              · {t.commissionRate}: {formatNumber(affiliate.commissionRate)}
              {t.percent}
            </>
          ) : null}
        </p>
        {canChange ? (
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-end">
            <FormField label={t.commissionRate} error={rateValid ? undefined : 'درصد پورسانت باید بین ۰ تا ۱۰۰ باشد.'}>
              <Input dir="ltr" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={!rateValid || change.mutation.isPending}
                onClick={() => void save(true).catch(() => undefined)}
              >
                {affiliate.enabled ? t.saveRate : t.enableAffiliate}
              </Button>
              {affiliate.enabled ? (
                <ConfirmDialog
                  trigger={<Button variant="outline">{t.disableAffiliate}</Button>}
                  title={t.disableAffiliate}
                  description={t.disableAffiliateConfirm}
                  destructive
                  onConfirm={() => save(false)}
                />
              ) : null}
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
