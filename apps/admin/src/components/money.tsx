import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fa } from '@/strings/fa';

/**
 * An amount in Toman with Persian digits. The shop's amounts travel in Rial (`…Value`), so this takes Rial.
 * The number is isolated: a minus sign or a separator next to Persian text would otherwise move.
 */
export function Money({ rial, className }: { rial: number; className?: string }) {
  const toman = Math.round(rial / 10);
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)}>
      <bdi dir="ltr" className="[unicode-bidi:isolate]">
        {toman < 0 ? `−${formatNumber(-toman)}` : formatNumber(toman)}
      </bdi>{' '}
      {fa.common.toman}
    </span>
  );
}
