import { toLatinDigits } from '@sabad/contract';
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

/** Rial from the API → the Toman a form field shows, in Latin digits (the field reads left to right). */
export function rialToTomanText(rial: number | null): string {
  return rial === null ? '' : String(Math.round(rial / 10));
}

/** The schema's Persian messages by their path joined with dots (`attributes.0.name`), the first for each. */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
