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
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeft, ArrowRight, GripVertical, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toPersianDigits } from '@/lib/format';
import type { PictureDraft } from './draft';
import { productsFa as t } from './strings';

const ordinal = (index: number) => toPersianDigits(index + 1);

/** What a screen reader hears while a picture is dragged by keyboard, in Persian. */
function announcements(pictures: readonly PictureDraft[]): Announcements {
  const position = (id: string | number | undefined) =>
    ordinal(pictures.findIndex((picture) => picture.id === Number(id)));
  return {
    onDragStart: ({ active }) => `${t.pictureLabel(position(active.id))} برداشته شد.`,
    onDragOver: ({ over }) => (over ? `روی جای ${position(over.id)}.` : 'بیرون از فهرست.'),
    onDragEnd: ({ over }) => (over ? `در جای ${position(over.id)} گذاشته شد.` : 'جابه‌جا نشد.'),
    onDragCancel: () => 'جابه‌جایی لغو شد.',
  };
}

function SortablePicture({
  picture,
  index,
  count,
  disabled,
  onAltText,
  onMove,
  onRemove,
}: {
  picture: PictureDraft;
  index: number;
  count: number;
  disabled: boolean;
  onAltText: (altText: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: picture.id,
    disabled,
  });
  const altId = useId();
  const label = ordinal(index);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`grid gap-2 rounded-lg border bg-card p-2 ${isDragging ? 'z-10 shadow-lg ring-2 ring-ring' : ''}`}
      aria-label={t.pictureLabel(label)}
      data-picture-id={picture.id}
    >
      <div className="relative">
        <img
          src={`${picture.thumbUrl}`}
          alt={picture.altText}
          className="aspect-square w-full rounded-md bg-muted object-contain"
          loading="lazy"
        />
        {index === 0 ? (
          <span className="absolute start-1 top-1 rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">
            اصلی
          </span>
        ) : null}
      </div>
      <div className="grid gap-1">
        <label htmlFor={altId} className="text-xs text-muted-foreground">
          {t.altText}
        </label>
        <Input
          id={altId}
          value={picture.altText}
          disabled={disabled}
          onChange={(event) => onAltText(event.target.value)}
          className="h-9"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <Button
          ref={setActivatorNodeRef}
          variant="ghost"
          size="sm"
          className="size-9 cursor-grab touch-none px-0"
          aria-label={t.dragPicture(label)}
          title={t.dragPicture(label)}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden />
        </Button>
        <div className="flex gap-1">
          {/* Buttons as well as dragging: a touch screen or a switch user moves a picture without a drag. */}
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label={t.movePictureUp(label)}
            title={t.movePictureUp(label)}
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowRight aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label={t.movePictureDown(label)}
            title={t.movePictureDown(label)}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowLeft aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0 text-destructive"
            aria-label={t.removePicture(label)}
            title={t.removePicture(label)}
            disabled={disabled}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * The product's pictures in their order (the first is the main one): dragged with the pointer or, after
 * Space on the handle, with the arrow keys (dnd-kit announces each step in Persian); alt text per picture;
 * a deleted one is gone from the list and deleted with the save.
 */
export function PictureList({
  pictures,
  disabled,
  onChange,
}: {
  pictures: PictureDraft[];
  disabled: boolean;
  onChange: (pictures: PictureDraft[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove(pictures, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = pictures.findIndex((picture) => picture.id === Number(active.id));
    const to = pictures.findIndex((picture) => picture.id === Number(over.id));
    if (from >= 0 && to >= 0) move(from, to);
  };
  if (pictures.length === 0) return <p className="text-sm text-muted-foreground">{t.noPictures}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(pictures),
        screenReaderInstructions: {
          draggable:
            'برای برداشتن تصویر فاصله یا Enter را بزنید، با کلیدهای جهت جابه‌جا کنید و با فاصله یا Enter بگذارید؛ Escape لغو می‌کند.',
        },
      }}
    >
      <SortableContext items={pictures.map((picture) => picture.id)} strategy={rectSortingStrategy}>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t.sections.pictures}>
          {pictures.map((picture, index) => (
            <SortablePicture
              key={picture.id}
              picture={picture}
              index={index}
              count={pictures.length}
              disabled={disabled}
              onAltText={(altText) => onChange(pictures.map((p) => (p.id === picture.id ? { ...p, altText } : p)))}
              onMove={(to) => move(index, to)}
              onRemove={() => onChange(pictures.filter((p) => p.id !== picture.id))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
