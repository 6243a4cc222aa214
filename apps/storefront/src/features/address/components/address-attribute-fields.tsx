import type { AddressAttribute } from '@sabad/contract';
import { ATTRIBUTE_VALUE_SEPARATOR } from '@sabad/contract/constants';
import { useId } from 'react';
import { SelectField, TextField } from '@/components/form-field';
import * as fa from '@/strings/fa';

interface AttributeFieldProps {
  attribute: AddressAttribute;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function AddressAttributeField({ attribute, value, onChange, error }: AttributeFieldProps) {
  const id = useId();
  const label = attribute.IsRequired ? `${attribute.Name} *` : attribute.Name;
  if (attribute.AttributeControlType === 'TextBox') {
    return (
      <TextField label={label} value={value} onValueChange={onChange} error={error} required={attribute.IsRequired} />
    );
  }
  if (attribute.AttributeControlType === 'DropdownList') {
    return (
      <SelectField
        label={label}
        value={value}
        onValueChange={onChange}
        error={error}
        placeholder={fa.address.choose}
        options={attribute.Values.map((option) => ({ value: String(option.Id), label: option.Name }))}
      />
    );
  }
  const multiple = attribute.AttributeControlType === 'Checkboxes';
  const selected = value ? value.split(ATTRIBUTE_VALUE_SEPARATOR) : [];
  const toggle = (optionId: string, checked: boolean) => {
    if (!multiple) return onChange(optionId);
    const next = checked ? [...selected, optionId] : selected.filter((idValue) => idValue !== optionId);
    onChange(next.join(ATTRIBUTE_VALUE_SEPARATOR));
  };
  return (
    <fieldset
      className={`form-fieldset${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      {attribute.Values.map((option) => (
        <label key={option.Id} className="form-check">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={`${id}-attribute`}
            checked={selected.includes(String(option.Id))}
            onChange={(event) => toggle(String(option.Id), event.target.checked)}
          />
          {option.Name}
        </label>
      ))}
      {error ? (
        <small id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}

export function initialAttributeValues(
  attributes: AddressAttribute[],
  choices: Array<{ Key: string; Value: string }> | null,
): Record<number, string> {
  const values: Record<number, string> = {};
  for (const attribute of attributes) {
    const chosen = choices?.find((choice) => choice.Key === String(attribute.Id));
    values[attribute.Id] = chosen
      ? chosen.Value
      : choices
        ? ''
        : attribute.Values.filter((option) => option.IsPreSelected)
            .map((option) => String(option.Id))
            .join(ATTRIBUTE_VALUE_SEPARATOR);
  }
  return values;
}
