import { toLatinDigits } from '@sabad/contract';
import { toPersianDigits } from '@/lib/format';

/** A number typed in any digits (Persian, Arabic, Latin; separators ignored), or null. */
export function numberFrom(text: string): number | null {
  const latin = toLatinDigits(text.trim())
    .replace(/[,،٬\s]/g, '')
    .replace('٫', '.');
  return /^-?\d+(\.\d+)?$/.test(latin) ? Number(latin) : null;
}

/** Toman typed → Rial for the API (1 Toman = 10 Rial). */
export function rialFrom(text: string): number | null {
  const toman = numberFrom(text);
  return toman === null ? null : Math.round(toman * 10);
}

export const tomanText = (rial: number) => toPersianDigits(String(rial / 10));
export const numberText = (value: number) => toPersianDigits(String(value));
