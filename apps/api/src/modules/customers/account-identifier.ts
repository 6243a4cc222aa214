// Normalised to one stored form, whatever digits or form are typed, so the same person is one account.
import { toLatinDigits } from '@sabad/contract';

export type AccountIdentifier = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@.]{2,24}$/;
const MOBILE_NATIONAL = /^9\d{9}$/;

export function parseAccountIdentifier(input: string): AccountIdentifier | null {
  const text = toLatinDigits(input).trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return EMAIL.test(email) ? { kind: 'email', value: email } : null;
  }
  const digits = text.replace(/[\s\-()]/g, '');
  const national = digits.replace(/^(?:\+98|0098|98(?=9\d{9}$)|0)/, '');
  return MOBILE_NATIONAL.test(national) ? { kind: 'mobile', value: `0${national}` } : null;
}

export function maskIdentifier(identifier: AccountIdentifier): string {
  if (identifier.kind === 'mobile') return `${identifier.value.slice(0, 4)}***${identifier.value.slice(-4)}`;
  const [local = '', domain = ''] = identifier.value.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** How a shopper names an account: an email address or an Iranian mobile number, normalised. */
export interface AccountIdentifiers {
  /** Null when the text is neither. */
  parse(input: string): AccountIdentifier | null;
}

export function createAccountIdentifiers(): AccountIdentifiers {
  return { parse: parseAccountIdentifier };
}
