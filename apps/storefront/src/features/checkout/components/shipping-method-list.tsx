import type { ShippingMethodOption } from '@sabad/contract';
import * as fa from '@/strings/fa';
import './checkout.css';

interface ShippingMethodListProps {
  methods: ShippingMethodOption[];
  selected: string | null;
  disabled: boolean;
  onSelect: (systemName: string) => void;
}

export function ShippingMethodList({ methods, selected, disabled, onSelect }: ShippingMethodListProps) {
  return (
    <fieldset className="choice-list">
      <legend>{fa.checkout.shippingMethods}</legend>
      {methods.map((method) => (
        <label key={method.SystemName} className="choice-card">
          <input
            type="radio"
            name="shipping-method"
            value={method.SystemName}
            checked={selected === method.SystemName}
            disabled={disabled}
            onChange={() => onSelect(method.SystemName)}
            aria-label={`${method.Name}، ${method.Fee}${method.PayOnDelivery ? `، ${fa.checkout.payOnDelivery}` : ''}`}
          />
          <span className="choice-card__body">
            <span className="choice-card__title">
              <span>{method.Name}</span>
              <span>{method.Fee}</span>
            </span>
            {method.Description ? <span className="choice-card__note">{method.Description}</span> : null}
            {method.FreeShippingReason ? (
              <span className="choice-card__note choice-card__note--good">{method.FreeShippingReason}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
