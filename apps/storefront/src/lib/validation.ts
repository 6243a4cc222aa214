import { toLatinDigits } from '@sabad/contract';

/** The same rules the API applies. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@.]{2,24}$/;
const MOBILE_NATIONAL = /^9\d{9}$/;

export function normalizeMobile(input: string): string | null {
  const digits = toLatinDigits(input)
    .trim()
    .replace(/[\s\-()]/g, '');
  const national = digits.replace(/^(?:\+98|0098|98(?=9\d{9}$)|0)/, '');
  return MOBILE_NATIONAL.test(national) ? `0${national}` : null;
}

export function isEmailOrMobile(input: string): boolean {
  const text = toLatinDigits(input).trim();
  return text.includes('@') ? EMAIL.test(text.toLowerCase()) : normalizeMobile(text) !== null;
}

export function normalizeIdentifier(input: string): string {
  return toLatinDigits(input).trim();
}

export function isVerificationCode(input: string): boolean {
  return /^\d{6}$/.test(toLatinDigits(input).trim());
}

export function normalizePostalCode(input: string): string {
  return toLatinDigits(input).replace(/[\s-]/g, '');
}

export function isPostalCode(input: string): boolean {
  return /^\d{10}$/.test(normalizePostalCode(input));
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
