import type { CurrentCustomer } from '@sabad/contract';
import { toPersianDigits } from '@/lib/format';

type NamedCustomer = Pick<CurrentCustomer, 'Fullname' | 'Email' | 'Mobile'>;

/** Customers registered where names were optional have none: their email, else mobile, stands in. */
export function nameStandIn(customer: NamedCustomer): 'email' | 'mobile' | null {
  if (customer.Fullname.trim()) return null;
  if (customer.Email) return 'email';
  return customer.Mobile ? 'mobile' : null;
}

export function CustomerName({ customer }: { customer: NamedCustomer }) {
  const standIn = nameStandIn(customer);
  if (standIn === null) return <>{customer.Fullname.trim()}</>;
  const contact = standIn === 'email' ? customer.Email : toPersianDigits(customer.Mobile ?? '');
  return <bdi dir="ltr">{contact}</bdi>;
}
