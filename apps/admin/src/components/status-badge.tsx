import { Badge } from '@/components/ui/badge';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A status in words and colour. A feature maps its statuses once:
 * `<StatusBadge status={order.status} labels={{ pending: 'در انتظار', … }} tones={{ pending: 'warning', … }} />`.
 */
export function StatusBadge<S extends string>({
  status,
  labels,
  tones,
}: {
  status: S;
  labels: Record<S, string>;
  tones?: Partial<Record<S, StatusTone>>;
}) {
  return <Badge tone={tones?.[status] ?? 'neutral'}>{labels[status] ?? status}</Badge>;
}
