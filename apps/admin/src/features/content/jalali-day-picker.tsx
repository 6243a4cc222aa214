import { CalendarDays } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';
import { dateToDay, dayToDate, jalaliDayText } from '@/components/jalali-date-range-picker';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** One day on the Persian calendar (react-day-picker's, as the range picker); the value is a Gregorian day. */
export function JalaliDayPicker({
  value,
  onChange,
  label,
  id,
  disabled = false,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  label: string;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [open, setOpen] = useState(false);
  const selected = value ? dayToDate(value) : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          className="justify-start font-normal"
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          aria-label={`${label}: ${value ? jalaliDayText(value) : '—'}`}
        >
          <CalendarDays aria-hidden="true" />
          <span className={value ? undefined : 'text-muted-foreground'}>{value ? jalaliDayText(value) : label}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-2">
        <DayPicker
          mode="single"
          selected={selected}
          defaultMonth={selected}
          onSelect={(date) => {
            onChange(date ? dateToDay(date) : undefined);
            setOpen(false);
          }}
          style={
            {
              '--rdp-accent-color': 'var(--color-primary)',
              '--rdp-accent-background-color': 'var(--color-accent)',
            } as CSSProperties
          }
        />
      </PopoverContent>
    </Popover>
  );
}
