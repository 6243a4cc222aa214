import type { PaymentMethodOption } from '@sabad/contract';
import * as fa from '@/strings/fa';
import './checkout.css';

interface PaymentMethodListProps {
  methods: PaymentMethodOption[];
  selected: string | null;
  onSelect: (systemName: string) => void;
}

export function PaymentMethodList({ methods, selected, onSelect }: PaymentMethodListProps) {
  return (
    <fieldset className="choice-list">
      <legend>{fa.checkout.paymentMethods}</legend>
      {methods.map((method) => (
        <label key={method.PaymentMethodSystemName} className="choice-card">
          <input
            type="radio"
            name="payment-method"
            value={method.PaymentMethodSystemName}
            checked={selected === method.PaymentMethodSystemName}
            onChange={() => onSelect(method.PaymentMethodSystemName)}
            aria-label={method.Name}
          />
          {method.LogoUrl ? <img src={method.LogoUrl} alt="" width={40} height={40} loading="lazy" /> : null}
          <span className="choice-card__body">
            <span className="choice-card__title">{method.Name}</span>
            {method.Description ? <span className="choice-card__note">{method.Description}</span> : null}
            {method.FeeValue > 0 ? <span className="choice-card__note">{fa.checkout.fee(method.Fee)}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
