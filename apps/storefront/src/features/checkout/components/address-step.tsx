import type { Address } from '@sabad/contract';
import { useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/form-field';
import * as fa from '@/strings/fa';
import { AddressChoiceList } from './address-choice-list';
import { RefusalMessage } from './refusal-message';
import './checkout.css';

interface AddressStepProps {
  legend: string;
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  renderNewAddress: (onSaved: (address: Address) => void) => ReactNode;
  children?: ReactNode;
  onContinue: () => void;
  busy: boolean;
  refusal: unknown;
}

export function AddressStep(props: AddressStepProps) {
  const { legend, addresses, selectedId, onSelect, renderNewAddress, children, onContinue, busy, refusal } = props;
  const [adding, setAdding] = useState(addresses.length === 0);
  const [notChosen, setNotChosen] = useState(false);

  return (
    <div className="checkout-step content-narrow">
      {addresses.length > 0 ? (
        <AddressChoiceList
          legend={legend}
          addresses={addresses}
          selectedId={selectedId}
          onSelect={(id) => {
            setNotChosen(false);
            onSelect(id);
          }}
        />
      ) : (
        <p>{fa.checkout.noAddresses}</p>
      )}
      {adding ? (
        <section className="checkout-section" aria-label={fa.checkout.addNewAddress}>
          <h2>{fa.checkout.addNewAddress}</h2>
          {renderNewAddress((address) => {
            setAdding(false);
            setNotChosen(false);
            onSelect(address.Id);
          })}
          {addresses.length > 0 ? (
            <button type="button" className="form-button form-button--secondary" onClick={() => setAdding(false)}>
              {fa.checkout.cancelNewAddress}
            </button>
          ) : null}
        </section>
      ) : (
        <button type="button" className="form-button form-button--secondary" onClick={() => setAdding(true)}>
          {fa.checkout.addNewAddress}
        </button>
      )}
      {children}
      {notChosen ? <FormMessage kind="error">{fa.checkout.chooseAnAddress}</FormMessage> : null}
      {refusal ? <RefusalMessage error={refusal} /> : null}
      <div className="checkout-actions">
        <button
          type="button"
          className="form-button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => (selectedId === null ? setNotChosen(true) : onContinue())}
        >
          {fa.checkout.continue}
        </button>
      </div>
    </div>
  );
}
