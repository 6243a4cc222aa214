import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { AdminCategoryTree } from '@sabad/contract/admin';
import { toast, toastError } from '@/components/toaster';
import { can } from '@/app/require-permission';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { CategoryTree } from './category-tree';
import { ItemForm, listKey } from './item-form';
import { ItemsLayout } from './items-layout';
import { categoriesFa as t } from './strings';
import { flatten, type MoveTarget } from './tree';

const route = getRouteApi('/shell/catalogue/categories');

export function CategoriesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions(api)).data;
  const mayChange = can(me, 'catalogue.change');
  const tree = useQuery({ queryKey: listKey('category'), queryFn: () => api.call('adminListCategories') });
  const flat = useMemo(() => flatten(tree.data?.items ?? []), [tree.data]);
  const [conflict, setConflict] = useState<string | null>(null);

  const move = useMutation({
    mutationFn: ({ id, target }: { id: number; target: MoveTarget }) =>
      api.call('adminMoveCategory', {
        params: { id },
        body: { ...target, expectedVersion: flat.find((node) => node.id === id)?.rowVersion ?? 0 },
      }),
    // The tree is drawn at once in its new order; the answer (or a refusal) settles it.
    onMutate: ({ id, target }) => {
      const before = queryClient.getQueryData<AdminCategoryTree>(listKey('category'));
      if (before) queryClient.setQueryData(listKey('category'), optimistic(before, id, target));
      return { before };
    },
    onSuccess: (next) => {
      setConflict(null);
      queryClient.setQueryData(listKey('category'), next);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'category'] });
      toast.success(t.moved);
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(listKey('category'), context.before);
      if (isApiError(error, 409)) setConflict(error.message);
      else toastError(error);
    },
  });

  const editing = search.id ?? null;
  const creating = search.parent;
  const showForm = editing !== null || creating !== undefined;

  return (
    <ItemsLayout
      title={t.title}
      description={t.description}
      newLabel={t.newCategory}
      onNew={mayChange ? () => void navigate({ search: { parent: 0 } }) : undefined}
      listLabel={t.tree}
      formLabel={t.form.editCategory}
      state={tree.status}
      conflict={conflict}
      onReload={() => {
        setConflict(null);
        void tree.refetch();
      }}
      list={
        <CategoryTree
          flat={flat}
          selectedId={editing}
          disabled={!mayChange || move.isPending}
          onSelect={(id) => void navigate({ search: { id } })}
          onAddChild={(parent) => void navigate({ search: { parent } })}
          onMove={(id, target) => move.mutate({ id, target })}
        />
      }
      form={
        showForm ? (
          <ItemForm
            key={`${editing ?? 'new'}-${creating ?? ''}`}
            kind="category"
            id={editing}
            parentId={creating ?? 0}
            categories={flat}
            onSaved={(id) => void navigate({ search: { id } })}
            onDeleted={() => void navigate({ search: {} })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t.form.nothingSelected}</p>
        )
      }
    />
  );
}

/** The tree as it will be after the move, drawn before the server answers. */
function optimistic(tree: AdminCategoryTree, id: number, target: MoveTarget): AdminCategoryTree {
  const moving = tree.items.find((item) => item.id === id);
  if (!moving) return tree;
  const rest = tree.items.filter((item) => item.id !== id);
  const siblings = rest.filter((item) => item.parentId === target.parentId);
  siblings.splice(Math.min(target.position, siblings.length), 0, { ...moving, parentId: target.parentId });
  const order = new Map(siblings.map((item, index) => [item.id, index]));
  const items = [...rest, { ...moving, parentId: target.parentId }].map((item) =>
    order.has(item.id) ? { ...item, displayOrder: order.get(item.id) ?? 0 } : item,
  );
  // Parents first, siblings by their order: the same walk the API answers with.
  const children = new Map<number, typeof items>();
  for (const item of [...items].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)) {
    children.set(item.parentId, [...(children.get(item.parentId) ?? []), item]);
  }
  const walked: typeof items = [];
  const visit = (parentId: number) => {
    for (const item of children.get(parentId) ?? []) {
      walked.push(item);
      visit(item.id);
    }
  };
  visit(0);
  return walked.length === items.length ? { items: walked } : tree;
}
