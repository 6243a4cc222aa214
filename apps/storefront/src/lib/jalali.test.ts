import { describe, expect, it } from 'vitest';
import { formatJalaliDate } from './format';
import { gregorianToJalali, jalaliToGregorian, parseJalaliInput, toJalaliInput } from './jalali';

describe('Jalali dates', () => {
  it('converts known dates both ways (Nowruz, a leap-year Esfand 30, the end of a year)', () => {
    expect(jalaliToGregorian({ year: 1405, month: 1, day: 1 })).toEqual({ year: 2026, month: 3, day: 21 });
    expect(gregorianToJalali({ year: 2026, month: 3, day: 21 })).toEqual({ year: 1405, month: 1, day: 1 });
    expect(jalaliToGregorian({ year: 1403, month: 12, day: 30 })).toEqual({ year: 2025, month: 3, day: 20 });
    expect(gregorianToJalali({ year: 1991, month: 4, day: 4 })).toEqual({ year: 1370, month: 1, day: 15 });
    expect(gregorianToJalali({ year: 2000, month: 2, day: 29 })).toEqual({ year: 1378, month: 12, day: 10 });
  });

  it('round-trips every day of several years and agrees with Intl’s Persian calendar', () => {
    const persianParts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let time = Date.UTC(1979, 0, 1); time < Date.UTC(1983, 0, 1); time += 86_400_000 * 3) {
      const date = new Date(time);
      const g = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      const j = gregorianToJalali(g);
      expect(jalaliToGregorian(j)).toEqual(g);
      const parts = Object.fromEntries(persianParts.formatToParts(date).map((part) => [part.type, part.value]));
      expect([j.year, j.month, j.day]).toEqual([Number(parts.year), Number(parts.month), Number(parts.day)]);
    }
  });

  it('reads what a shopper types in Persian, Arabic or Latin digits and refuses impossible dates', () => {
    expect(parseJalaliInput('۱۳۷۰/۰۱/۱۵')).toBe('1991-04-04');
    expect(parseJalaliInput('١٣٧٠-١-١٥')).toBe('1991-04-04');
    expect(parseJalaliInput('1403/12/30')).toBe('2025-03-20');
    expect(parseJalaliInput('1402/12/30')).toBeNull();
    expect(parseJalaliInput('1370/07/31')).toBeNull();
    expect(parseJalaliInput('1370/13/01')).toBeNull();
    expect(parseJalaliInput('15/01/1370')).toBeNull();
    expect(parseJalaliInput('')).toBeNull();
  });

  it('shows a stored Gregorian date as the Jalali field text and through Intl', () => {
    expect(toJalaliInput('1991-04-04')).toBe('1370/01/15');
    expect(formatJalaliDate('1991-04-04T12:00:00Z')).toBe('۱۵ فروردین ۱۳۷۰');
  });
});
