import { describe, expect, it } from 'vitest';
import { AdminDay } from './common.js';

describe('AdminDay', () => {
  it('takes a day that exists, leap days included', () => {
    expect(AdminDay.parse('2026-03-21')).toBe('2026-03-21');
    expect(AdminDay.parse('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses a day the calendar does not have, in Persian', () => {
    for (const day of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      const result = AdminDay.safeParse(day);
      expect(result.success, day).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('این تاریخ وجود ندارد.');
    }
  });

  it('refuses another shape with its own message', () => {
    expect(AdminDay.safeParse('1405/01/01').error?.issues[0]?.message).toBe('تاریخ باید به شکل سال-ماه-روز باشد.');
  });
});
