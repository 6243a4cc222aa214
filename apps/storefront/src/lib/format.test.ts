import { describe, expect, it, vi } from 'vitest';
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

  it('makes its date formatters on first use, not when the module loads', async () => {
    vi.resetModules();
    const DateTimeFormat = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      made += 1;
      return new DateTimeFormat(...args);
    } as unknown as typeof DateTimeFormat;
    try {
      const fresh = await import('./format');
      expect(made).toBe(0);
      expect(fresh.formatJalaliDate('2026-03-21T08:00:00Z')).toBe('۱ فروردین ۱۴۰۵');
      fresh.formatJalaliDate('2026-03-22T08:00:00Z');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
