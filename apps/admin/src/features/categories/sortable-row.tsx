import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toPersianDigits } from '@/lib/format';
import { categoriesFa as t } from './strings';

/** What a row of the tree or of the brands' list shows. */
export interface RowItem {
  id: number;
  name: string;
  pictureUrl: string | null;
  productCount: number;
  published: boolean;
}

/**
 * One draggable row: the handle (pointer, or Space and the arrow keys), the picture, the name that opens the
 * form, the product count, "unpublished", and the row's own buttons (`actions`).
 */
export function SortableRow({
  item,
  selected,
  disabled,
  onSelect,
  actions,
  style,
  dataAttribute,
  context,
}: {
  item: RowItem;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
  actions: ReactNode;
  style?: CSSProperties;
  dataAttribute: 'data-category-id' | 'data-brand-id';
  /** Read after the name by screen readers only, e.g. which category a subcategory sits under. */
  context?: string | undefined;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ ...style, transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : undefined}
      {...{ [dataAttribute]: item.id }}
    >
      <div
        className={`flex flex-wrap items-center gap-1 rounded-lg border bg-card p-1.5 ${
          selected ? 'border-primary ring-2 ring-primary/30' : ''
        } ${isDragging ? 'shadow-lg ring-2 ring-ring' : ''}`}
      >
        <Button
          ref={setActivatorNodeRef}
          variant="ghost"
          size="sm"
          className="size-9 cursor-grab touch-none px-0"
          aria-label={t.drag(item.name)}
          title={t.drag(item.name)}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden />
        </Button>
        {item.pictureUrl ? (
          <img src={item.pictureUrl} alt="" className="size-8 rounded border bg-muted object-contain" loading="lazy" />
        ) : null}
        <button
          type="button"
          onClick={onSelect}
          aria-current={selected ? 'true' : undefined}
          aria-label={t.edit(item.name)}
          className="min-w-0 flex-1 truncate rounded px-1 py-1 text-start font-medium hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          {item.name}
        </button>
        {context ? <span className="sr-only">{context}</span> : null}
        <span className="text-xs text-muted-foreground">{t.products(toPersianDigits(item.productCount))}</span>
        {!item.published ? <Badge tone="warning">{t.unpublished}</Badge> : null}
        <div className="flex w-full justify-end gap-0.5 sm:w-auto">{actions}</div>
      </div>
    </li>
  );
}

/** A row's icon button, named for screen readers and shown as a tooltip. */
export function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="size-9 px-0"
      aria-label={label}
      title={label}
      disabled={disabled || !onClick}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
