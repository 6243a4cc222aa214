import { Plus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AdminProductInput, type AdminProductDetail, type AdminProductEditorOptions } from '@sabad/contract/admin';
import { FormField } from '@/components/form-field';
import { RichTextEditor } from '@/components/rich-text-editor';
import { toast, toastError } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/api';
import { AttributesEditor, Check } from './attributes-editor';
import { bodyOf, draftOf, newKey, type Draft, type PictureDraft } from './draft';
import { fieldErrors } from './form-values';
import { PictureList } from './picture-list';
import { productsFa as t } from './strings';
import { downloadFits, fileToBase64, pictureToSend } from './upload';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** A whole number in any digits; left to right, with the phone's number pad. */
function NumberInput(props: React.ComponentProps<'input'>) {
  return <Input dir="ltr" inputMode="numeric" {...props} />;
}

function TextArea(props: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      {...props}
      className="min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
    />
  );
}

/**
 * The whole product on one page, in the sections an owner thinks of. The contract's schema checks the draft
 * here first with its Persian messages (the first field in error takes the focus); the server checks again and
 * answers what only it knows (a taken slug, a stale version) as its Persian message, shown by the page.
 *
 * Pictures and the downloadable file need the product to exist: they are sent as soon as they are chosen,
 * each raising the product's version, which the form then carries (`rowVersion`) so its own save is not stale.
 */
