import { toLatinDigits, toPersianDigits } from '@sabad/contract';
import type { z } from 'zod';

/**
 * A number typed in a form: Persian, Arabic or Latin digits, with or without group separators. Empty is
 * null; anything else that is not a whole number is NaN, so the contract's schema refuses it in Persian.
 */
export function wholeNumber(text: string): number | null {
  const latin = toLatinDigits(text.trim()).replace(/[,٬\s]/g, '');
  if (latin === '') return null;
  return /^-?\d+$/.test(latin) ? Number(latin) : Number.NaN;
}

/** Toman typed by staff → the Rial the API keeps (1 Toman = 10 Rial); empty stays null. */
export function tomanToRial(text: string): number | null {
  const toman = wholeNumber(text);
  return toman === null ? null : toman * 10;
}

/** Rial from the API → Toman in Latin digits (the product form's fields read it so). */
export function rialToTomanText(rial: number | null): string {
  return rial === null ? '' : String(Math.round(rial / 10));
}

/** Rial from the API → the Toman a promotions field shows, in Persian digits (typed back in either kind). */
export function rialToTomanField(rial: number | null): string {
  return toPersianDigits(rialToTomanText(rial));
}

/** A whole number from the API as a form field shows it; null is an empty field. */
export function numberText(value: number | null): string {
  return value === null ? '' : toPersianDigits(String(value));
}

/** The schema's Persian messages by the field they are under (the first for each). */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
