import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { createContext, useContext, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AdminProductGridFilter, AdminProductGridList, AdminProductGridRow } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { DataTable } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { Num } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toaster';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { BulkPriceDialog } from './bulk-price-dialog';
import { numberText, parseWholeNumber, rialToTomanText, tomanTextToRial } from './number-text';
import type { ProductGridSearch } from './product-grid-route';
import { gridFa as t } from './strings';
import { useFilterDraft } from '@/lib/use-filter-draft';

type Row = AdminProductGridRow;

const route = getRouteApi('/shell/catalogue/products');
const PAGE_SIZE = 20;
const gridQueryKey = (search: ProductGridSearch) => ['admin', 'product-grid', search] as const;

/** The list's filter as the API takes it (the bulk change takes the same). */
export function filterOf(search: ProductGridSearch): AdminProductGridFilter {
  const { page: _page, sort: _sort, ...filter } = search;
  return filter;
}

interface Draft {
  price: string;
  oldPrice: string;
  stock: string;
}

const draftOf = (row: Row): Draft => ({
  price: rialToTomanText(row.price),
  oldPrice: rialToTomanText(row.oldPrice),
  stock: numberText(row.stockQuantity),
});

/** What a row's cells share: the drafts being typed, the row being saved, each row's refusal. */
interface Editing {
  canChange: boolean;
  draft(row: Row): Draft;
  dirty(row: Row): boolean;
  change(row: Row, field: keyof Draft, value: string): void;
  save(row: Row): void;
  reload(row: Row): void;
  saving: number | null;
  problems: Record<number, { message: string; conflict: boolean }>;
}

const EditingContext = createContext<Editing | null>(null);
function useEditing(): Editing {
  const editing = useContext(EditingContext);
  if (!editing) throw new Error('grid cells outside the grid');
  return editing;
}

