// Tehran's days as the ISO instants orders' created_at holds: a list's day range and the dashboard's today and month.
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
