import { gregorianToJalali, jalaliToGregorian } from '@sabad/contract';
import { tehranDay } from '@/lib/format';

export const REPORTS = ['sales', 'vat', 'bestsellers', 'low-stock', 'never-sold', 'top-customers'] as const;
export type ReportTab = (typeof REPORTS)[number];

/** The report, its range and options live in the address: a report can be bookmarked and shared. */
export interface ReportsSearch {
  report?: ReportTab;
  from?: string;
  to?: string;
  period?: 'day' | 'week' | 'month';
  by?: 'quantity' | 'amount';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseReportsSearch(search: Record<string, unknown>): ReportsSearch {
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const parsed: ReportsSearch = {
    report: pick(search.report, REPORTS),
    from: typeof search.from === 'string' && DAY.test(search.from) ? search.from : undefined,
    to: typeof search.to === 'string' && DAY.test(search.to) ? search.to : undefined,
    period: pick(search.period, ['day', 'week', 'month'] as const),
    by: pick(search.by, ['quantity', 'amount'] as const),
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Without a range in the address: from the first day of this Jalali month to today, in Tehran. */
export function defaultRange(now: Date = new Date()): { from: string; to: string } {
  const today = tehranDay(now);
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const jalali = gregorianToJalali({ year, month, day });
  const first = jalaliToGregorian({ ...jalali, day: 1 });
  return { from: `${pad(first.year, 4)}-${pad(first.month)}-${pad(first.day)}`, to: today };
}
