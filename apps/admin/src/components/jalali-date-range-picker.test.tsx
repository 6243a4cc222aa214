import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate, JalaliDateRangePicker, rangeText, type DayRange } from './jalali-date-range-picker';

function Picker({ initial = {} }: { initial?: DayRange }) {
  const [range, setRange] = useState<DayRange>(initial);
  return (
    <>
      <JalaliDateRangePicker label="بازهٔ تاریخ" value={range} onChange={setRange} />
      <output>{JSON.stringify(range)}</output>
    </>
  );
}

describe('the Jalali date range picker', () => {
  it('turns a calendar day into the Gregorian day the API takes, whatever the time zone', () => {
    expect(dateToDay(dayToDate('2026-03-21'))).toBe('2026-03-21');
    expect(dateToDay(new Date(2026, 10, 29, 23, 59))).toBe('2026-11-29');
  });

  it('names the range in Jalali with Persian digits', () => {
    // 1 Farvardin 1405 is 21 March 2026.
    expect(rangeText({ from: '2026-03-21', to: '2026-03-22' }, '')).toBe('از ۱۴۰۵/۰۱/۰۱ تا ۱۴۰۵/۰۱/۰۲');
    expect(rangeText({}, 'بازهٔ تاریخ')).toBe('بازهٔ تاریخ');
  });

  it('picks a range on the Persian calendar and clears it', async () => {
    const user = userEvent.setup();
    render(<Picker initial={{ from: '2026-03-21' }} />);
    await user.click(screen.getByRole('button', { name: /^بازهٔ تاریخ/ }));
    // The calendar opens on Farvardin 1405, its days in Persian digits.
    expect(await screen.findByText(/فروردین/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^\S+ ۱۰-ام فروردین ۱۴۰۵/ }));
    expect(document.querySelector('output')).toHaveTextContent('{"from":"2026-03-21","to":"2026-03-30"}');
    await user.click(screen.getByRole('button', { name: 'پاک کردن تاریخ' }));
    expect(document.querySelector('output')).toHaveTextContent('{}');
  });
});
