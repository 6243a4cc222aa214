import { CalendarDays, X } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';
import { dateToDay, dayToDate, jalaliDayText } from '@/components/jalali-date-range-picker';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { fa } from '@/strings/fa';

/**
 * One day on the Persian (Jalali) calendar, for a field that may stay open (a code's first or last day):
 * the range picker's calendar and day conversion, one day at a time. The value is a Gregorian day, for the API.
 */
export function JalaliDayPicker({
  id,
  label,
  empty,
  value,
  onChange,
  disabled = false,
  invalid = false,
  describedBy,
}: {
  id: string;
  label: string;
  /** What the button says while no day is picked. */
  empty: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const text = value ? jalaliDayText(value) : empty;
  return (
    <div className="flex items-center gap-1">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            variant="outline"
            className="justify-start font-normal"
            disabled={disabled}
            aria-label={`${label}: ${text}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          >
            <CalendarDays aria-hidden="true" />
            <span className={value ? undefined : 'text-muted-foreground'}>{text}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2">
          <DayPicker
            mode="single"
            selected={value ? dayToDate(value) : undefined}
            defaultMonth={value ? dayToDate(value) : undefined}
            onSelect={(date) => {
              onChange(date ? dateToDay(date) : undefined);
              setOpen(false);
            }}
            // Inline, so the store's colours win over the calendar's own sheet (as the range picker does).
            style={
              {
                '--rdp-accent-color': 'var(--color-primary)',
                '--rdp-accent-background-color': 'var(--color-accent)',
              } as CSSProperties
            }
          />
        </PopoverContent>
      </Popover>
      {value && !disabled ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${fa.datePicker.clear}: ${label}`}
          onClick={() => onChange(undefined)}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
