// A report's range cut into periods: Tehran days, Saturday-first weeks, or Jalali months, each cut to the
// range at both ends, with the instant each one starts so orders fall into them by created_at alone.
import { gregorianToJalali, jalaliToGregorian, type CalendarDate } from '@sabad/contract';
import type { ReportPeriod } from '@sabad/contract/admin';
import { nextDate, tehranDayStart } from '../../lib/tehran-day.js';

export interface PeriodBucket {
  /** First and last Gregorian day of the period inside the range. */
  from: string;
  to: string;
  /** The instant `from` starts in Tehran, as orders' created_at holds it. */
  start: string;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const iso = (date: CalendarDate) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

function parse(day: string): CalendarDate {
  const [year = 0, month = 1, day_ = 1] = day.split('-').map(Number);
  return { year, month, day: day_ };
}

/** The first day of the period a day falls in (before cutting to the range). */
export function periodStart(day: string, period: ReportPeriod): string {
  if (period === 'day') return day;
  if (period === 'week') {
    // getUTCDay: Sunday 0 … Saturday 6; the Persian week starts on Saturday.
    const date = new Date(`${day}T00:00:00Z`);
    const back = (date.getUTCDay() + 1) % 7;
    return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  }
  const jalali = gregorianToJalali(parse(day));
  return iso(jalaliToGregorian({ ...jalali, day: 1 }));
}

export function periodBuckets(from: string, to: string, period: ReportPeriod): PeriodBucket[] {
  const buckets: PeriodBucket[] = [];
  let key = '';
  for (let day = from; day <= to; day = nextDate(day)) {
    const start = periodStart(day, period);
    const last = buckets[buckets.length - 1];
    if (last && start === key) {
      last.to = day;
    } else {
      key = start;
      buckets.push({ from: day, to: day, start: tehranDayStart(day) });
    }
  }
  return buckets;
}

/** The instant just after the range: Tehran's midnight after its last day. */
export function rangeEnd(to: string): string {
  return tehranDayStart(nextDate(to));
}
