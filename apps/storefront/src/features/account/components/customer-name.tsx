import type { CurrentCustomer } from '@sabad/contract';
import { toPersianDigits } from '../../../lib/format';

type NamedCustomer = Pick<CurrentCustomer, 'Fullname' | 'Email' | 'Mobile'>;

/**
 * Which contact stands in for the name of a customer who has none (registered where names were
 * optional, or before they were asked): the email, else the mobile number; null when there is a name.
 */
export function nameStandIn(customer: NamedCustomer): 'email' | 'mobile' | null {
  if (customer.Fullname.trim()) return null;
  if (customer.Email) return 'email';
  return customer.Mobile ? 'mobile' : null;
}

/**
 * What the store calls the customer wherever a name is shown: the name, else the email or the
 * mobile number (Persian digits) kept left-to-right inside the Persian line.
 */
export function CustomerName({ customer }: { customer: NamedCustomer }) {
  const standIn = nameStandIn(customer);
  if (standIn === null) return <>{customer.Fullname.trim()}</>;
  const contact = standIn === 'email' ? customer.Email : toPersianDigits(customer.Mobile ?? '');
  return <bdi dir="ltr">{contact}</bdi>;
}
