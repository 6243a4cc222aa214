// The discount rules the back office needs to write a code the shop will read the same way (ADR 0076):
// how a code is written, when its days start and end in Tehran, and what state it is in now. One
// place with discounts.rules.ts, so the admin's list and the checkout never disagree.
import { DISCOUNT_CODE_PATTERN } from './discount-codes.js';
import type { DiscountRow } from './discounts.repository.js';
import { normaliseDiscountCode, tehranDay, tehranMidnight } from './discounts.rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DiscountState = 'active' | 'scheduled' | 'expired' | 'inactive';

export interface DiscountTerms {
  /** Latin digits, capitals, trimmed: as the shop looks a typed code up. */
  normaliseCode(code: string): string;
  codeIsValid(normalisedCode: string): boolean;
  /** The instant a code starting on this Gregorian day becomes usable (Tehran's midnight). */
  startsAt(day: string): string;
  /** The instant a code ending on this day stops: the next Tehran midnight (the end day is included). */
  endsAt(day: string): string;
  startDay(startsAt: string): string;
  endDay(endsAt: string): string;
  /** The checkout's date checks (discountRefusal), as a state. */
  state(row: Pick<DiscountRow, 'is_active' | 'starts_at' | 'ends_at'>, now: Date): DiscountState;
}

export function createDiscountTerms(): DiscountTerms {
  return {
    normaliseCode: normaliseDiscountCode,
    codeIsValid: (code) => DISCOUNT_CODE_PATTERN.test(code),
    startsAt: (day) => tehranMidnight(day).toISOString(),
    endsAt: (day) => new Date(tehranMidnight(day).getTime() + DAY_MS).toISOString(),
    startDay: (startsAt) => tehranDay(new Date(startsAt)),
    endDay: (endsAt) => tehranDay(new Date(Date.parse(endsAt) - 1)),
    state(row, now) {
      if (row.is_active !== 1) return 'inactive';
      if (row.starts_at !== null && now.getTime() < Date.parse(row.starts_at)) return 'scheduled';
      if (row.ends_at !== null && now.getTime() >= Date.parse(row.ends_at)) return 'expired';
      return 'active';
    },
  };
}
