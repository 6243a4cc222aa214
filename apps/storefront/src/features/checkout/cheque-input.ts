import { toLatinDigits } from '@sabad/contract';
import { parseJalaliInput, toJalaliInput } from '@/lib/jalali';

const SEPARATORS = /[\s\-_,٬،]/g;

export function normalizeSayadiId(text: string): string | null {
  const digits = toLatinDigits(text).replace(SEPARATORS, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

/** A cheque's QR code carries its Sayadi id as the one run of exactly 16 digits in its text. */
export function sayadiIdFromQrText(text: string): string | null {
  return /(?<!\d)\d{16}(?!\d)/.exec(toLatinDigits(text))?.[0] ?? null;
}

export function tomanInputToRial(text: string): number | null {
  const digits = toLatinDigits(text).replace(SEPARATORS, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  const toman = Number(digits);
  return toman > 0 ? toman * 10 : null;
}

export function normalizeJalaliDate(text: string): string | null {
  const gregorian = parseJalaliInput(text);
  return gregorian === null ? null : toJalaliInput(gregorian);
}

export const isChequePayment = (systemName: string | null | undefined) => (systemName ?? '').includes('CheckVertex');
