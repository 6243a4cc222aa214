import { toPersianDigits } from '@/lib/format';
import { auditFa } from './strings';

type Snapshot = Record<string, unknown> | null;

function show(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields a write touched, each as before → after; a field only on one side was added or removed. */
export function changedFields(before: Snapshot, after: Snapshot): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((row) => JSON.stringify(row.before) !== JSON.stringify(row.after));
}

export function AuditChange({ before, after }: { before: Snapshot; after: Snapshot }) {
  const rows = changedFields(before, after);
  if (rows.length === 0) return <span className="text-muted-foreground">{auditFa.nothingRecorded}</span>;
  return (
    <dl className="grid max-w-xl gap-1 text-xs">
      {rows.map((row) => (
        <div key={row.field} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-mono font-medium" dir="ltr">
            {row.field}
          </dt>
          <dd className="flex flex-wrap items-baseline gap-1">
            {/* Values are data (codes, amounts, English field values): each reads left to right in its own box. */}
            <bdi dir="ltr" className="rounded bg-red-50 px-1 text-red-900 line-through decoration-red-400">
              {toPersianDigits(show(row.before))}
            </bdi>
            <span aria-hidden="true">←</span>
            <span className="sr-only">به</span>
            <bdi dir="ltr" className="rounded bg-emerald-50 px-1 text-emerald-900">
              {toPersianDigits(show(row.after))}
            </bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
