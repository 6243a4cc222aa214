import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';

export interface AddressText {
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  StateProvinceName: string;
  City: string;
  Address1: string;
  Address2: string;
  ZipPostalCode: string;
}

export const addressName = (address: AddressText) => `${address.FirstName} ${address.LastName}`;

export function AddressLines({ address }: { address: AddressText }) {
  return (
    <>
      <span>
        {address.StateProvinceName}، {address.City}، {address.Address1}
        {address.Address2 ? `، ${address.Address2}` : ''}
      </span>
      <span className="choice-card__note">
        {fa.address.postalCodeLabel(toPersianDigits(address.ZipPostalCode))} ·{' '}
        {fa.address.phoneLabel(toPersianDigits(address.PhoneNumber))}
      </span>
    </>
  );
}
