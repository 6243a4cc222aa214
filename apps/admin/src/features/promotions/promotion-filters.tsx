import type { FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import type { PromotionsSearch } from './promotions-route';
import { promotionsFa as t } from './strings';
import { useFilterDraft } from '@/lib/use-filter-draft';

/** The search and status filter of a promotions list (codes or cards); what it applies goes to the address. */
export function PromotionFilters({
  value,
  onApply,
  label,
  searchLabel,
  placeholder,
  statuses,
}: {
  value: PromotionsSearch;
  onApply: (search: PromotionsSearch) => void;
  label: string;
  searchLabel: string;
  placeholder?: string;
  statuses: Record<string, string>;
}) {
  const [draft, setDraft] = useFilterDraft(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() || undefined, page: undefined });
  }
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-3"
    >
      <FormField label={searchLabel}>
        <Input
          type="search"
          dir="auto"
          placeholder={placeholder}
          value={draft.q ?? ''}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </FormField>
      <FormField label={t.status}>
        <NativeSelect
          value={draft.status ?? ''}
          onChange={(e) => setDraft({ ...draft, status: e.target.value || undefined })}
        >
          <option value="">{t.statusAll}</option>
          {Object.entries(statuses).map(([status, name]) => (
            <option key={status} value={status}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex items-end gap-2">
        <Button type="submit">{t.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}
