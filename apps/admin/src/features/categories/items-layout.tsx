import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConflictNotice } from '@/components/conflict-notice';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { fa } from '@/strings/fa';
import { categoriesFa as t } from './strings';

/**
 * The categories' and the brands' page: the list (a stale move's notice above it) beside the form on a wide
 * screen, above it on a phone; «new» only for staff who may change the catalogue.
 */
export function ItemsLayout({
  title,
  description,
  newLabel,
  onNew,
  listLabel,
  formLabel,
  state,
  conflict,
  onReload,
  list,
  form,
}: {
  title: string;
  description: string;
  newLabel: string;
  /** Absent: the staff member may only look. */
  onNew: (() => void) | undefined;
  listLabel: string;
  formLabel: string;
  state: 'pending' | 'error' | 'success';
  conflict: string | null;
  onReload: () => void;
  list: ReactNode;
  form: ReactNode;
}) {
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={
          onNew ? (
            <Button onClick={onNew}>
              <Plus aria-hidden />
              {newLabel}
            </Button>
          ) : null
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <section aria-label={listLabel} className="min-w-0">
          {conflict ? <ConflictNotice message={conflict} reloadLabel={t.form.reload} onReload={onReload} /> : null}
          {state === 'pending' ? <p className="text-sm text-muted-foreground">{fa.common.loading}</p> : null}
          {state === 'error' ? <p role="alert">{fa.errors.unknown}</p> : null}
          {state === 'success' ? list : null}
        </section>
        {/* First on a phone, so a list still loading above cannot push it away; beside the list when wide. */}
        <section aria-label={formLabel} className="order-first min-w-0 rounded-xl border bg-card p-4 lg:order-none">
          {form}
        </section>
      </div>
    </div>
  );
}
