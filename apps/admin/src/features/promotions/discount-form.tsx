import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AdminDiscountCreate, type AdminDiscountDetail } from '@sabad/contract/admin';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { JalaliDayPicker } from './jalali-day-picker';
import { fieldErrors, numberText, rialToTomanField, tomanToRial, wholeNumber } from './form-values';
import { promotionsFa as t } from './strings';

/** What the form holds: text as typed (any digits), amounts in Toman. */
interface Draft {
  name: string;
  code: string;
  requiresCode: boolean;
  usePercentage: boolean;
  percentage: string;
  amount: string;
  maximumAmount: string;
  minimumSubtotal: string;
  startsOn: string | undefined;
  endsOn: string | undefined;
  limitPerCustomer: string;
  limitTotal: string;
  active: boolean;
}

function draftOf(discount: AdminDiscountDetail | undefined): Draft {
  if (!discount)
    return {
      name: '',
      code: '',
      requiresCode: true,
      usePercentage: true,
      percentage: '',
      amount: '',
      maximumAmount: '',
      minimumSubtotal: '',
      startsOn: undefined,
      endsOn: undefined,
      limitPerCustomer: '',
      limitTotal: '',
      active: true,
    };
  return {
    name: discount.name,
    code: discount.code,
    requiresCode: discount.requiresCode,
    usePercentage: discount.usePercentage,
    percentage: numberText(discount.percentage),
    amount: rialToTomanField(discount.amount),
    maximumAmount: rialToTomanField(discount.maximumAmount),
    minimumSubtotal: discount.minimumSubtotal > 0 ? rialToTomanField(discount.minimumSubtotal) : '',
    startsOn: discount.startsOn ?? undefined,
    endsOn: discount.endsOn ?? undefined,
    limitPerCustomer: numberText(discount.limitPerCustomer),
    limitTotal: numberText(discount.limitTotal),
    active: discount.active,
  };
}

/** The body the API takes, from the draft; the contract's schema checks it here first, with its Persian messages. */
export function bodyOf(draft: Draft) {
  return {
    name: draft.name,
    code: draft.code,
    requiresCode: draft.requiresCode,
    type: 'orderSubtotal' as const,
    usePercentage: draft.usePercentage,
    percentage: draft.usePercentage ? wholeNumber(draft.percentage) : null,
    amount: draft.usePercentage ? null : tomanToRial(draft.amount),
    maximumAmount: draft.usePercentage ? tomanToRial(draft.maximumAmount) : null,
    minimumSubtotal: tomanToRial(draft.minimumSubtotal) ?? 0,
    startsOn: draft.startsOn ?? null,
    endsOn: draft.endsOn ?? null,
    limitPerCustomer: wholeNumber(draft.limitPerCustomer),
    limitTotal: wholeNumber(draft.limitTotal),
    active: draft.active,
  };
}

