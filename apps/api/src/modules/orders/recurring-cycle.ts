// Months and years follow the Jalali calendar in Tehran; each due date is counted from the start, so a short month
// does not shift the later ones.
import { gregorianToJalali, jalaliMonthLength, jalaliToGregorian } from '@sabad/contract';
import type { RecurringCyclePeriod } from '../../db/schema.js';

export interface RecurringCycle {
  length: number;
  period: RecurringCyclePeriod;
}

const HOUR = 3_600_000;
/** Iran has kept standard time all year since 1402 (2022). */
const TEHRAN_OFFSET = 3.5 * HOUR;

export function afterCycles(start: Date, cycle: RecurringCycle, cycles: number): Date {
  const steps = cycle.length * cycles;
  if (cycle.period === 'day') return new Date(start.getTime() + steps * 24 * HOUR);
  if (cycle.period === 'week') return new Date(start.getTime() + steps * 7 * 24 * HOUR);
  const months = cycle.period === 'year' ? steps * 12 : steps;
  // Tehran's wall clock as UTC fields: the calendar day and time of day the shopper saw.
  const local = new Date(start.getTime() + TEHRAN_OFFSET);
  const jalali = gregorianToJalali({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
  });
  const monthIndex = jalali.month - 1 + months;
  const year = jalali.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(jalali.day, jalaliMonthLength(year, month));
  const gregorian = jalaliToGregorian({ year, month, day });
  const timeOfDay = local.getTime() - Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(Date.UTC(gregorian.year, gregorian.month - 1, gregorian.day) + timeOfDay - TEHRAN_OFFSET);
}

const jalaliDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Tehran',
});

export function jalaliDateText(iso: string): string {
  return jalaliDate.format(new Date(iso));
}
