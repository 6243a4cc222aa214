import { CalendarDays, X } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import type { DateRange } from 'react-day-picker';
import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';
import { toJalaliInput } from '@sabad/contract';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toPersianDigits } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fa } from '@/strings/fa';

/** Gregorian days ('YYYY-MM-DD'), as the admin API takes them; either end may be open. */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The calendar's dates are local midnights; the day is read from their local fields, never through UTC. */
export function dateToDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dayToDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

export function jalaliDayText(day: string): string {
  return toPersianDigits(toJalaliInput(day));
}

export function rangeText(range: DayRange, placeholder: string): string {
  if (!range.from && !range.to) return placeholder;
  const from = range.from ? `${fa.datePicker.from} ${jalaliDayText(range.from)}` : '';
  const to = range.to ? `${fa.datePicker.to} ${jalaliDayText(range.to)}` : '';
  return [from, to].filter(Boolean).join(' ');
}

/**
 * A day range on the Persian (Jalali) calendar: react-day-picker's Persian calendar (date-fns-jalali) in a
 * popover, right to left with Persian digits. The value is Gregorian days, for the API.
 */
export function JalaliDateRangePicker({
  value,
  onChange,
  label = fa.datePicker.placeholder,
  className,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const selected: DateRange | undefined = value.from
    ? { from: dayToDate(value.from), to: value.to ? dayToDate(value.to) : undefined }
    : undefined;
  const empty = !value.from && !value.to;
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            className="justify-start font-normal"
            aria-label={`${label}: ${rangeText(value, '—')}`}
          >
            <CalendarDays aria-hidden="true" />
            <span className={empty ? 'text-muted-foreground' : undefined}>{rangeText(value, label)}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2">
          <DayPicker
            mode="range"
            selected={selected}
            defaultMonth={selected?.from}
            onSelect={(range) =>
              onChange({
                from: range?.from ? dateToDay(range.from) : undefined,
                to: range?.to ? dateToDay(range.to) : undefined,
              })
            }
            // Inline, so the store's colours win over the calendar's own sheet (it sets these on .rdp-root).
            style={
              {
                '--rdp-accent-color': 'var(--color-primary)',
                '--rdp-accent-background-color': 'var(--color-accent)',
              } as CSSProperties
            }
          />
        </PopoverContent>
      </Popover>
      {empty ? null : (
        <Button variant="ghost" size="icon" aria-label={fa.datePicker.clear} onClick={() => onChange({})}>
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
