import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatNumber, formatToman } from './format';

describe('format', () => {
  it('writes numbers with Persian digits and separators', () => {
    expect(formatNumber(125000)).toBe('۱۲۵٬۰۰۰');
  });

  it('shows Rial amounts in Toman', () => {
    expect(formatToman(1_250_000)).toBe('۱۲۵٬۰۰۰ تومان');
  });

  it('shows dates on the Jalali calendar', () => {
    expect(formatJalaliDate('2026-03-21T08:00:00Z')).toBe('۱ فروردین ۱۴۰۵');
  });
});
