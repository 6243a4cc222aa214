import { toLatinDigits } from './persian.js';

/**
 * Jalali (Solar Hijri) ↔ Gregorian dates (date of birth, cheque due dates, delivery days): the
 * shopper types and reads the Persian calendar, the API keeps Gregorian 'YYYY-MM-DD'. Zod-free,
 * shared by the storefront and the API. The arithmetic is the 33-year-cycle
 * algorithm of jalaali-js (valid for Jalali years 1–3177); Intl ('fa-IR-u-ca-persian') is used to show dates.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
] as const;

const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

function jalaliCalendar(jy: number) {
  const gy = jy + 621;
  let leapJ = -14;
  const [firstBreak, ...laterBreaks] = BREAKS;
  let jp: number = firstBreak;
  let jump = 0;
  for (const jm of laterBreaks) {
    jump = jm - jp;
    if (jy < jm) break;
    leapJ = leapJ + div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ = leapJ + div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap, gy, march };
}

function gregorianToDayNumber(gy: number, gm: number, gd: number): number {
  let d = div((gy + div(gm - 8, 6) + 100100) * 1461, 4) + div(153 * mod(gm + 9, 12) + 2, 5) + gd - 34840408;
  d = d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
  return d;
}

function dayNumberToGregorian(jdn: number): CalendarDate {
  let j = 4 * jdn + 139361631;
  j = j + div(div(4 * jdn + 183187720, 146097) * 3, 4) * 4 - 3908;
  const i = div(mod(j, 1461), 4) * 5 + 308;
  const day = div(mod(i, 153), 5) + 1;
  const month = mod(div(i, 153), 12) + 1;
  const year = div(j, 1461) - 100100 + div(8 - month, 6);
  return { year, month, day };
}

function jalaliToDayNumber(jy: number, jm: number, jd: number): number {
  const { gy, march } = jalaliCalendar(jy);
  return gregorianToDayNumber(gy, 3, march) + (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1;
}

export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return jalaliCalendar(year).leap === 0 ? 30 : 29;
}

export function jalaliToGregorian({ year, month, day }: CalendarDate): CalendarDate {
  return dayNumberToGregorian(jalaliToDayNumber(year, month, day));
}

export function gregorianToJalali({ year, month, day }: CalendarDate): CalendarDate {
  const jdn = gregorianToDayNumber(year, month, day);
  let jy = year - 621;
  const { leap, march } = jalaliCalendar(jy);
  const firstOfFarvardin = gregorianToDayNumber(year, 3, march);
  let k = jdn - firstOfFarvardin;
  if (k >= 0) {
    if (k <= 185) return { year: jy, month: 1 + div(k, 31), day: mod(k, 31) + 1 };
    k -= 186;
  } else {
    jy -= 1;
    k += 179;
    if (leap === 1) k += 1;
  }
  return { year: jy, month: 7 + div(k, 30), day: mod(k, 30) + 1 };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * What the shopper typed ("۱۳۷۰/۱/۱۵", "1370-01-15", Persian or Arabic digits) → Gregorian 'YYYY-MM-DD',
 * or null when it is not a real Jalali date.
 */
export function parseJalaliInput(text: string): string | null {
  const match = /^\s*(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})\s*$/.exec(toLatinDigits(text));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1200 || year > 1600 || month < 1 || month > 12 || day < 1 || day > jalaliMonthLength(year, month))
    return null;
  const g = jalaliToGregorian({ year, month, day });
  return `${pad(g.year, 4)}-${pad(g.month)}-${pad(g.day)}`;
}

/** Gregorian 'YYYY-MM-DD' → the Jalali text the field shows ("1370/01/15", digits localised by the caller). */
export function toJalaliInput(gregorian: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(gregorian);
  if (!match) return '';
  const j = gregorianToJalali({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
  return `${pad(j.year, 4)}/${pad(j.month)}/${pad(j.day)}`;
}

/** How a date is shown to a shopper: day, month name and year on the Persian calendar, in Tehran's time. */
export const JALALI_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Tehran',
};

/** The same with the time of day (orders, invoices). */
export const JALALI_DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  ...JALALI_DATE_OPTIONS,
  hour: '2-digit',
  minute: '2-digit',
};
