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

// A minus sign is not a separator in an amount: «-۵۰۰» is refused, not read as ۵۰۰ (issue 34.14).
const AMOUNT_SEPARATORS = /[\s_,٬،]/g;

export function tomanInputToRial(text: string): number | null {
  const digits = toLatinDigits(text).replace(AMOUNT_SEPARATORS, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  const toman = Number(digits);
  return toman > 0 ? toman * 10 : null;
}

export function normalizeJalaliDate(text: string): string | null {
  const gregorian = parseJalaliInput(text);
  return gregorian === null ? null : toJalaliInput(gregorian);
}

/** A due date (Jalali, as normalizeJalaliDate writes it) before today in Tehran: the API refuses it too. */
export function isPastDue(jalali: string, now: Date = new Date()): boolean {
  const gregorian = parseJalaliInput(jalali);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(now);
  return gregorian !== null && gregorian < today;
}

export const isChequePayment = (systemName: string | null | undefined) => (systemName ?? '').includes('CheckVertex');
