import { IonIcon } from '@ionic/react';
import { addOutline, removeOutline } from 'ionicons/icons';
import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import { quantityBounds, type QuantityRules } from '@/features/cart/hooks/quantity-choices';

interface QuantityStepperProps {
  value: number;
  rules: QuantityRules;
  label: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

export function QuantityStepper({ value, rules, label, onChange, disabled = false }: QuantityStepperProps) {
  const id = useId();
  const { min, max, allowed } = quantityBounds(rules);
  if (allowed.length > 0) {
    const choices = allowed.includes(value) ? allowed : [...allowed, value].sort((a, b) => a - b);
    return (
      <select
        id={id}
        className="quantity-select"
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {choices.map((quantity) => (
          <option key={quantity} value={quantity}>
            {formatNumber(quantity)}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div className="quantity-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="icon-button"
        aria-label={fa.cart.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <IonIcon icon={addOutline} aria-hidden="true" />
      </button>
      <output className="quantity-stepper__value" aria-live="polite">
        {formatNumber(value)}
      </output>
      <button
        type="button"
        className="icon-button"
        aria-label={fa.cart.decrease}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <IonIcon icon={removeOutline} aria-hidden="true" />
      </button>
    </div>
  );
}