/** A first or last day: its label, the Jalali picker, the Tehran-day hint and the field's Persian error. */
function DayField({
  label,
  empty,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  empty: string;
  value: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (day: string | undefined) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <JalaliDayPicker
        id={id}
        label={label}
        empty={empty}
        value={value}
        onChange={onChange}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t.dayHint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A discount code's form, for a new code and an edit: the same fields and checks as the API (the contract's
 * schema runs here before the call; the server checks again, and what only it knows — a taken code, a stale
 * version — comes back as its Persian message).
 */
export function DiscountForm({
  discount,
  disabled = false,
  submitLabel,
  onSubmit,
}: {
  discount?: AdminDiscountDetail;
  disabled?: boolean;
  submitLabel: string;
  onSubmit: (body: ReturnType<typeof bodyOf>) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(() => draftOf(discount));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // Once the errors are drawn, the first field with one takes the focus: a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (focusError > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft);
    const checked = AdminDiscountCreate.safeParse(body);
    const found = fieldErrors(checked.error);
    setErrors(found);
    if (!checked.success) {
      setFocusError((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(body);
    } catch {
      // The caller shows the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate ref={form} onSubmit={(e) => void submit(e)} className="grid gap-4">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={draft.requiresCode}
          disabled={disabled}
          onChange={(e) => set({ requiresCode: e.target.checked })}
        />
        <span>
          {t.requiresCode}
          <span className="block text-muted-foreground">{t.requiresCodeHint}</span>
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.code} hint={draft.requiresCode ? t.codeHint : t.codeOptionalHint} error={errors.code}>
          <Input
            dir="ltr"
            className="font-mono uppercase"
            autoComplete="off"
            value={draft.code}
            disabled={disabled}
            onChange={(e) => set({ code: e.target.value })}
          />
        </FormField>
        <FormField label={t.name} hint={t.nameHint} error={errors.name}>
          <Input value={draft.name} disabled={disabled} onChange={(e) => set({ name: e.target.value })} />
        </FormField>
        <FormField label={t.type} hint={t.typeHint}>
          <NativeSelect value="orderSubtotal" disabled={disabled} onChange={() => undefined}>
            <option value="orderSubtotal">{t.types.orderSubtotal}</option>
          </NativeSelect>
        </FormField>
        <FormField label={t.valueKind}>
          <NativeSelect
            value={draft.usePercentage ? 'percent' : 'amount'}
            disabled={disabled}
            onChange={(e) => set({ usePercentage: e.target.value === 'percent' })}
          >
            <option value="percent">{t.percentKind}</option>
            <option value="amount">{t.amountKind}</option>
          </NativeSelect>
        </FormField>
        {draft.usePercentage ? (
          <>
            <FormField label={t.percentage} error={errors.percentage}>
              <Input
                dir="ltr"
                inputMode="numeric"
                value={draft.percentage}
                disabled={disabled}
                onChange={(e) => set({ percentage: e.target.value })}
              />
            </FormField>
            <FormField label={t.maximumToman} hint={t.maximumHint} error={errors.maximumAmount}>
              <Input
                dir="ltr"
                inputMode="numeric"
                value={draft.maximumAmount}
                disabled={disabled}
                onChange={(e) => set({ maximumAmount: e.target.value })}
              />
            </FormField>
          </>
        ) : (
          <FormField label={t.amountToman} error={errors.amount}>
            <Input
              dir="ltr"
              inputMode="numeric"
              value={draft.amount}
              disabled={disabled}
              onChange={(e) => set({ amount: e.target.value })}
            />
          </FormField>
        )}
        {/* The first and the last day side by side, whatever the value fields above take. */}
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <DayField
            label={t.startsOn}
            empty={t.openStart}
            value={draft.startsOn}
            error={errors.startsOn}
            disabled={disabled}
            onChange={(startsOn) => set({ startsOn })}
          />
          <DayField
            label={t.endsOn}
            empty={t.openEnd}
            value={draft.endsOn}
            error={errors.endsOn}
            disabled={disabled}
            onChange={(endsOn) => set({ endsOn })}
          />
        </div>
        <FormField label={t.minimumToman} hint={t.minimumHint} error={errors.minimumSubtotal}>
          <Input
            dir="ltr"
            inputMode="numeric"
            value={draft.minimumSubtotal}
            disabled={disabled}
            onChange={(e) => set({ minimumSubtotal: e.target.value })}
          />
        </FormField>
        <FormField label={t.limitPerCustomer} hint={t.limitHint} error={errors.limitPerCustomer}>
          <Input
            dir="ltr"
            inputMode="numeric"
            value={draft.limitPerCustomer}
            disabled={disabled}
            onChange={(e) => set({ limitPerCustomer: e.target.value })}
          />
        </FormField>
        <FormField label={t.limitTotal} hint={t.limitHint} error={errors.limitTotal}>
          <Input
            dir="ltr"
            inputMode="numeric"
            value={draft.limitTotal}
            disabled={disabled}
            onChange={(e) => set({ limitTotal: e.target.value })}
          />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-primary)]"
          checked={draft.active}
          disabled={disabled}
          onChange={(e) => set({ active: e.target.checked })}
        />
        {t.active}
        <span className="text-muted-foreground">— {t.activeHint}</span>
      </label>
      {disabled ? null : (
        <div>
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
