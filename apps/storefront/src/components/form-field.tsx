import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';

/** A field's length against its maximum; `refused` when the last change would have passed it. */
export interface FieldLength {
  count: number;
  max: number;
  refused: boolean;
}

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  length?: FieldLength;
  children: ReactNode;
}

export function FieldFrame({ id, label, hint, error, length, children }: FieldFrameProps) {
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {length ? (
        <small
          id={`${id}-length`}
          className={`form-field__length${length.refused ? ' form-field__length--refused' : ''}`}
          role={length.refused ? 'status' : undefined}
        >
          {length.refused
            ? fa.validation.tooLong(formatNumber(length.max))
            : fa.validation.length(formatNumber(length.count), formatNumber(length.max))}
        </small>
      ) : null}
      {hint && !error ? (
        <small id={`${id}-hint`} className="form-field__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

export const describedBy = (id: string, hint?: string, error?: string, limited?: boolean) =>
  [error ? `${id}-error` : hint ? `${id}-hint` : null, limited ? `${id}-length` : null]
    .filter((part) => part !== null)
    .join(' ') || undefined;

/**
 * A maximum that is told, not applied silently (issue 34.14): the field shows its length against the maximum,
 * and a change that would pass it (typed or pasted) is refused whole and said so, never cut. Without `max`
 * every change goes through.
 */
export function useLengthLimit(value: string, max: number | undefined, onValueChange: (value: string) => void) {
  const [refused, setRefused] = useState(false);
  const change = (next: string) => {
    if (max !== undefined && next.length > max && next.length > value.length) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onValueChange(next);
  };
  const length = max === undefined ? undefined : { count: value.length, max, refused };
  return { change, length };
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
}

// `maxLength` is the field's limit, kept by useLengthLimit rather than the browser, which cuts a paste silently.
export function TextField({ label, value, onValueChange, hint, error, maxLength, ...input }: TextFieldProps) {
  const id = useId();
  const { change, length } = useLengthLimit(value, maxLength, onValueChange);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} length={length}>
      <input
        id={id}
        value={value}
        onChange={(event) => change(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, length !== undefined)}
        {...input}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
}

export function TextAreaField({
  label,
  value,
  onValueChange,
  hint,
  error,
  maxLength,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const { change, length } = useLengthLimit(value, maxLength, onValueChange);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} length={length}>
      <textarea
        id={id}
        value={value}
        onChange={(event) => change(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, length !== undefined)}
        {...textarea}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  error?: string;
}

export function SelectField({ label, value, onValueChange, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="form-button" disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() =>
    form.querySelector<HTMLElement>('[aria-invalid="true"], .form-field--invalid input')?.focus(),
  );
}