export function ProductForm({
  product,
  options,
  disabled,
  submitLabel,
  onSubmit,
  onUploaded,
}: {
  product?: AdminProductDetail;
  options: AdminProductEditorOptions;
  disabled: boolean;
  submitLabel: string;
  onSubmit: (body: ReturnType<typeof bodyOf>, rowVersion: number) => Promise<AdminProductDetail>;
  /** The product as the server has it after a picture or the file was sent (the form keeps its own draft). */
  onUploaded?: (product: AdminProductDetail) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [rowVersion, setRowVersion] = useState(product?.rowVersion ?? 0);
  const [downloadFile, setDownloadFile] = useState(product?.download.file ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const downloadInput = useRef<HTMLInputElement>(null);
  const specListId = useId();
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setDownload = (change: Partial<Draft['download']>) =>
    setDraft((d) => ({ ...d, download: { ...d.download, ...change } }));
  const setRecurring = (change: Partial<Draft['recurring']>) =>
    setDraft((d) => ({ ...d, recurring: { ...d.recurring, ...change } }));
  const locked = disabled || busy;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft);
    const checked = AdminProductInput.safeParse(body);
    const found = fieldErrors(checked.error);
    setErrors(found);
    if (!checked.success) {
      toast.error(t.fixErrors);
      // The first field with an error takes the focus, so a keyboard or screen reader user lands on it.
      // Centred rather than scrolled in at the edge: at the bottom edge the sticky save bar would cover it.
      requestAnimationFrame(() => {
        const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.focus({ preventScroll: true });
        first?.scrollIntoView?.({ block: 'center' });
      });
      return;
    }
    setBusy(true);
    try {
      const saved = await onSubmit(body, rowVersion);
      setDraft(draftOf(saved));
      setRowVersion(saved.rowVersion);
      setDownloadFile(saved.download.file);
    } catch {
      // The page shows the server's message.
    } finally {
      setBusy(false);
    }
  }

  async function addPictures(files: FileList | null) {
    if (!product || !files || files.length === 0) return;
    setUploading(true);
    let version = rowVersion;
    try {
      for (const file of Array.from(files)) {
        const saved = await api.call('adminAddProductPicture', {
          params: { id: product.id },
          body: { expectedVersion: version, dataBase64: await pictureToSend(file), altText: '' },
        });
        version = saved.rowVersion;
        setRowVersion(version);
        onUploaded?.(saved);
        // Only the new picture joins the draft: the rest of the form keeps what is being typed.
        setDraft((d) => {
          const known = new Set(d.pictures.map((picture) => picture.id));
          const added: PictureDraft[] = saved.pictures
            .filter((picture) => !known.has(picture.id))
            .map((picture) => ({ id: picture.id, altText: picture.altText, thumbUrl: picture.thumbUrl }));
          return { ...d, pictures: [...d.pictures, ...added] };
        });
        toast.success(t.pictureAdded);
      }
    } catch (error) {
      toastError(error);
    } finally {
      setUploading(false);
      if (pictureInput.current) pictureInput.current.value = '';
    }
  }

  async function changeDownload(file: File | null) {
    if (!product) return;
    if (file && !downloadFits(file)) {
      toast.error(t.downloadTooBig);
      return;
    }
    setUploading(true);
    try {
      const saved = await api.call('adminSetProductDownload', {
        params: { id: product.id },
        body: {
          expectedVersion: rowVersion,
          file: file
            ? {
                fileName: file.name,
                contentType: file.type || 'application/octet-stream',
                dataBase64: await fileToBase64(file),
              }
            : null,
        },
      });
      setRowVersion(saved.rowVersion);
      setDownloadFile(saved.download.file);
      onUploaded?.(saved);
      toast.success(file ? t.downloadUploaded : t.downloadRemoved);
    } catch (error) {
      toastError(error);
    } finally {
      setUploading(false);
      if (downloadInput.current) downloadInput.current.value = '';
    }
  }

  const toggleCategory = (id: number, on: boolean) =>
    set({ categoryIds: on ? [...draft.categoryIds, id] : draft.categoryIds.filter((c) => c !== id) });

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 pb-24" data-product-form>
      <Section title={t.sections.main}>
        <FormField label={t.name} error={errors.name}>
          <Input value={draft.name} disabled={locked} onChange={(e) => set({ name: e.target.value })} />
        </FormField>
        <FormField label={t.shortDescription} hint={t.shortDescriptionHint} error={errors.shortDescription}>
          <TextArea
            value={draft.shortDescription}
            disabled={locked}
            onChange={(e) => set({ shortDescription: e.target.value })}
          />
        </FormField>
        <FormField label={t.fullDescription} error={errors.fullDescription}>
          <RichTextEditor
            label={t.fullDescription}
            value={draft.fullDescription}
            disabled={locked}
            onChange={(fullDescription) => set({ fullDescription })}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.sku} error={errors.sku}>
            <Input dir="ltr" value={draft.sku} disabled={locked} onChange={(e) => set({ sku: e.target.value })} />
          </FormField>
        </div>
        <Check
          label={t.published}
          checked={draft.published}
          disabled={locked}
          onChange={(published) => set({ published })}
        />
      </Section>

      <Section title={t.sections.price}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.priceToman} error={errors.price}>
            <NumberInput value={draft.price} disabled={locked} onChange={(e) => set({ price: e.target.value })} />
          </FormField>
          <FormField label={t.oldPriceToman} hint={t.oldPriceHint} error={errors.oldPrice}>
            <NumberInput value={draft.oldPrice} disabled={locked} onChange={(e) => set({ oldPrice: e.target.value })} />
          </FormField>
        </div>
      </Section>

      <Section title={t.sections.inventory}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.inventoryMethod} error={errors.inventoryMethod}>
            <NativeSelect
              value={draft.inventoryMethod}
              disabled={locked}
              onChange={(e) => set({ inventoryMethod: e.target.value as Draft['inventoryMethod'] })}
            >
              {(Object.keys(t.inventoryMethods) as Draft['inventoryMethod'][]).map((method) => (
                <option key={method} value={method}>
                  {t.inventoryMethods[method]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {draft.inventoryMethod === 'product' ? (
            <FormField label={t.stockQuantity} error={errors.stockQuantity}>
              <NumberInput value={draft.stock} disabled={locked} onChange={(e) => set({ stock: e.target.value })} />
            </FormField>
          ) : null}
        </div>
        {draft.inventoryMethod === 'product' ? (
          <Check
            label={t.allowBackorder}
            checked={draft.allowBackorder}
            disabled={locked}
            onChange={(allowBackorder) => set({ allowBackorder })}
          />
        ) : null}
      </Section>

      <Section title={t.sections.attributes}>
        <AttributesEditor
          attributes={draft.attributes}
          combinations={draft.combinations}
          attributeNames={options.attributeNames}
          errors={errors}
          disabled={locked}
          onAttributes={(attributes) => set({ attributes })}
          onCombinations={(combinations) => set({ combinations })}
        />
      </Section>

      <Section title={t.sections.categories}>
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">{t.categories}</legend>
          {options.categories.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noCategories}</p>
          ) : (
            <div className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-2">
              {options.categories.map((category) => (
                <div key={category.id} style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
                  <Check
                    label={category.name}
                    checked={draft.categoryIds.includes(category.id)}
                    disabled={locked}
                    onChange={(on) => toggleCategory(category.id, on)}
                  />
                </div>
              ))}
            </div>
          )}
        </fieldset>
        <FormField label={t.brand} error={errors.manufacturerId}>
          <NativeSelect
            value={draft.manufacturerId}
            disabled={locked}
            onChange={(e) => set({ manufacturerId: e.target.value })}
          >
            <option value="">{t.noBrand}</option>
            {options.manufacturers.map((brand) => (
              <option key={brand.id} value={String(brand.id)}>
                {brand.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>

      <Section title={t.sections.specifications}>
        <datalist id={specListId}>
          {options.specificationNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {draft.specifications.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noSpecifications}</p>
        ) : null}
        {draft.specifications.map((specification, index) => {
          const patch = (change: Partial<typeof specification>) =>
            set({ specifications: draft.specifications.map((s, i) => (i === index ? { ...s, ...change } : s)) });
          return (
            <div key={specification.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <FormField label={t.specificationName} error={errors[`specifications.${index}.attribute`]}>
                <Input
                  list={specListId}
                  value={specification.attribute}
                  disabled={locked}
                  onChange={(e) => patch({ attribute: e.target.value })}
                />
              </FormField>
              <FormField label={t.specificationValue} error={errors[`specifications.${index}.value`]}>
                <Input
                  value={specification.value}
                  disabled={locked}
                  onChange={(e) => patch({ value: e.target.value })}
                />
              </FormField>
              <Button
                variant="ghost"
                className="text-destructive"
                aria-label={t.removeSpecification(specification.attribute)}
                disabled={locked}
                onClick={() => set({ specifications: draft.specifications.filter((_, i) => i !== index) })}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={locked}
          onClick={() =>
            set({ specifications: [...draft.specifications, { key: newKey(), attribute: '', value: '' }] })
          }
        >
          <Plus aria-hidden />
          {t.addSpecification}
        </Button>
      </Section>

      <Section title={t.sections.pictures}>
        {product ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <input
                ref={pictureInput}
                id="product-picture-input"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                // Out of the page and of the accessibility tree: the labelled button below opens it, so a second,
                // unnamed control would only be an extra stop for a screen reader (and axe's «label» finding).
                hidden
                disabled={locked || uploading}
                onChange={(e) => void addPictures(e.target.files)}
              />
              <Button
                variant="outline"
                disabled={locked || uploading}
                onClick={() => pictureInput.current?.click()}
                aria-describedby="product-picture-hint"
              >
                <Upload aria-hidden />
                {uploading ? t.uploading : t.addPictures}
              </Button>
              <p id="product-picture-hint" className="text-xs text-muted-foreground">
                {t.addPicturesHint}
              </p>
            </div>
            <PictureList pictures={draft.pictures} disabled={locked} onChange={(pictures) => set({ pictures })} />
            {product.pictures.length > draft.pictures.length ? (
              <p className="text-xs text-muted-foreground">{t.removedOnSave}</p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t.picturesAfterCreate}</p>
        )}
      </Section>

      <Section title={t.sections.seo}>
        <FormField label={t.slug} hint={t.slugHint} error={errors.slug}>
          <Input value={draft.slug} disabled={locked} onChange={(e) => set({ slug: e.target.value })} />
        </FormField>
        <FormField label={t.metaTitle} error={errors.metaTitle}>
          <Input value={draft.metaTitle} disabled={locked} onChange={(e) => set({ metaTitle: e.target.value })} />
        </FormField>
        <FormField label={t.metaDescription} error={errors.metaDescription}>
          <TextArea
            value={draft.metaDescription}
            disabled={locked}
            onChange={(e) => set({ metaDescription: e.target.value })}
          />
        </FormField>
      </Section>

      <Section title={t.sections.download}>
        <Check
          label={t.isDownload}
          checked={draft.download.isDownload}
          disabled={locked}
          onChange={(isDownload) => setDownload({ isDownload })}
        />
        {draft.download.isDownload ? (
          <>
            <div className="grid gap-2">
              <p className="text-sm font-medium">{t.downloadFile}</p>
              {product ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm">
                    {downloadFile ? <bdi>{downloadFile.fileName}</bdi> : t.noDownloadFile}
                  </span>
                  <input
                    ref={downloadInput}
                    type="file"
                    // As the picture input: the button below opens it, so it stays out of the accessibility tree.
                    hidden
                    disabled={locked || uploading}
                    onChange={(e) => void changeDownload(e.target.files?.[0] ?? null)}
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={locked || uploading}
                    onClick={() => downloadInput.current?.click()}
                  >
                    <Upload aria-hidden />
                    {t.uploadDownload}
                  </Button>
                  {downloadFile ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive"
                      disabled={locked || uploading}
                      onClick={() => void changeDownload(null)}
                    >
                      {t.removeDownload}
                    </Button>
                  ) : null}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{t.downloadAfterCreate}</p>
              )}
            </div>
            <Check
              label={t.unlimitedDownloads}
              checked={draft.download.unlimited}
              disabled={locked}
              onChange={(unlimited) => setDownload({ unlimited })}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              {!draft.download.unlimited ? (
                <FormField label={t.maxDownloads} hint={t.storeDefault} error={errors['download.maxNumberOfDownloads']}>
                  <NumberInput
                    value={draft.download.maxDownloads}
                    disabled={locked}
                    onChange={(e) => setDownload({ maxDownloads: e.target.value })}
                  />
                </FormField>
              ) : null}
              <FormField label={t.expirationDays} hint={t.storeDefault} error={errors['download.expirationDays']}>
                <NumberInput
                  value={draft.download.expirationDays}
                  disabled={locked}
                  onChange={(e) => setDownload({ expirationDays: e.target.value })}
                />
              </FormField>
              <FormField label={t.activation}>
                <NativeSelect
                  value={draft.download.activation}
                  disabled={locked}
                  onChange={(e) => setDownload({ activation: e.target.value as 'paid' | 'manual' })}
                >
                  <option value="paid">{t.activations.paid}</option>
                  <option value="manual">{t.activations.manual}</option>
                </NativeSelect>
              </FormField>
            </div>
            <Check
              label={t.hasUserAgreement}
              checked={draft.download.hasUserAgreement}
              disabled={locked}
              onChange={(hasUserAgreement) => setDownload({ hasUserAgreement })}
            />
            {draft.download.hasUserAgreement ? (
              <FormField label={t.userAgreementText} error={errors['download.userAgreementText']}>
                <TextArea
                  value={draft.download.userAgreementText}
                  disabled={locked}
                  onChange={(e) => setDownload({ userAgreementText: e.target.value })}
                />
              </FormField>
            ) : null}
          </>
        ) : null}
      </Section>

      <Section title={t.sections.recurring}>
        <Check
          label={t.isRecurring}
          checked={draft.recurring.isRecurring}
          disabled={locked}
          onChange={(isRecurring) => setRecurring({ isRecurring })}
        />
        {draft.recurring.isRecurring ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label={t.cycleLength} error={errors['recurring.cycleLength']}>
              <NumberInput
                value={draft.recurring.cycleLength}
                disabled={locked}
                onChange={(e) => setRecurring({ cycleLength: e.target.value })}
              />
            </FormField>
            <FormField label={t.cyclePeriod}>
              <NativeSelect
                value={draft.recurring.cyclePeriod}
                disabled={locked}
                onChange={(e) => setRecurring({ cyclePeriod: e.target.value as Draft['recurring']['cyclePeriod'] })}
              >
                {(Object.keys(t.cyclePeriods) as Draft['recurring']['cyclePeriod'][]).map((period) => (
                  <option key={period} value={period}>
                    {t.cyclePeriods[period]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t.totalCycles} hint={t.totalCyclesHint} error={errors['recurring.totalCycles']}>
              <NumberInput
                value={draft.recurring.totalCycles}
                disabled={locked}
                onChange={(e) => setRecurring({ totalCycles: e.target.value })}
              />
            </FormField>
          </div>
        ) : null}
      </Section>

      {disabled ? null : (
        // Always in reach: a long form is saved without scrolling back to its top or bottom.
        <div className="sticky bottom-0 z-10 -mx-1 flex justify-end border-t bg-background/95 px-1 py-3 backdrop-blur">
          <Button type="submit" disabled={busy || uploading}>
            {busy ? t.saving : submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
