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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowDown, ArrowLeftToLine, ArrowRightFromLine, ArrowUp, Plus } from 'lucide-react';
import { RowButton, SortableRow } from './sortable-row';
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
  const move = (target: MoveTarget | null) => (target ? () => onMove(target) : undefined);
  // The indent shows the level to the eye; a screen reader hears the parent's name instead.
  const parentName = flat.find((item) => item.id === node.parentId)?.name;
  const actions = [
    { label: t.moveUp(node.name), icon: ArrowUp, run: move(stepTarget(flat, node.id, -1)) },
    { label: t.moveDown(node.name), icon: ArrowDown, run: move(stepTarget(flat, node.id, 1)) },
    // In a right-to-left tree a child sits further left: "in" points left, "out" points right.
    { label: t.indent(node.name), icon: ArrowLeftToLine, run: move(indentTarget(flat, node.id)) },
    { label: t.outdent(node.name), icon: ArrowRightFromLine, run: move(outdentTarget(flat, node.id)) },
    { label: t.newSubcategory, icon: Plus, run: onAddChild },
  ];
  return (
    <SortableRow
      item={node}
      selected={selected}
      disabled={disabled}
      onSelect={onSelect}
      style={{ paddingInlineStart: `${node.depth * INDENT_PX}px` }}
      dataAttribute="data-category-id"
      context={parentName ? t.under(parentName) : undefined}
      actions={actions.map((action) => (
        <RowButton key={action.label} label={action.label} disabled={disabled} onClick={action.run}>
          <action.icon aria-hidden />
        </RowButton>
      ))}
    />
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
