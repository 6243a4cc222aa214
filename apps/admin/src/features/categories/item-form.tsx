import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AdminBrandDetail, AdminCategoryDetail, AdminCategoryNode } from '@sabad/contract/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormField } from '@/components/form-field';
import { toast, toastError } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { pictureToSend } from '@/features/products/upload';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { toPersianDigits } from '@/lib/format';
import { isApiError } from '@/lib/http-error';
import { fa } from '@/strings/fa';
import { categoriesFa as t } from './strings';

export type Kind = 'category' | 'brand';
type Detail = AdminCategoryDetail | AdminBrandDetail;

export const listKey = (kind: Kind) => ['admin', kind === 'category' ? 'categories' : 'brands'] as const;
const detailKey = (kind: Kind, id: number) => ['admin', kind, id] as const;

interface Values {
  name: string;
  slug: string;
  description: string;
  published: boolean;
  metaTitle: string;
  metaDescription: string;
  pictureAlt: string;
  parentId: number;
}

const blank = (parentId: number): Values => ({
  name: '',
  slug: '',
  description: '',
  published: true,
  metaTitle: '',
  metaDescription: '',
  pictureAlt: '',
  parentId,
});

const valuesOf = (detail: Detail): Values => ({
  name: detail.name,
  slug: detail.slug ?? '',
  description: detail.description,
  published: detail.published,
  metaTitle: detail.metaTitle,
  metaDescription: detail.metaDescription,
  pictureAlt: detail.pictureAlt,
  parentId: 'parentId' in detail ? detail.parentId : 0,
});

/** undefined: keep the picture; null: remove it; a file: replace it. */
type PictureChange = File | null | undefined;

function fetchDetail(kind: Kind, id: number): Promise<Detail> {
  return kind === 'category'
    ? api.call('adminGetCategory', { params: { id } })
    : api.call('adminGetBrand', { params: { id } });
}

/**
 * A category's or a brand's fields with its picture. A new one is made under `parentId` (categories) or last
 * in the list (brands); an edit carries the row version it was loaded at, and a stale one shows who changed
 * what (ADR 0065). After a save the lists are read again: the storefront already shows the change.
 */
