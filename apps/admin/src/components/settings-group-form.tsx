import { useState, type FormEvent } from 'react';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import { toLatinDigits } from '@sabad/contract';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormField } from '@/components/form-field';
import { toast } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { toPersianDigits } from '@/lib/format';
import { fa } from '@/strings/fa';

type Group = AdminRouteResponse<'adminGetSettingsGroup'>;
type Field = Group['fields'][number];
type Value = Field['value'];

export const settingsFormFa = {
  save: 'ذخیرهٔ تغییرات',
  saving: 'در حال ذخیره…',
  saved: 'تنظیمات ذخیره شد.',
  nothingChanged: 'چیزی تغییر نکرده است.',
  reload: 'بارگذاری دوباره',
  notANumber: 'یک عدد بنویسید.',
  toman: fa.common.toman,
  refusedTitle: 'این مقدارها پذیرفته نشد:',
} as const;

/** What the input shows: numbers in Persian digits, money in Toman (the API's money is Rial). */
function textOf(field: Field, value: Value): string {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return toPersianDigits(String(field.kind === 'money' ? value / 10 : value));
  return value;
}

/** The typed text as the API takes it, or null when a number field holds no number. */
function valueOf(field: Field, text: string): Value | null {
  if (field.kind === 'boolean') return text === 'true';
  if (field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money') {
    const latin = toLatinDigits(text.trim()).replace(/[,،٬]/g, '').replace('٫', '.');
    if (!/^-?\d+(\.\d+)?$/.test(latin)) return null;
    const number = Number(latin);
    return field.kind === 'money' ? Math.round(number * 10) : number;
  }
  return text;
}

/**
 * One settings group as a form: each field by its kind (a switch, a number, Toman, text, choices), its
 * rule under it, and the server's Persian refusal beside the field it names. Only changed fields are sent,
 * with the group's version: a stale form gets the conflict notice and saves nothing.
 */
export function SettingsGroupForm({
  group,
  canChange,
  save,
  onSaved,
  onReload,
}: {
  group: Group;
  canChange: boolean;
  save: (body: { expectedVersion: number; values: Record<string, Value> }) => Promise<Group>;
  onSaved: (group: Group) => void;
  onReload: () => void;
}) {
  const initial = () => Object.fromEntries(group.fields.map((field) => [field.name, textOf(field, field.value)]));
  const [draft, setDraft] = useState<Record<string, string>>(initial);
  const [shownVersion, setShownVersion] = useState(group.rowVersion);
  const [errors, setErrors] = useState<string[]>([]);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A fresh copy of the group (after a save or a reload) replaces what the form holds.
  if (shownVersion !== group.rowVersion) {
    setShownVersion(group.rowVersion);
    setDraft(initial());
  }

  const errorFor = (field: Field) =>
    localErrors[field.name] ?? errors.find((message) => message.includes(`«${field.label}»`));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values: Record<string, Value> = {};
    const invalid: Record<string, string> = {};
    for (const field of group.fields) {
      const text = draft[field.name] ?? '';
      if (text === textOf(field, field.value)) continue;
      const value = valueOf(field, text);
      if (value === null) invalid[field.name] = settingsFormFa.notANumber;
      else values[field.name] = value;
    }
    setLocalErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    if (Object.keys(values).length === 0) {
      toast.info(settingsFormFa.nothingChanged);
      return;
    }
    setBusy(true);
    try {
      const saved = await save({ expectedVersion: group.rowVersion, values });
      setErrors([]);
      setConflict(null);
      onSaved(saved);
      toast.success(settingsFormFa.saved);
    } catch (error) {
      if (isApiError(error, 409)) setConflict(error.message);
      else if (isApiError(error, 422) || isApiError(error, 400))
        setErrors(error.errors.length > 0 ? error.errors : [error.message]);
      else setErrors([errorMessage(error)]);
    } finally {
      setBusy(false);
    }
  }

  const set = (name: string, text: string) => setDraft((current) => ({ ...current, [name]: text }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{group.title}</CardTitle>
        <CardDescription>{group.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {conflict ? (
          <ConflictNotice
            message={conflict}
            reloadLabel={settingsFormFa.reload}
            onReload={() => {
              setConflict(null);
              onReload();
            }}
          />
        ) : null}
        {errors.length > 0 ? (
          <div role="alert" className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm">
            <p className="font-bold text-destructive">{settingsFormFa.refusedTitle}</p>
            <ul className="mt-1 list-disc ps-5">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <form onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2" aria-label={group.title}>
          {group.fields.map((field) => (
            <SettingInput
              key={field.name}
              field={field}
              text={draft[field.name] ?? ''}
              error={errorFor(field)}
              disabled={!canChange || busy}
              onChange={(text) => set(field.name, text)}
            />
          ))}
          {canChange ? (
            <div className="md:col-span-2">
              <Button type="submit" disabled={busy}>
                {busy ? settingsFormFa.saving : settingsFormFa.save}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

function SettingInput({
  field,
  text,
  error,
  disabled,
  onChange,
}: {
  field: Field;
  text: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const hint = field.hint ?? undefined;
  if (field.kind === 'boolean') {
    return (
      <div className="grid gap-1 md:col-span-2">
        <label className="flex min-h-10 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-primary)]"
            checked={text === 'true'}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(String(event.target.checked))}
          />
          {field.label}
        </label>
        {hint ? <p className="ps-8 text-xs text-muted-foreground">{hint}</p> : null}
        {error ? (
          <p role="alert" className="ps-8 text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  if (field.kind === 'choices') {
    const picked = new Set(text.split(',').filter(Boolean));
    const toggle = (value: string, on: boolean) => {
      const next = new Set(picked);
      if (on) next.add(value);
      else next.delete(value);
      onChange(
        (field.choices ?? [])
          .map((choice) => choice.value)
          .filter((v) => next.has(v))
          .join(','),
      );
    };
    return (
      <fieldset className="grid gap-2 md:col-span-2" aria-invalid={error ? true : undefined}>
        <legend className="mb-1 text-sm font-medium">{field.label}</legend>
        {(field.choices ?? []).map((choice) => (
          <label key={choice.value} className="flex min-h-10 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-[var(--color-primary)]"
              checked={picked.has(choice.value)}
              disabled={disabled}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  const numeric = field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money';
  const label = field.kind === 'money' ? `${field.label} (${settingsFormFa.toman})` : field.label;
  return (
    <div className={field.kind === 'longText' ? 'md:col-span-2' : undefined}>
      <FormField label={label} hint={hint} error={error}>
        {field.kind === 'longText' ? (
          <textarea
            className="min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
            value={text}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            value={text}
            disabled={disabled}
            // Numbers, versions and addresses read left to right; Persian text right to left.
            dir={numeric || field.kind === 'version' ? 'ltr' : 'auto'}
            inputMode={numeric ? (field.kind === 'decimal' ? 'decimal' : 'numeric') : undefined}
            className={numeric ? 'text-end tabular-nums' : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
