import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, GripVertical, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminBrandSummary } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { ConflictNotice } from '@/components/conflict-notice';
import { PageHeader } from '@/components/page-header';
import { toast, toastError } from '@/components/toaster';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { toPersianDigits } from '@/lib/format';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { ItemForm, listKey } from './item-form';
import { categoriesFa as t } from './strings';

const route = getRouteApi('/shell/catalogue/brands');

function BrandRow({
  brand,
  index,
  count,
  selected,
  disabled,
  onSelect,
  onMove,
}: {
  brand: AdminBrandSummary;
  index: number;
  count: number;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
  onMove: (position: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: brand.id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-brand-id={brand.id}
      className={`flex flex-wrap items-center gap-1 rounded-lg border bg-card p-1.5 ${
        selected ? 'border-primary ring-2 ring-primary/30' : ''
      } ${isDragging ? 'relative z-10 shadow-lg ring-2 ring-ring' : ''}`}
    >
      <Button
        ref={setActivatorNodeRef}
        variant="ghost"
        size="sm"
        className="size-9 cursor-grab touch-none px-0"
        aria-label={t.drag(brand.name)}
        title={t.drag(brand.name)}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden />
      </Button>
      {brand.pictureUrl ? (
        <img src={brand.pictureUrl} alt="" className="size-8 rounded border bg-muted object-contain" loading="lazy" />
      ) : null}
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        aria-label={t.edit(brand.name)}
        className="min-w-0 flex-1 truncate rounded px-1 py-1 text-start font-medium hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        {brand.name}
      </button>
      <span className="text-xs text-muted-foreground">{t.products(toPersianDigits(brand.productCount))}</span>
      {!brand.published ? <Badge tone="warning">{t.unpublished}</Badge> : null}
      <Button
        variant="ghost"
        size="sm"
        className="size-9 px-0"
        aria-label={t.moveUp(brand.name)}
        title={t.moveUp(brand.name)}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="size-9 px-0"
        aria-label={t.moveDown(brand.name)}
        title={t.moveDown(brand.name)}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </li>
  );
}

export function BrandsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions(api)).data;
  const mayChange = can(me, 'catalogue.change');
  const list = useQuery({ queryKey: listKey('brand'), queryFn: () => api.call('adminListBrands') });
  const brands = list.data?.items ?? [];
  const [conflict, setConflict] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = useMutation({
    mutationFn: ({ id, position }: { id: number; position: number }) =>
      api.call('adminMoveBrand', {
        params: { id },
        body: { position, expectedVersion: brands.find((brand) => brand.id === id)?.rowVersion ?? 0 },
      }),
    onSuccess: (next) => {
      setConflict(null);
      queryClient.setQueryData(listKey('brand'), next);
      toast.success(t.brandMoved);
    },
    onError: (error) => {
      if (isApiError(error, 409)) setConflict(error.message);
      else toastError(error);
    },
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const position = brands.findIndex((brand) => brand.id === Number(over.id));
    if (position >= 0) move.mutate({ id: Number(active.id), position });
  };

  const editing = search.id ?? null;
  const showForm = editing !== null || search.parent !== undefined;

  return (
    <div>
      <PageHeader
        title={t.brandsTitle}
        description={t.brandsDescription}
        actions={
          mayChange ? (
            <Button onClick={() => void navigate({ search: { parent: 0 } })}>
              <Plus aria-hidden />
              {t.newBrand}
            </Button>
          ) : null
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <section aria-label={t.brandList} className="min-w-0">
          {conflict ? (
            <ConflictNotice
              message={conflict}
              reloadLabel={t.form.reload}
              onReload={() => {
                setConflict(null);
                void list.refetch();
              }}
            />
          ) : null}
          {list.isPending ? <p className="text-sm text-muted-foreground">{fa.common.loading}</p> : null}
          {list.isError ? <p role="alert">{fa.errors.unknown}</p> : null}
          {list.data && brands.length === 0 ? <p className="text-sm text-muted-foreground">{t.emptyBrands}</p> : null}
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={brands.map((brand) => brand.id)} strategy={verticalListSortingStrategy}>
              <ol className="grid gap-1.5" aria-label={t.brandList}>
                {brands.map((brand, index) => (
                  <BrandRow
                    key={brand.id}
                    brand={brand}
                    index={index}
                    count={brands.length}
                    selected={brand.id === editing}
                    disabled={!mayChange || move.isPending}
                    onSelect={() => void navigate({ search: { id: brand.id } })}
                    onMove={(position) => move.mutate({ id: brand.id, position })}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </section>
        <section aria-label={t.form.editBrand} className="min-w-0 rounded-xl border bg-card p-4">
          {showForm ? (
            <ItemForm
              key={editing ?? 'new'}
              kind="brand"
              id={editing}
              onSaved={(id) => void navigate({ search: { id } })}
              onDeleted={() => void navigate({ search: {} })}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t.form.nothingSelectedBrand}</p>
          )}
        </section>
      </div>
    </div>
  );
}
