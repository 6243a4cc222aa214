import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminRouteResponse, ShippingRates } from '@sabad/contract/admin';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormField } from '@/components/form-field';
import { toast } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LtrIsolate } from '@/components/ltr';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { numberFrom, numberText, rialFrom, tomanText } from './numbers';
import { settingsFa as t } from './strings';

type Method = AdminRouteResponse<'adminListShippingMethods'>['items'][number];
const methodsKey = ['admin', 'settings', 'shipping-methods'] as const;

export function ShippingMethods({ canChange }: { canChange: boolean }) {
  const methods = useQuery({
    queryKey: methodsKey,
    queryFn: ({ signal }) => api.call('adminListShippingMethods', { signal }),
    throwOnError: true,
  });
  return (
    <section aria-labelledby="shipping-methods-title" className="grid gap-4">
      <div>
        <h2 id="shipping-methods-title" className="text-xl font-bold">
          {t.shippingMethods}
        </h2>
        <p className="text-sm text-muted-foreground">{t.shippingMethodsDescription}</p>
      </div>
      {methods.data?.items.map((method) => (
        <MethodForm key={`${method.id}:${method.rowVersion}`} method={method} canChange={canChange} />
      ))}
    </section>
  );
}

type RateTexts = Record<string, string>;

function ratesText(rates: ShippingRates | null): RateTexts {
  if (!rates) return {};
  switch (rates.provider) {
    case 'flat':
      return { fee: tomanText(rates.fee) };
    case 'weight-province':
      return {
        baseFee: tomanText(rates.baseFee),
        perKilogramFee: tomanText(rates.perKilogramFee),
        sameProvinceBaseFee: rates.sameProvinceBaseFee === null ? '' : tomanText(rates.sameProvinceBaseFee),
        originStateProvinceName: rates.originStateProvinceName ?? '',
      };
    case 'courier':
      return { fee: tomanText(rates.fee), cityNames: rates.cityNames.join('، '), days: numberText(rates.days) };
  }
}

/** The typed rates in the method's own shape, or the name of the first field that holds no number. */
function ratesFrom(provider: ShippingRates['provider'], texts: RateTexts): ShippingRates | { invalid: string } {
  const money = (name: string) => rialFrom(texts[name] ?? '');
  if (provider === 'flat') {
    const fee = money('fee');
    return fee === null ? { invalid: 'fee' } : { provider, fee };
  }
  if (provider === 'weight-province') {
    const baseFee = money('baseFee');
    const perKilogramFee = money('perKilogramFee');
    const same = (texts.sameProvinceBaseFee ?? '').trim() === '' ? null : money('sameProvinceBaseFee');
    if (baseFee === null) return { invalid: 'baseFee' };
    if (perKilogramFee === null) return { invalid: 'perKilogramFee' };
    if (same === null && (texts.sameProvinceBaseFee ?? '').trim() !== '') return { invalid: 'sameProvinceBaseFee' };
    return {
      provider,
      baseFee,
      perKilogramFee,
      sameProvinceBaseFee: same,
      originStateProvinceName: (texts.originStateProvinceName ?? '').trim() || null,
    };
  }
  const fee = money('fee');
  const days = numberFrom(texts.days ?? '');
  if (fee === null) return { invalid: 'fee' };
  if (days === null) return { invalid: 'days' };
  const cityNames = (texts.cityNames ?? '')
    .split(/[,،]/)
    .map((city) => city.trim())
    .filter(Boolean);
  return { provider, fee, cityNames, days };
}