// The cells read the drafts from context and the columns are made once per permission: flexRender renders a
// cell function as a component, so a new function each render would remount the inputs at each keystroke.
function AmountCell({ row, field, label }: { row: Row; field: keyof Draft; label: string }) {
  const editing = useEditing();
  if (field === 'stock' && !row.stockManaged) {
    return (
      <span className="text-muted-foreground" title={t.stockNotManaged}>
        {t.notManaged}
        <span className="sr-only">{t.stockNotManaged}</span>
      </span>
    );
  }
  const value = editing.draft(row)[field];
  if (!editing.canChange) return value ? <Num value={value} /> : <span>—</span>;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      editing.save(row);
    }
  };
  return (
    <Input
      aria-label={label}
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      className={field === 'stock' ? 'h-9 w-20 text-left tabular-nums' : 'h-9 w-28 text-left tabular-nums'}
      value={value}
      onChange={(event) => editing.change(row, field, event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

function SaveCell({ row }: { row: Row }) {
  const editing = useEditing();
  const problem = editing.problems[row.id];
  const saving = editing.saving === row.id;
  return (
    <div className="grid min-w-28 max-w-72 gap-2">
      <Button
        size="sm"
        variant={editing.dirty(row) ? 'default' : 'outline'}
        disabled={!editing.dirty(row) || editing.saving !== null}
        aria-label={t.saveRow(row.name)}
        onClick={() => editing.save(row)}
      >
        {saving ? t.saving : t.save}
      </Button>
      {problem ? (
        <div role="alert" className="text-xs text-destructive">
          <p>{problem.message}</p>
          {problem.conflict ? (
            <Button className="mt-1" size="sm" variant="outline" onClick={() => editing.reload(row)}>
              {t.reloadRow}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function columnsFor(canChange: boolean): ColumnDef<Row>[] {
  return [
    {
      id: 'name',
      header: t.name,
      enableHiding: false,
      cell: ({ row }) => (
        <Link
          to="/catalogue/products/$productId"
          params={{ productId: row.original.id }}
          // A floor under the name's width: on a phone the price boxes squeezed it to a word a line.
          className="inline-block min-w-36 font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: 'sku',
      header: t.sku,
      meta: { hideOnPhone: true },
      // A SKU is one token: it broke at its hyphens on a desktop row.
      cell: ({ row }) => (row.original.sku ? <Num value={row.original.sku} className="whitespace-nowrap" /> : '—'),
    },
    {
      id: 'price',
      header: t.price,
      cell: ({ row }) => <AmountCell row={row.original} field="price" label={t.priceOf(row.original.name)} />,
    },
    {
      id: 'oldPrice',
      header: t.oldPrice,
      meta: { hideOnPhone: true },
      cell: ({ row }) => <AmountCell row={row.original} field="oldPrice" label={t.oldPriceOf(row.original.name)} />,
    },
    {
      id: 'stock',
      header: t.stockColumn,
      cell: ({ row }) => <AmountCell row={row.original} field="stock" label={t.stockOf(row.original.name)} />,
    },
    {
      id: 'status',
      header: t.status,
      meta: { hideOnPhone: true },
      cell: ({ row }) =>
        row.original.published ? (
          <Badge tone="success">{t.publishedYes}</Badge>
        ) : (
          <Badge tone="neutral">{t.publishedNo}</Badge>
        ),
    },
    ...(canChange
      ? [
          {
            id: 'save',
            header: t.actions,
            enableHiding: false,
            cell: ({ row }) => <SaveCell row={row.original} />,
          } satisfies ColumnDef<Row>,
        ]
      : []),
  ];
}

interface FilterDraft {
  q: string;
  categoryId: string;
  manufacturerId: string;
  published: string;
  stock: string;
  minPrice: string;
  maxPrice: string;
  sort: string;
}

const filterDraftOf = (search: ProductGridSearch): FilterDraft => ({
  q: search.q ?? '',
  categoryId: search.categoryId ? String(search.categoryId) : '',
  manufacturerId: search.manufacturerId ? String(search.manufacturerId) : '',
  published: search.published ?? '',
  stock: search.stock ?? '',
  minPrice: search.minPrice !== undefined ? rialToTomanText(search.minPrice) : '',
  maxPrice: search.maxPrice !== undefined ? rialToTomanText(search.maxPrice) : '',
  sort: search.sort ?? 'newest',
});

function Filters({
  value,
  options,
  onApply,
}: {
  value: ProductGridSearch;
  options: Pick<AdminProductGridList, 'categories' | 'manufacturers'> | undefined;
  onApply: (search: ProductGridSearch) => void;
}) {
  const [draft, setDraft] = useFilterDraft(value, filterDraftOf);
  const [errors, setErrors] = useState<{ minPrice?: string; maxPrice?: string }>({});
  const set = (field: keyof FilterDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  function submit(event: FormEvent) {
    event.preventDefault();
    const minPrice = tomanTextToRial(draft.minPrice);
    const maxPrice = tomanTextToRial(draft.maxPrice);
    const problems = {
      ...(Number.isNaN(minPrice) ? { minPrice: t.badPrice } : {}),
      ...(Number.isNaN(maxPrice) ? { maxPrice: t.badPrice } : {}),
    };
    if (!problems.minPrice && !problems.maxPrice && minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
      problems.maxPrice = t.reversedRange;
    }
    setErrors(problems);
    if (problems.minPrice || problems.maxPrice) return;
    const next: ProductGridSearch = {
      ...(draft.q.trim() ? { q: draft.q.trim() } : {}),
      ...(draft.categoryId ? { categoryId: Number(draft.categoryId) } : {}),
      ...(draft.manufacturerId ? { manufacturerId: Number(draft.manufacturerId) } : {}),
      ...(draft.published === 'yes' || draft.published === 'no' ? { published: draft.published } : {}),
      ...(draft.stock === 'low' || draft.stock === 'out' ? { stock: draft.stock } : {}),
      ...(minPrice !== null ? { minPrice } : {}),
      ...(maxPrice !== null ? { maxPrice } : {}),
      ...(draft.sort !== 'newest' ? { sort: draft.sort as ProductGridSearch['sort'] } : {}),
    };
    onApply(next);
  }
  return (
    <form
      role="search"
      aria-label={t.filters}
      onSubmit={submit}
      // Two columns even on a phone: eight filters one under another filled the first screen and
      // pushed the grid itself out of sight. The search and the category (long names) span both.
      className="mb-4 grid grid-cols-2 gap-x-2 gap-y-3 rounded-lg border border-border bg-card p-3 sm:gap-3 sm:p-4 lg:grid-cols-4"
    >
      <div className="col-span-2 sm:col-span-1">
        <FormField label={t.q}>
          <Input type="search" dir="auto" placeholder={t.qPlaceholder} value={draft.q} onChange={set('q')} />
        </FormField>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <FormField label={t.category}>
          <NativeSelect value={draft.categoryId} onChange={set('categoryId')}>
            <option value="">{t.all}</option>
            {options?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={t.manufacturer}>
        <NativeSelect value={draft.manufacturerId} onChange={set('manufacturerId')}>
          <option value="">{t.all}</option>
          {options?.manufacturers.map((manufacturer) => (
            <option key={manufacturer.id} value={manufacturer.id}>
              {manufacturer.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t.published}>
        <NativeSelect value={draft.published} onChange={set('published')}>
          <option value="">{t.all}</option>
          <option value="yes">{t.publishedYes}</option>
          <option value="no">{t.publishedNo}</option>
        </NativeSelect>
      </FormField>
      <FormField label={t.stock}>
        <NativeSelect value={draft.stock} onChange={set('stock')}>
          <option value="">{t.all}</option>
          <option value="low">{t.stockLow}</option>
          <option value="out">{t.stockOut}</option>
        </NativeSelect>
      </FormField>
      <FormField label={t.minPrice} error={errors.minPrice}>
        <Input inputMode="numeric" dir="ltr" className="text-left" value={draft.minPrice} onChange={set('minPrice')} />
      </FormField>
      <FormField label={t.maxPrice} error={errors.maxPrice}>
        <Input inputMode="numeric" dir="ltr" className="text-left" value={draft.maxPrice} onChange={set('maxPrice')} />
      </FormField>
      <FormField label={t.sort}>
        <NativeSelect value={draft.sort} onChange={set('sort')}>
          {Object.entries(t.sorts).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-4">
        <Button type="submit">{t.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}

export function ProductGridPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'catalogue.change');
  const columns = useMemo(() => columnsFor(canChange), [canChange]);
  const page = search.page ?? 1;
  const grid = useQuery({
    queryKey: gridQueryKey(search),
    queryFn: ({ signal }) =>
      api.call('adminListProductGrid', {
        query: { page, pageSize: PAGE_SIZE, sort: search.sort ?? 'newest', ...filterOf(search) },
        signal,
      }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });

  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [problems, setProblems] = useState<Editing['problems']>({});
  const forget = (id: number) => {
    setDrafts(({ [id]: _gone, ...rest }) => rest);
    setProblems(({ [id]: _gone, ...rest }) => rest);
  };
  const save = useMutation({
    mutationFn: ({ row, body }: { row: Row; body: Exclude<ReturnType<typeof rowBody>, string> }) =>
      api.call('adminChangeProductRow', { params: { id: row.id }, body }),
    onSuccess: (saved, { row }) => {
      forget(row.id);
      queryClient.setQueryData(gridQueryKey(search), (list: AdminProductGridList | undefined) =>
        list ? { ...list, items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
      toast.success(t.saved(row.name));
    },
    onError: (error, { row }) => {
      setProblems((all) => ({ ...all, [row.id]: { message: errorMessage(error), conflict: isApiError(error, 409) } }));
    },
  });

  const editing: Editing = {
    canChange,
    draft: (row) => drafts[row.id] ?? draftOf(row),
    dirty: (row) => {
      const draft = drafts[row.id];
      if (!draft) return false;
      const original = draftOf(row);
      return draft.price !== original.price || draft.oldPrice !== original.oldPrice || draft.stock !== original.stock;
    },
    change: (row, field, value) =>
      setDrafts((all) => ({ ...all, [row.id]: { ...(all[row.id] ?? draftOf(row)), [field]: value } })),
    save: (row) => {
      const body = rowBody(row, drafts[row.id] ?? draftOf(row));
      if (typeof body === 'string') {
        setProblems((all) => ({ ...all, [row.id]: { message: body, conflict: false } }));
        return;
      }
      save.mutate({ row, body });
    },
    reload: (row) => {
      forget(row.id);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'product-grid'] });
    },
    saving: save.isPending ? (save.variables?.row.id ?? null) : null,
    problems,
  };

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          canChange ? (
            <>
              <BulkPriceDialog
                filter={filterOf(search)}
                options={grid.data}
                onApplied={() => {
                  setDrafts({});
                  setProblems({});
                  void queryClient.invalidateQueries({ queryKey: ['admin', 'product-grid'] });
                }}
              />
              <Link to="/catalogue/products/new" className={buttonVariants()}>
                <Plus aria-hidden="true" />
                {t.newProduct}
              </Link>
            </>
          ) : null
        }
      />
      <Filters value={search} options={grid.data} onApply={(next) => void navigate({ search: next })} />
      <EditingContext.Provider value={editing}>
        <DataTable
          label={t.title}
          columns={columns}
          rows={grid.data?.items}
          total={grid.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => void navigate({ search: { ...search, page: next } })}
          loading={grid.isFetching}
          getRowId={(row) => String(row.id)}
          empty={t.empty}
        />
      </EditingContext.Provider>
    </>
  );
}

/** The row's change as the API takes it, or the Persian reason it cannot be sent. */
function rowBody(row: Row, draft: Draft) {
  const price = tomanTextToRial(draft.price);
  const oldPrice = tomanTextToRial(draft.oldPrice);
  const stock = row.stockManaged ? parseWholeNumber(draft.stock) : undefined;
  if (price === null || Number.isNaN(price) || Number.isNaN(oldPrice)) return t.badPrice;
  if (stock !== undefined && (stock === null || Number.isNaN(stock))) return t.badNumber;
  return {
    expectedVersion: row.rowVersion,
    price,
    oldPrice,
    ...(stock !== undefined && stock !== null ? { stockQuantity: stock } : {}),
  };
}
