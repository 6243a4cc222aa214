// The back office's first screen: sales of Tehran's today and of the current Jalali month, and the queues.
import type { Kysely } from 'kysely';
import { gregorianToJalali, jalaliMonthLength, jalaliToGregorian, type CalendarDate } from '@sabad/contract';
import type { AdminDashboard } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { nextDate, tehranDate, tehranDayStart } from '../../lib/tehran-day.js';
import { readCounts, readSales } from './dashboard.repository.js';

export interface DashboardService {
  read(): Promise<AdminDashboard>;
}

const iso = (date: CalendarDate) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

function parse(date: string): CalendarDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/** The Gregorian days of the Jalali month a Gregorian day falls in. */
export function jalaliMonthDays(date: string): string[] {
  const jalali = gregorianToJalali(parse(date));
  let day = iso(jalaliToGregorian({ ...jalali, day: 1 }));
  const days: string[] = [];
  for (let i = 0; i < jalaliMonthLength(jalali.year, jalali.month); i += 1) {
    days.push(day);
    day = nextDate(day);
  }
  return days;
}

export function createDashboardService(deps: { db: Kysely<Database>; clock: Clock }): DashboardService {
  const { db, clock } = deps;
  return {
    async read() {
      const today = tehranDate(clock.now());
      const perDay = jalaliMonthDays(today).map((date) => ({
        date,
        start: tehranDayStart(date),
        salesRial: 0,
        orders: 0,
      }));
      const first = perDay[0] ?? { date: today, start: tehranDayStart(today) };
      const last = perDay[perDay.length - 1] ?? first;
      const [sales, counts] = await Promise.all([
        readSales(db, { from: first.start, to: tehranDayStart(nextDate(last.date)) }),
        readCounts(db),
      ]);
      // Rows come in created_at order: one walk puts each in its Tehran day.
      let index = 0;
      for (const row of sales) {
        while (index + 1 < perDay.length && row.created_at >= (perDay[index + 1]?.start ?? '')) index += 1;
        const bucket = perDay[index];
        if (!bucket) continue;
        bucket.salesRial += Number(row.order_total);
        bucket.orders += 1;
      }
      const days = perDay.map(({ date, salesRial, orders }) => ({ date, salesRial, orders }));
      const todays = days.find((entry) => entry.date === today) ?? { date: today, salesRial: 0, orders: 0 };
      return {
        today: todays,
        month: {
          from: first.date,
          to: last.date,
          salesRial: days.reduce((sum, entry) => sum + entry.salesRial, 0),
          orders: days.reduce((sum, entry) => sum + entry.orders, 0),
          days,
        },
        counts,
      };
    },
  };
}
