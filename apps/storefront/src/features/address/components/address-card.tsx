import type { Address } from '@sabad/contract';
import { useState } from 'react';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function AddressCard({ address, onEdit, onDelete, deleting }: AddressCardProps) {
  const [confirming, setConfirming] = useState(false);
  const name = `${address.FirstName} ${address.LastName}`;
  return (
    <article className="address-card" aria-label={name}>
      <h2>{name}</h2>
      <p>
        {address.StateProvinceName}، {address.City}، {address.Address1}
        {address.Address2 ? `، ${address.Address2}` : ''}
      </p>
      {address.CustomAttributeValues.map((value) => (
        <p key={value.AttributeId}>
          {value.Name}: {toPersianDigits(value.Value)}
        </p>
      ))}
      <p>{fa.address.postalCodeLabel(toPersianDigits(address.ZipPostalCode))}</p>
      <p>{fa.address.phoneLabel(toPersianDigits(address.PhoneNumber))}</p>
      {confirming ? (
        <div className="address-card__actions" role="group" aria-label={fa.address.confirmDelete}>
          <span>{fa.address.confirmDelete}</span>
          <button type="button" className="form-button" onClick={onDelete} disabled={deleting}>
            {fa.address.yes}
          </button>
          <button type="button" className="form-button form-button--secondary" onClick={() => setConfirming(false)}>
            {fa.address.no}
          </button>
        </div>
      ) : (
        <div className="address-card__actions">
          <button
            type="button"
            className="form-button form-button--secondary"
            onClick={onEdit}
            aria-label={`${fa.address.edit} ${name}`}
          >
            {fa.address.edit}
          </button>
          <button
            type="button"
            className="form-button form-button--secondary"
            onClick={() => setConfirming(true)}
            aria-label={`${fa.address.delete} ${name}`}
          >
            {fa.address.delete}
          </button>
        </div>
      )}
    </article>
  );
}
