// What the back office's order search box means, and the normalised columns it is matched against (ADR 0068).
import { foldForSearch, toLatinDigits } from '@sabad/contract';
import { createAccountIdentifiers } from '../customers/index.js';

const identifiers = createAccountIdentifiers();

/** The highest code point: `>= x and < x + END` is the prefix range of x on a byte-ordered column. */
export const PREFIX_END = '\u{10FFFF}';

export type OrderSearchTerm =
  | { kind: 'number'; customOrderNumber: string; id: number | null }
  | { kind: 'mobile'; exact: string }
  | { kind: 'mobilePrefix'; prefix: string }
  | { kind: 'name'; prefix: string };

export interface OrderSearchColumns {
  search_mobile: string | null;
  search_name: string;
  search_name_reversed: string;
}

function normalisedMobile(text: string | null | undefined): string | null {
  if (!text) return null;
  const parsed = identifiers.parse(text);
  return parsed?.kind === 'mobile' ? parsed.value : null;
}

/** Written with the order (and by the migration for older orders): its mobile and the billing name, folded. */
export function orderSearchColumns(input: {
  customerMobile: string | null | undefined;
  billingPhone: string | null | undefined;
  firstName: string;
  lastName: string;
}): OrderSearchColumns {
  const first = foldForSearch(input.firstName);
  const last = foldForSearch(input.lastName);
  return {
    search_mobile: normalisedMobile(input.customerMobile) ?? normalisedMobile(input.billingPhone),
    search_name: `${first} ${last}`.trim(),
    search_name_reversed: `${last} ${first}`.trim(),
  };
}

/**
 * "۱۴۰۵-۱۲" or "1405-000012": that order number; "12": the order numbered 12 in any year; "+98 912…",
 * "٠٩١٢…" or "912…" (ten digits): that mobile; "0912 34": mobiles starting so; anything else a name's start.
 */
export function parseOrderSearch(input: string): OrderSearchTerm | null {
  const text = toLatinDigits(input).trim();
  if (text === '') return null;
  const compact = text.replace(/[\s\-()]/g, '');
  const numbered = /^(\d{4})-(\d{1,9})$/.exec(text.replace(/\s/g, ''));
  if (numbered) {
    const id = Number(numbered[2]);
    return { kind: 'number', customOrderNumber: `${numbered[1]}-${String(id).padStart(6, '0')}`, id: null };
  }
  const exactMobile = normalisedMobile(compact);
  if (exactMobile) return { kind: 'mobile', exact: exactMobile };
  const mobileStart = /^(?:\+98|0098|0)(9\d{0,8})$/.exec(compact);
  if (mobileStart) return { kind: 'mobilePrefix', prefix: `0${mobileStart[1]}` };
  if (/^\d{1,9}$/.test(compact)) return { kind: 'number', customOrderNumber: compact, id: Number(compact) };
  const folded = foldForSearch(text);
  return folded === '' ? null : { kind: 'name', prefix: folded };
}

const tehranClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Tehran's wall clock minus UTC at an instant, in ms (+3:30 today; +4:30 in summers up to 2022). */
function tehranOffset(at: number): number {
  const parts = Object.fromEntries(tehranClock.formatToParts(at).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return wall - Math.floor(at / 60_000) * 60_000;
}

/** The instant a Gregorian day (YYYY-MM-DD) starts in Tehran, as the ISO text orders' created_at holds. */
export function tehranDayStart(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  let start = midnightUtc - tehranOffset(midnightUtc);
  // The offset at the guess may differ from the offset at the answer on a day the clocks moved.
  start = midnightUtc - tehranOffset(start);
  return new Date(start).toISOString();
}

/** The Gregorian day (YYYY-MM-DD) an instant falls on in Tehran. */
export function tehranDate(at: Date): string {
  return new Date(at.getTime() + tehranOffset(at.getTime())).toISOString().slice(0, 10);
}

/** The next Gregorian day, YYYY-MM-DD. */
export function nextDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
