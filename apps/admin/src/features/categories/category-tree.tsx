import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowLeftToLine, ArrowRightFromLine, ArrowUp, GripVertical, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toPersianDigits } from '@/lib/format';
import { categoriesFa as t } from './strings';
import { dropTarget, indentTarget, outdentTarget, stepTarget, type FlatCategory, type MoveTarget } from './tree';

/** How far (px) a row is pushed in per level, and how far a pointer is dragged sideways per level. */
export const INDENT_PX = 28;

function Row({
  node,
  flat,
  selected,
  disabled,
  onSelect,
  onAddChild,
  onMove,
}: {
  node: FlatCategory;
  flat: readonly FlatCategory[];
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
  onAddChild: () => void;
  onMove: (target: MoveTarget) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.id,
    disabled,
  });
  const move = (target: MoveTarget | null) => (target ? () => onMove(target) : undefined);
  const actions = [
    { label: t.moveUp(node.name), icon: ArrowUp, run: move(stepTarget(flat, node.id, -1)) },
    { label: t.moveDown(node.name), icon: ArrowDown, run: move(stepTarget(flat, node.id, 1)) },
    // In a right-to-left tree a child sits further left: "in" points left, "out" points right.
    { label: t.indent(node.name), icon: ArrowLeftToLine, run: move(indentTarget(flat, node.id)) },
    { label: t.outdent(node.name), icon: ArrowRightFromLine, run: move(outdentTarget(flat, node.id)) },
    { label: t.newSubcategory, icon: Plus, run: onAddChild },
  ];
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        paddingInlineStart: `${node.depth * INDENT_PX}px`,
      }}
      className={isDragging ? 'relative z-10 opacity-80' : undefined}
      data-category-id={node.id}
      aria-level={node.depth + 1}
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
          aria-label={t.drag(node.name)}
          title={t.drag(node.name)}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden />
        </Button>
        {node.pictureUrl ? (
          <img src={node.pictureUrl} alt="" className="size-8 rounded border bg-muted object-cover" loading="lazy" />
        ) : null}
        <button
          type="button"
          onClick={onSelect}
          aria-current={selected ? 'true' : undefined}
          aria-label={t.edit(node.name)}
          className="min-w-0 flex-1 truncate rounded px-1 py-1 text-start font-medium hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          {node.name}
        </button>
        <span className="text-xs text-muted-foreground">{t.products(toPersianDigits(node.productCount))}</span>
        {!node.published ? <Badge tone="warning">{t.unpublished}</Badge> : null}
        <div className="flex w-full justify-end gap-0.5 sm:w-auto">
          {actions.map((action) => (
            <Button
              key={action.label}
              type="button"
              variant="ghost"
              size="sm"
              className="size-9 px-0"
              aria-label={action.label}
              title={action.label}
              disabled={disabled || !action.run}
              onClick={action.run}
            >
              <action.icon aria-hidden />
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}

function announcements(flat: readonly FlatCategory[]): Announcements {
  const name = (id: string | number | undefined) => flat.find((item) => item.id === Number(id))?.name ?? '';
  return {
    onDragStart: ({ active }) => t.picked(name(active.id)),
    onDragOver: ({ over }) => (over ? t.over(name(over.id)) : t.notMoved),
    onDragEnd: ({ active, over }) => (over ? t.dropped(name(active.id)) : t.notMoved),
    onDragCancel: () => t.cancelled,
  };
}

/**
 * The categories as one indented list: a row dragged by its handle lands where it is dropped, one level
 * deeper for every INDENT_PX dragged towards the left (right-to-left: children sit left); with the keyboard,
 * Space on the handle and the arrow keys reorder, and each row's buttons move it up, down, in or out.
 */
export function CategoryTree({
  flat,
  selectedId,
  disabled,
  onSelect,
  onAddChild,
  onMove,
}: {
  flat: readonly FlatCategory[];
  selectedId: number | null;
  disabled: boolean;
  onSelect: (id: number) => void;
  onAddChild: (parentId: number) => void;
  onMove: (id: number, target: MoveTarget) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    if (!over) return;
    // Right to left: dragging towards the left (negative x) goes deeper.
    const depthDelta = Math.round(-delta.x / INDENT_PX);
    const target = dropTarget(flat, Number(active.id), Number(over.id), depthDelta);
    if (target) onMove(Number(active.id), target);
  };
  if (flat.length === 0) return <p className="text-sm text-muted-foreground">{t.empty}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(flat),
        screenReaderInstructions: { draggable: t.dragInstructions },
      }}
    >
      <SortableContext items={flat.map((node) => node.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-1.5" aria-label={t.tree}>
          {flat.map((node) => (
            <Row
              key={node.id}
              node={node}
              flat={flat}
              selected={node.id === selectedId}
              disabled={disabled}
              onSelect={() => onSelect(node.id)}
              onAddChild={() => onAddChild(node.id)}
              onMove={(target) => onMove(node.id, target)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
