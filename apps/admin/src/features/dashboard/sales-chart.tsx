import type { AdminDashboard } from '@sabad/contract/admin';
import { formatJalaliDate, formatToman } from '@/lib/format';

type Day = AdminDashboard['month']['days'][number];

/**
 * One bar per day of the month, drawn as plain SVG (no chart package: 30 rectangles do not need one).
 * Each bar carries its day and amount as a title for a pointer, and the table beside it is the same
 * figures for a screen reader.
 */
export function SalesChart({ days, label }: { days: Day[]; label: string }) {
  const max = Math.max(1, ...days.map((day) => day.salesRial));
  const width = 300;
  const height = 90;
  const gap = 2;
  const bar = (width - gap * (days.length - 1)) / Math.max(days.length, 1);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-32 w-full"
        role="img"
        aria-label={label}
        // Day 1 on the right, as a right-to-left reader expects the month to start.
        style={{ transform: 'scaleX(-1)' }}
      >
        {days.map((day, index) => {
          const h = Math.max(day.salesRial > 0 ? 2 : 0.5, (day.salesRial / max) * (height - 4));
          return (
            <rect
              key={day.date}
              x={index * (bar + gap)}
              y={height - h}
              width={bar}
              height={h}
              rx={1}
              className={day.salesRial > 0 ? 'fill-primary' : 'fill-muted'}
            >
              <title>{`${formatJalaliDate(`${day.date}T12:00:00Z`)}: ${formatToman(day.salesRial)}`}</title>
            </rect>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{label}</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatJalaliDate(`${day.date}T12:00:00Z`)}</th>
              <td>{formatToman(day.salesRial)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
