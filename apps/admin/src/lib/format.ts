import { JALALI_DATE_OPTIONS, JALALI_DATE_TIME_OPTIONS, formatPersianNumber, toPersianDigits } from '@sabad/contract';
import { fa } from '@/strings/fa';

export { toPersianDigits };

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const jalaliDate = once(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_OPTIONS));
const jalaliDateTime = once(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_TIME_OPTIONS));

export function formatNumber(value: number): string {
  return formatPersianNumber(value);
}

/** Amounts travel in Rial as the shop's do; staff read Toman (1 Toman = 10 Rial). */
export function formatToman(rial: number): string {
  return `${formatNumber(Math.round(rial / 10))} ${fa.common.toman}`;
}

export function formatJalaliDate(iso: string): string {
  return jalaliDate().format(new Date(iso));
}

export function formatJalaliDateTime(iso: string): string {
  return jalaliDateTime().format(new Date(iso));
}

/** A Date → 'YYYY-MM-DD' of the day it is in Tehran (the admin API's days are Tehran's). */
export function tehranDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(date);
}