function MethodForm({ method, canChange }: { method: Method; canChange: boolean }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(method.name);
  const [description, setDescription] = useState(method.description);
  const [active, setActive] = useState(method.isActive);
  const [order, setOrder] = useState(numberText(method.displayOrder));
  const [rates, setRates] = useState<RateTexts>(() => ratesText(method.rates));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const provider = method.rates?.provider;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!provider) return;
    const parsed = ratesFrom(provider, rates);
    const displayOrder = numberFrom(order);
    if ('invalid' in parsed || displayOrder === null) {
      setInvalid('invalid' in parsed ? parsed.invalid : 'displayOrder');
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const saved = await api.call('adminChangeShippingMethod', {
        params: { id: method.id },
        body: { expectedVersion: method.rowVersion, name, description, isActive: active, displayOrder, rates: parsed },
      });
      setErrors([]);
      queryClient.setQueryData(methodsKey, (current: { items: Method[] } | undefined) =>
        current ? { items: current.items.map((item) => (item.id === saved.id ? saved : item)) } : current,
      );
      toast.success(t.saved);
    } catch (error) {
      if (isApiError(error, 409)) setConflict(error.message);
      else if (isApiError(error)) setErrors(error.errors.length > 0 ? error.errors : [error.message]);
      else setErrors([errorMessage(error)]);
    } finally {
      setBusy(false);
    }
  }

  const rateField = (key: string, label: string, hint?: string, numeric = true) => (
    <FormField key={key} label={label} hint={hint} error={invalid === key ? t.notANumber : undefined}>
      <Input
        value={rates[key] ?? ''}
        disabled={!canChange || busy}
        dir={numeric ? 'ltr' : 'auto'}
        inputMode={numeric ? 'numeric' : undefined}
        className={numeric ? 'text-end tabular-nums' : undefined}
        onChange={(e) => setRates({ ...rates, [key]: e.target.value })}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{method.name}</CardTitle>
        <CardDescription>
          <LtrIsolate className="font-mono text-xs">{method.systemName}</LtrIsolate>
          {method.payOnDelivery ? ` · ${t.payOnDelivery}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {conflict ? (
          <ConflictNotice
            message={conflict}
            reloadLabel={t.reload}
            onReload={() => {
              setConflict(null);
              void queryClient.invalidateQueries({ queryKey: methodsKey });
            }}
          />
        ) : null}
        {errors.length > 0 ? (
          <div role="alert" className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm">
            <p className="font-bold text-destructive">{t.refusedTitle}</p>
            <ul className="mt-1 list-disc ps-5">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {!provider ? <p className="mb-3 text-sm text-destructive">{t.brokenRates}</p> : null}
        <form onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2" aria-label={method.name}>
          <FormField label={t.name}>
            <Input value={name} disabled={!canChange || busy} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label={t.displayOrder} error={invalid === 'displayOrder' ? t.notANumber : undefined}>
            <Input
              value={order}
              dir="ltr"
              inputMode="numeric"
              className="text-end tabular-nums"
              disabled={!canChange || busy}
              onChange={(e) => setOrder(e.target.value)}
            />
          </FormField>
          <div className="md:col-span-2">
            <FormField label={t.descriptionLabel}>
              <Input
                value={description}
                disabled={!canChange || busy}
                onChange={(e) => setDescription(e.target.value)}
              />
            </FormField>
          </div>
          {provider === 'flat' ? rateField('fee', t.fee) : null}
          {provider === 'weight-province' ? (
            <>
              {rateField('baseFee', t.baseFee)}
              {rateField('perKilogramFee', t.perKilogramFee)}
              {rateField('sameProvinceBaseFee', t.sameProvinceBaseFee, t.sameProvinceHint)}
              {rateField('originStateProvinceName', t.originProvince, undefined, false)}
            </>
          ) : null}
          {provider === 'courier' ? (
            <>
              {rateField('fee', t.courierFee)}
              {rateField('days', t.days)}
              {rateField('cityNames', t.cityNames, t.cityNamesHint, false)}
            </>
          ) : null}
          <label className="flex min-h-10 items-center gap-3 text-sm font-medium md:col-span-2">
            <input
              type="checkbox"
              className="size-5 accent-[var(--color-primary)]"
              checked={active}
              disabled={!canChange || busy}
              onChange={(e) => setActive(e.target.checked)}
            />
            {t.active}
          </label>
          {canChange && provider ? (
            <div className="md:col-span-2">
              <Button type="submit" disabled={busy}>
                {t.save}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
