import { JALALI_DATE_OPTIONS, JALALI_DATE_TIME_OPTIONS, formatPersianNumber, toPersianDigits } from '@sabad/contract';
import * as fa from '@/strings/fa';

export { toPersianDigits };

/** Made on first use: the first Persian Intl.NumberFormat loads locale data, a long task at module load. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const jalaliDate = once(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_OPTIONS));
const jalaliDateTime = once(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_TIME_OPTIONS));

export function formatNumber(value: number): string {
  return formatPersianNumber(value);
}

/** 1 Toman = 10 Rial. */
export function formatToman(rial: number): string {
  return `${formatNumber(Math.round(rial / 10))} ${fa.common.toman}`;
}

/** What a discount, gift card or the points take off the order, with its minus sign: «−۱۰٬۰۰۰ تومان». */
export function asDeduction(amount: string): string {
  return `\u2212${amount}`;
}

export function formatJalaliDate(iso: string): string {
  return jalaliDate().format(new Date(iso));
}

export function formatJalaliDateTime(iso: string): string {
  return jalaliDateTime().format(new Date(iso));
}
