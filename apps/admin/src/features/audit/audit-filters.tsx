import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { STAFF_AREAS, type StaffArea } from '@sabad/contract/admin/permissions';
import { FormField } from '@/components/form-field';
import { JalaliDateRangePicker } from '@/components/jalali-date-range-picker';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';
import { AREA_LABELS } from '@/lib/areas';
import type { AuditSearch } from './audit-route';
import { auditFa } from './strings';
import { useFilterDraft } from '@/lib/use-filter-draft';

export function AuditFilters({ value, onApply }: { value: AuditSearch; onApply: (filter: AuditSearch) => void }) {
  const staff = useQuery({
    queryKey: ['admin', 'staff', 'list'],
    queryFn: ({ signal }) => api.call('adminListStaff', { signal }),
    staleTime: 5 * 60_000,
  });
  const [draft, setDraft] = useFilterDraft<AuditSearch>(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, page: undefined });
  }
  return (
    <form
      onSubmit={submit}
      aria-label={auditFa.filters}
      className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <FormField label={auditFa.staff}>
        <NativeSelect
          value={draft.staffId ?? ''}
          onChange={(e) => setDraft({ ...draft, staffId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{auditFa.allStaff}</option>
          {staff.data?.items.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name ? `${member.name} (${member.email})` : member.email}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={auditFa.area}>
        <NativeSelect
          value={draft.area ?? ''}
          onChange={(e) => setDraft({ ...draft, area: (e.target.value || undefined) as StaffArea | undefined })}
        >
          <option value="">{auditFa.allAreas}</option>
          {STAFF_AREAS.map((area) => (
            <option key={area} value={area}>
              {AREA_LABELS[area]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-2">
        <Label asChild>
          <span>{auditFa.dates}</span>
        </Label>
        <JalaliDateRangePicker
          label={auditFa.dates}
          value={{ from: draft.from, to: draft.to }}
          onChange={(range) => setDraft({ ...draft, from: range.from, to: range.to })}
        />
      </div>
      <FormField label={auditFa.entityType}>
        <Input
          dir="ltr"
          placeholder={auditFa.entityTypePlaceholder}
          value={draft.entityType ?? ''}
          onChange={(e) => setDraft({ ...draft, entityType: e.target.value || undefined })}
        />
      </FormField>
      <FormField label={auditFa.entityId}>
        <Input
          dir="ltr"
          value={draft.entityId ?? ''}
          onChange={(e) => setDraft({ ...draft, entityId: e.target.value || undefined })}
        />
      </FormField>
      <div className="flex items-end gap-2">
        <Button type="submit">{auditFa.apply}</Button>
        <Button variant="outline" onClick={() => onApply({})}>
          {auditFa.clear}
        </Button>
      </div>
    </form>
  );
}
