import { toPersianDigits } from '@/lib/format';

/** 4.3 → "۴٫۳", 5 → "۵" (the Persian decimal separator; formatNumber drops fractions). */
export function formatRating(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return toPersianDigits(String(rounded)).replace('.', '٫');
}