export function ItemForm({
  kind,
  id,
  parentId = 0,
  categories = [],
  onSaved,
  onDeleted,
}: {
  kind: Kind;
  id: number | null;
  parentId?: number;
  categories?: readonly (AdminCategoryNode & { depth: number })[];
  onSaved: (id: number) => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: detailKey(kind, id ?? 0),
    queryFn: () => fetchDetail(kind, id ?? 0),
    enabled: id !== null,
  });
  const [values, setValues] = useState<Values>(blank(parentId));
  const [picture, setPicture] = useState<PictureChange>(undefined);
  const [conflict, setConflict] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // A refusal is shown at the top of the form, far from the button pressed at its foot: it takes the focus
  // (and so comes into view), and a screen reader reads it.
  // The wait lets a closing confirm dialog hand the focus back to its button first (Radix does so once its
  // content has gone), or the focus would land there again.
  useEffect(() => {
    if (!refusal) return;
    const timer = window.setTimeout(() => refusalRef.current?.focus(), 300);
    return () => window.clearTimeout(timer);
  }, [refusal]);
  // On a phone the form is below the whole list: bring it into view when an item is opened.
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches)
      titleRef.current?.scrollIntoView?.({ block: 'start' });
  }, [id, parentId, detail.isPending]);

  useEffect(() => {
    setPicture(undefined);
    setConflict(null);
    setRefusal(null);
    if (id === null) setValues(blank(parentId));
    else if (detail.data) setValues(valuesOf(detail.data));
  }, [id, parentId, detail.data]);

  // The chosen file's preview, released when another is chosen or the form goes.
  const chosenUrl = useMemo(() => (picture ? URL.createObjectURL(picture) : null), [picture]);
  useEffect(() => () => (chosenUrl ? URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((old) => ({ ...old, [key]: value }));

  const save = useMutation({
    mutationFn: async (): Promise<Detail> => {
      const pictureBody =
        picture === undefined
          ? detail.data?.pictureUrl
            ? { pictureAlt: values.pictureAlt }
            : {}
          : picture === null
            ? { picture: null }
            : { picture: { dataBase64: await pictureToSend(picture), altText: values.pictureAlt } };
      const fields = {
        name: values.name,
        slug: values.slug.trim(),
        description: values.description,
        published: values.published,
        metaTitle: values.metaTitle,
        metaDescription: values.metaDescription,
        ...pictureBody,
      };
      if (kind === 'category') {
        return id === null
          ? api.call('adminCreateCategory', { body: { ...fields, parentId: values.parentId } })
          : api.call('adminUpdateCategory', {
              params: { id },
              body: { ...fields, expectedVersion: detail.data?.rowVersion ?? 0 },
            });
      }
      return id === null
        ? api.call('adminCreateBrand', { body: fields })
        : api.call('adminUpdateBrand', {
            params: { id },
            body: { ...fields, expectedVersion: detail.data?.rowVersion ?? 0 },
          });
    },
    onSuccess: (saved) => {
      setConflict(null);
      setRefusal(null);
      queryClient.setQueryData(detailKey(kind, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: listKey(kind) });
      toast.success(t.form.saved);
      onSaved(saved.id);
    },
    onError: (error) => {
      if (isApiError(error, 409) && id !== null && /باز کردید/.test(error.message)) setConflict(error.message);
      else setRefusal(errorMessage(error));
    },
  });

  const remove = useMutation({
    mutationFn: () => {
      const body = { expectedVersion: detail.data?.rowVersion ?? 0 };
      return kind === 'category'
        ? api.call('adminDeleteCategory', { params: { id: id ?? 0 }, body })
        : api.call('adminDeleteBrand', { params: { id: id ?? 0 }, body });
    },
    onSuccess: () => {
      toast.success(t.form.deleted);
      void queryClient.invalidateQueries({ queryKey: listKey(kind) });
      onDeleted();
    },
    onError: (error) => {
      setRefusal(errorMessage(error));
      if (!isApiError(error)) toastError(error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  const reload = () => {
    setConflict(null);
    void queryClient.invalidateQueries({ queryKey: detailKey(kind, id ?? 0) });
  };

  if (id !== null && detail.isPending) return <p className="text-sm text-muted-foreground">{fa.common.loading}</p>;
  if (id !== null && detail.isError) return <p role="alert">{errorMessage(detail.error)}</p>;

  const title =
    id === null
      ? kind === 'category'
        ? t.form.newCategory
        : t.form.newBrand
      : kind === 'category'
        ? t.form.editCategory
        : t.form.editBrand;
  const busy = save.isPending || remove.isPending;
  const current = detail.data;
  const previewUrl = picture ? chosenUrl : picture === null ? null : (current?.pictureUrl ?? null);

  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby="item-form-title" noValidate>
      <h2 id="item-form-title" ref={titleRef} className="scroll-mt-20 text-lg font-bold">
        {title}
        {current ? <span className="ms-2 text-sm font-normal text-muted-foreground">{current.name}</span> : null}
      </h2>
      {conflict ? <ConflictNotice message={conflict} onReload={reload} reloadLabel={t.form.reload} /> : null}
      {refusal ? (
        <div
          ref={refusalRef}
          tabIndex={-1}
          role="alert"
          className="scroll-mt-20 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          {refusal}
        </div>
      ) : null}
      {current ? (
        <p className="text-sm text-muted-foreground">
          {'subcategoryCount' in current
            ? t.form.counts(toPersianDigits(current.productCount), toPersianDigits(current.subcategoryCount))
            : t.form.brandCount(toPersianDigits(current.productCount))}
        </p>
      ) : null}
      <FormField label={t.form.name}>
        <Input value={values.name} onChange={(e) => set('name', e.target.value)} required maxLength={400} />
      </FormField>
      {kind === 'category' && id === null ? (
        <FormField label={t.form.parent}>
          <NativeSelect value={values.parentId} onChange={(e) => set('parentId', Number(e.target.value))}>
            <option value={0}>{t.form.topLevel}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'– '.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField label={t.form.slug} hint={t.form.slugHint}>
        <Input value={values.slug} onChange={(e) => set('slug', e.target.value)} maxLength={200} dir="auto" />
      </FormField>
      <FormField label={t.form.description}>
        <textarea
          className="min-h-24 rounded-md border border-input bg-background px-3 py-2 text-sm"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={20_000}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.published} onChange={(e) => set('published', e.target.checked)} />
        {t.form.published}
      </label>

      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-bold">{t.form.picture}</legend>
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={values.pictureAlt || t.form.currentPicture}
            className="h-32 w-32 rounded-md border bg-muted object-contain"
          />
        ) : null}
        {picture === null ? <p className="text-sm text-muted-foreground">{t.form.pictureRemoved}</p> : null}
        {picture ? <p className="text-sm text-muted-foreground">{t.form.newPicture}</p> : null}
        <FormField label={t.form.picture} hint={t.form.pictureHint}>
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) setPicture(file);
            }}
          />
        </FormField>
        {/* The alt text of the picture the save leaves: a new one, or the one kept. */}
        {picture || (picture === undefined && current?.pictureUrl) ? (
          <FormField label={t.form.pictureAlt}>
            <Input value={values.pictureAlt} onChange={(e) => set('pictureAlt', e.target.value)} maxLength={400} />
          </FormField>
        ) : null}
        {current?.pictureUrl && picture !== null ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setPicture(null)}
          >
            {t.form.removePicture}
          </Button>
        ) : null}
        {picture !== undefined ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => setPicture(undefined)}
          >
            {t.form.keepPicture}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-bold">{t.form.seo}</legend>
        <FormField label={t.form.metaTitle}>
          <Input value={values.metaTitle} onChange={(e) => set('metaTitle', e.target.value)} maxLength={400} />
        </FormField>
        <FormField label={t.form.metaDescription}>
          <textarea
            className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm"
            value={values.metaDescription}
            onChange={(e) => set('metaDescription', e.target.value)}
            maxLength={1000}
          />
        </FormField>
      </fieldset>

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          {save.isPending ? t.form.saving : t.form.save}
        </Button>
        {current ? (
          <ConfirmDialog
            destructive
            title={
              kind === 'category' ? t.form.deleteCategoryTitle(current.name) : t.form.deleteBrandTitle(current.name)
            }
            description={t.form.deleteDescription}
            confirmLabel={t.form.delete}
            // The dialog closes either way: a refusal (products still inside) is shown in the form.
            onConfirm={() => remove.mutateAsync().catch(() => undefined)}
            trigger={
              <Button type="button" variant="outline" className="text-destructive" disabled={busy}>
                <Trash2 aria-hidden />
                {t.form.delete}
              </Button>
            }
          />
        ) : null}
      </div>
    </form>
  );
}
