import { toLatinDigits, toPersianDigits } from '@sabad/contract';

/**
 * What staff typed as a whole number: Persian, Arabic or Latin digits, with or without thousands
 * separators (, ، ٬). Empty → null; anything else that is not a whole number → NaN.
 */
export function parseWholeNumber(text: string): number | null {
  const latin = toLatinDigits(text.trim()).replace(/[,،٬\s]/g, '');
  if (latin === '') return null;
  return /^\d+$/.test(latin) ? Number(latin) : Number.NaN;
}

/** A decimal such as a percent (12.5, ۱۲٫۵ or ۱۲/۵). */
export function parseDecimal(text: string): number | null {
  const latin = toLatinDigits(text.trim())
    .replace(/[,،٬\s]/g, '')
    .replace(/[٫/]/, '.');
  if (latin === '') return null;
  return /^\d+(\.\d+)?$/.test(latin) ? Number(latin) : Number.NaN;
}

/** Toman as typed → Rial for the API; null stays null (no amount), NaN stays NaN (bad input). */
export function tomanTextToRial(text: string): number | null {
  const toman = parseWholeNumber(text);
  return toman === null || Number.isNaN(toman) ? toman : toman * 10;
}

/** A whole number as an input shows it: Persian digits, no separators (staff may type either digits back). */
export function numberText(value: number | null): string {
  return value === null ? '' : toPersianDigits(String(value));
}

/** Rial → the Toman an input shows. */
export function rialToTomanText(rial: number | null): string {
  return rial === null ? '' : numberText(Math.round(rial / 10));
}
