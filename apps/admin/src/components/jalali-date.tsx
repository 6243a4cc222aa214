import { formatJalaliDate, formatJalaliDateTime } from '@/lib/format';

/** A moment as staff read it: the Jalali date (and time) in Tehran, with the machine date in `dateTime`. */
export function JalaliDate({
  iso,
  withTime = false,
  className,
}: {
  iso: string;
  withTime?: boolean;
  className?: string;
}) {
  return (
    <time dateTime={iso} className={className}>
      {withTime ? formatJalaliDateTime(iso) : formatJalaliDate(iso)}
    </time>
  );
}
