import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormField } from '@/components/form-field';
import { toast } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { numberFrom, numberText } from './numbers';
import { settingsFa as t } from './strings';

type Range = AdminRouteResponse<'adminListDeliveryTimeRanges'>['items'][number];
const rangesKey = ['admin', 'settings', 'delivery-time-ranges'] as const;

export function TimeRanges({ canChange }: { canChange: boolean }) {
  const ranges = useQuery({
    queryKey: rangesKey,
    queryFn: ({ signal }) => api.call('adminListDeliveryTimeRanges', { signal }),
    throwOnError: true,
  });
  return (
    <section aria-labelledby="time-ranges-title" className="grid gap-4">
      <div>
        <h2 id="time-ranges-title" className="text-xl font-bold">
          {t.timeRanges}
        </h2>
        <p className="text-sm text-muted-foreground">{t.timeRangesDescription}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {ranges.data?.items.map((range) => (
          <RangeForm key={`${range.id}:${range.rowVersion}`} range={range} canChange={canChange} />
        ))}
        {canChange && ranges.data ? (
          <RangeForm key={`new:${ranges.data.items.length}`} range={null} canChange={canChange} />
        ) : null}
      </div>
    </section>
  );
}

const FIELDS = ['startHour', 'endHour', 'capacity', 'displayOrder'] as const;
type NumberField = (typeof FIELDS)[number];

/** A range's form; `range: null` adds a new one (a range is closed with capacity 0, never deleted). */
function RangeForm({ range, canChange }: { range: Range | null; canChange: boolean }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(range?.name ?? '');
  const [texts, setTexts] = useState<Record<NumberField, string>>(() => ({
    startHour: range ? numberText(range.startHour) : '',
    endHour: range ? numberText(range.endHour) : '',
    capacity: range ? numberText(range.capacity) : '',
    displayOrder: range ? numberText(range.displayOrder) : '',
  }));
  const [invalid, setInvalid] = useState<NumberField | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<NumberField, string> = {
    startHour: t.startHour,
    endHour: t.endHour,
    capacity: t.capacity,
    displayOrder: t.displayOrder,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = {} as Record<NumberField, number>;
    for (const field of FIELDS) {
      const value = numberFrom(texts[field]);
      if (value === null) {
        setInvalid(field);
        return;
      }
      numbers[field] = value;
    }
    setInvalid(null);
    setBusy(true);
    try {
      if (range) {
        const saved = await api.call('adminChangeDeliveryTimeRange', {
          params: { id: range.id },
          body: { expectedVersion: range.rowVersion, name, ...numbers },
        });
        queryClient.setQueryData(rangesKey, (current: { items: Range[] } | undefined) =>
          current ? { items: current.items.map((item) => (item.id === saved.id ? saved : item)) } : current,
        );
      } else {
        const created = await api.call('adminCreateDeliveryTimeRange', { body: { name, ...numbers } });
        queryClient.setQueryData(rangesKey, (current: { items: Range[] } | undefined) =>
          current ? { items: [...current.items, created] } : current,
        );
      }
      setErrors([]);
      toast.success(t.saved);
    } catch (error) {
      if (isApiError(error, 409)) setConflict(error.message);
      else if (isApiError(error)) setErrors(error.errors.length > 0 ? error.errors : [error.message]);
      else setErrors([errorMessage(error)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{range ? range.name : t.newRange}</CardTitle>
      </CardHeader>
      <CardContent>
        {conflict ? (
          <ConflictNotice
            message={conflict}
            reloadLabel={t.reload}
            onReload={() => {
              setConflict(null);
              void queryClient.invalidateQueries({ queryKey: rangesKey });
            }}
          />
        ) : null}
        {errors.length > 0 ? (
          <ul
            role="alert"
            className="mb-4 list-disc rounded-lg border border-destructive/50 bg-destructive/10 p-4 ps-8 text-sm"
          >
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <form
          onSubmit={(event) => void submit(event)}
          className="grid grid-cols-2 gap-4"
          aria-label={range ? range.name : t.newRange}
        >
          <div className="col-span-2">
            <FormField label={t.name}>
              <Input value={name} disabled={!canChange || busy} onChange={(e) => setName(e.target.value)} />
            </FormField>
          </div>
          {FIELDS.map((field) => (
            <FormField key={field} label={labels[field]} error={invalid === field ? t.notANumber : undefined}>
              <Input
                value={texts[field]}
                dir="ltr"
                inputMode="numeric"
                className="text-end tabular-nums"
                disabled={!canChange || busy}
                onChange={(e) => setTexts({ ...texts, [field]: e.target.value })}
              />
            </FormField>
          ))}
          {canChange ? (
            <div className="col-span-2">
              <Button type="submit" disabled={busy}>
                {range ? t.save : t.addRange}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
