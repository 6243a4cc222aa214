import { toLatinDigits } from '@sabad/contract';
import { parseJalaliInput, toJalaliInput } from '../../lib/jalali';

/** Spaces, dashes and thousands separators the shopper may type inside a number. */
const SEPARATORS = /[\s\-_,٬،]/g;

/** The 16-digit Sayadi id the shopper typed (any digits, spaces and dashes allowed), or null. */
export function normalizeSayadiId(text: string): string | null {
  const digits = toLatinDigits(text).replace(SEPARATORS, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

/** A cheque's QR code carries its Sayadi id as the one run of exactly 16 digits in its text. */
export function sayadiIdFromQrText(text: string): string | null {
  return /(?<!\d)\d{16}(?!\d)/.exec(toLatinDigits(text))?.[0] ?? null;
}

/** Toman as typed ("۱۲٬۵۰۰٬۰۰۰") → Rial for the API, or null when it is not a positive whole amount. */
export function tomanInputToRial(text: string): number | null {
  const digits = toLatinDigits(text).replace(SEPARATORS, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  const toman = Number(digits);
  return toman > 0 ? toman * 10 : null;
}

/** A Jalali due date as typed → the API's "1405/09/15", or null when it is not a real date. */
export function normalizeJalaliDate(text: string): string | null {
  const gregorian = parseJalaliInput(text);
  return gregorian === null ? null : toJalaliInput(gregorian);
}

/** The source app opens check-payment for a method whose system name holds "CheckVertex". */
export const isChequePayment = (systemName: string | null | undefined) => (systemName ?? '').includes('CheckVertex');
