import { JALALI_DATE_OPTIONS, JALALI_DATE_TIME_OPTIONS, formatPersianNumber, toPersianDigits } from '@sabad/contract';
import * as fa from '../strings/fa';

export { toPersianDigits };

/**
 * Each formatter is made on its first use, not when this module loads: making the first Persian
 * Intl.NumberFormat loads the locale's data, which was most of the app's own module evaluation, one long
 * task on a phone (docs/adr/0038); a date formatter is needed only by the pages that show dates.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const jalaliDate = once(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_OPTIONS));
const jalaliDateTime = once(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_TIME_OPTIONS));

/** An integer with Persian digits and the Persian thousands separator: 125000 → "۱۲۵٬۰۰۰". */
export function formatNumber(value: number): string {
  // The contract's formatter, made on its first use too (the API writes the same digits).
  return formatPersianNumber(value);
}

/** Rial amount shown in Toman (1 Toman = 10 Rial): 1250000 → "۱۲۵٬۰۰۰ تومان". */
export function formatToman(rial: number): string {
  return `${formatNumber(Math.round(rial / 10))} ${fa.common.toman}`;
}

/** ISO-8601 date on the Jalali calendar: "2026-03-21T10:00:00Z" → "۱ فروردین ۱۴۰۵". */
export function formatJalaliDate(iso: string): string {
  return jalaliDate().format(new Date(iso));
}

export function formatJalaliDateTime(iso: string): string {
  return jalaliDateTime().format(new Date(iso));
}
