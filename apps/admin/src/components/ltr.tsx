import type { ReactNode } from 'react';
import { toPersianDigits } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * Text that must read left to right inside a right-to-left line: an order number («۱۴۰۵-۰۰۰۰۱۲»), a mobile
 * («۰۹۱۲ ۳۴۵ ۶۷۸۹»), a tracking code, an email. `<bdi dir="ltr">` isolates it, so neither the line around it
 * reorders its parts nor it the line (ltr.test.tsx keeps it so).
 */
export function LtrIsolate({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={cn('[unicode-bidi:isolate]', className)}>
      {children}
    </bdi>
  );
}

/** An order number, mobile number or other code, in Persian digits and isolated left to right. */
export function Num({ value, className }: { value: string | number; className?: string }) {
  return <LtrIsolate className={cn('tabular-nums', className)}>{toPersianDigits(String(value))}</LtrIsolate>;
}
