import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import type { AdminBrandSummary } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { toast, toastError } from '@/components/toaster';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { ItemForm, listKey } from './item-form';
import { ItemsLayout } from './items-layout';
import { RowButton, SortableRow } from './sortable-row';
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
  return (
    <SortableRow
      item={brand}
      selected={selected}
      disabled={disabled}
      onSelect={onSelect}
      dataAttribute="data-brand-id"
      actions={
        <>
          <RowButton
            label={t.moveUp(brand.name)}
            disabled={disabled}
            onClick={index > 0 ? () => onMove(index - 1) : undefined}
          >
            <ArrowUp aria-hidden />
          </RowButton>
          <RowButton
            label={t.moveDown(brand.name)}
            disabled={disabled}
            onClick={index < count - 1 ? () => onMove(index + 1) : undefined}
          >
            <ArrowDown aria-hidden />
          </RowButton>
        </>
      }
    />
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
    <ItemsLayout
      title={t.brandsTitle}
      description={t.brandsDescription}
      newLabel={t.newBrand}
      onNew={mayChange ? () => void navigate({ search: { parent: 0 } }) : undefined}
      listLabel={t.brandList}
      formLabel={t.form.editBrand}
      state={list.status}
      conflict={conflict}
      onReload={() => {
        setConflict(null);
        void list.refetch();
      }}
      list={
        brands.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.emptyBrands}</p>
        ) : (
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
        )
      }
      form={
        showForm ? (
          <ItemForm
            key={editing ?? 'new'}
            kind="brand"
            id={editing}
            onSaved={(id) => void navigate({ search: { id } })}
            onDeleted={() => void navigate({ search: {} })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t.form.nothingSelectedBrand}</p>
        )
      }
    />
  );
}
