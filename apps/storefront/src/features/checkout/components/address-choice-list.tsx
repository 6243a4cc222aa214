import type { Address } from '@sabad/contract';
import { AddressLines, addressName } from './address-lines';
import './checkout.css';

interface AddressChoiceListProps {
  legend: string;
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function AddressChoiceList({ legend, addresses, selectedId, onSelect }: AddressChoiceListProps) {
  return (
    <fieldset className="choice-list">
      <legend>{legend}</legend>
      {addresses.map((address) => (
        <label key={address.Id} className="choice-card">
          <input
            type="radio"
            name={legend}
            value={address.Id}
            checked={selectedId === address.Id}
            onChange={() => onSelect(address.Id)}
            aria-label={`${addressName(address)}، ${address.City}، ${address.Address1}`}
          />
          <span className="choice-card__body">
            <span className="choice-card__title">{addressName(address)}</span>
            <AddressLines address={address} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
