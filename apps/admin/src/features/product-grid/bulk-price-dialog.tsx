import { useMutation } from '@tanstack/react-query';
import { Percent } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type {
  AdminBulkPriceChange,
  AdminBulkPricePreview,
  AdminProductGridFilter,
  AdminProductGridList,
} from '@sabad/contract/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { Money } from '@/components/money';
import { toast } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { isApiError } from '@/lib/http-error';
import { parseDecimal } from './number-text';
import { gridFa as t } from './strings';

/** The filter in words, so staff see which set the change is about before they preview it. */
function describeFilter(
  filter: AdminProductGridFilter,
  options: Pick<AdminProductGridList, 'categories' | 'manufacturers'> | undefined,
): string {
  const parts: string[] = [];
  if (filter.q) parts.push(`${t.q}: «${filter.q}»`);
  if (filter.categoryId) {
    const name = options?.categories.find((category) => category.id === filter.categoryId)?.name;
    parts.push(`${t.category}: ${name ?? formatNumber(filter.categoryId)}`);
  }
  if (filter.manufacturerId) {
    const name = options?.manufacturers.find((m) => m.id === filter.manufacturerId)?.name;
    parts.push(`${t.manufacturer}: ${name ?? formatNumber(filter.manufacturerId)}`);
  }
  if (filter.published) parts.push(filter.published === 'yes' ? t.publishedYes : t.publishedNo);
  if (filter.stock) parts.push(`${t.stock}: ${filter.stock === 'low' ? t.stockLow : t.stockOut}`);
  if (filter.minPrice !== undefined) parts.push(`${t.minPrice}: ${formatNumber(Math.round(filter.minPrice / 10))}`);
  if (filter.maxPrice !== undefined) parts.push(`${t.maxPrice}: ${formatNumber(Math.round(filter.maxPrice / 10))}`);
  return parts.length > 0 ? parts.join('، ') : t.bulkNoFilter;
}

/**
 * The bulk price change over the grid's current filter: a percent or an amount in Toman, up or down; a
 * preview (count, samples, totals) first, then the apply, which sends back the preview's count and
 * fingerprint so the server refuses it (409) if the set changed in between. Changing any field drops the
 * preview: what is applied is always what was shown.
 */
export function BulkPriceDialog({
  filter,
  options,
  onApplied,
}: {
  filter: AdminProductGridFilter;
  options: Pick<AdminProductGridList, 'categories' | 'manufacturers'> | undefined;
  onApplied: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AdminBulkPriceChange['kind']>('percent');
  const [direction, setDirection] = useState<AdminBulkPriceChange['direction']>('up');
  const [valueText, setValueText] = useState('');
  const [valueError, setValueError] = useState<string | undefined>();
  const [shown, setShown] = useState<{ change: AdminBulkPriceChange; preview: AdminBulkPricePreview } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setShown(null);
    setProblem(null);
  };

  const preview = useMutation({
    mutationFn: (change: AdminBulkPriceChange) =>
      api.call('adminPreviewBulkPrice', { query: { ...filter, ...change } }),
    onSuccess: (result, change) => {
      setProblem(null);
      setShown({ change, preview: result });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const apply = useMutation({
    mutationFn: ({ change, preview: seen }: { change: AdminBulkPriceChange; preview: AdminBulkPricePreview }) =>
      api.call('adminApplyBulkPrice', {
        body: { filter, change, expectedCount: seen.count, fingerprint: seen.fingerprint },
      }),
    onSuccess: (result) => {
      toast.success(t.applied(formatNumber(result.changed)));
      setOpen(false);
      setValueText('');
      reset();
      onApplied();
    },
    onError: (error) => {
      // A 409 means the previewed set is gone: the preview must be taken again.
      if (isApiError(error, 409)) setShown(null);
      setProblem(errorMessage(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = parseDecimal(valueText);
    if (value === null || Number.isNaN(value) || value <= 0) {
      setValueError(value !== null && Number.isNaN(value) ? t.badNumber : t.valueRequired);
      return;
    }
    setValueError(undefined);
    // An amount is typed in Toman; the API takes Rial.
    preview.mutate({ kind, direction, value: kind === 'amount' ? Math.round(value) * 10 : value });
  }

  const result = shown?.preview;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Percent aria-hidden="true" />
          {t.bulk}
        </Button>
      </DialogTrigger>
      {/* One column that may shrink (grid-cols-1 is minmax(0, 1fr)): the samples' amounts never wrap, and an
          auto column grew to their width, pushing the dialog's text and fields off a phone's screen. */}
      <DialogContent className="max-h-[90dvh] grid-cols-1 overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t.bulkTitle}</DialogTitle>
          <DialogDescription>{t.bulkDescription}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-muted p-3 text-sm">
          <span className="font-medium">{t.bulkFilter}: </span>
          {describeFilter(filter, options)}
        </p>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
          <FormField label={t.kind}>
            <NativeSelect
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as AdminBulkPriceChange['kind']);
                reset();
              }}
            >
              <option value="percent">{t.percent}</option>
              <option value="amount">{t.amount}</option>
            </NativeSelect>
          </FormField>
          <FormField label={t.direction}>
            <NativeSelect
              value={direction}
              onChange={(event) => {
                setDirection(event.target.value as AdminBulkPriceChange['direction']);
                reset();
              }}
            >
              <option value="up">{t.up}</option>
              <option value="down">{t.down}</option>
            </NativeSelect>
          </FormField>
          <FormField label={kind === 'percent' ? t.valuePercent : t.valueAmount} error={valueError}>
            <Input
              inputMode="decimal"
              dir="ltr"
              className="text-left"
              autoComplete="off"
              value={valueText}
              onChange={(event) => {
                setValueText(event.target.value);
                reset();
              }}
            />
          </FormField>
          <div className="sm:col-span-3">
            <Button type="submit" variant="outline" disabled={preview.isPending}>
              {preview.isPending ? t.previewing : t.preview}
            </Button>
          </div>
        </form>
        {problem ? (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {problem}
          </p>
        ) : null}
        {result ? (
          <section aria-labelledby="bulk-preview-title" aria-live="polite" className="grid grid-cols-1 gap-3">
            <h2 id="bulk-preview-title" className="font-bold">
              {t.previewTitle}
            </h2>
            <p>{result.count > 0 ? t.previewCount(formatNumber(result.count)) : t.previewNone}</p>
            {result.negativeCount > 0 ? (
              <p role="alert" className="text-sm text-destructive">
                {t.previewNegative(formatNumber(result.negativeCount))}
              </p>
            ) : null}
            {result.count > 0 ? (
              <>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <dt className="text-muted-foreground">{t.totalBefore}</dt>
                  <dd>
                    <Money rial={result.totalBefore} />
                  </dd>
                  <dt className="text-muted-foreground">{t.totalAfter}</dt>
                  <dd>
                    <Money rial={result.totalAfter} />
                  </dd>
                </dl>
                {/* The shared Table's scroll box is a labelled region the keyboard reaches: a long name
                    on a phone scrolls the samples sideways (the name keeps a readable width), and axe asks that such a box be focusable. */}
                <div className="rounded-md border border-border">
                  <Table aria-label={t.sample}>
                    <TableHeader className="bg-muted/50">
                      <TableRow>
                        <TableHead scope="col">{t.name}</TableHead>
                        <TableHead scope="col">{t.before}</TableHead>
                        <TableHead scope="col">{t.after}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {result.samples.map((sample) => (
                        <TableRow key={sample.id}>
                          <TableCell className="min-w-36">{sample.name}</TableCell>
                          <TableCell>
                            <Money rial={sample.before} />
                          </TableCell>
                          <TableCell>
                            <Money rial={sample.after} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
                {result.negativeCount === 0 && shown ? (
                  <ConfirmDialog
                    trigger={<Button disabled={apply.isPending}>{t.applyBulk(formatNumber(result.count))}</Button>}
                    title={t.confirmTitle}
                    description={t.confirmBody(formatNumber(result.count))}
                    confirmLabel={t.applyBulk(formatNumber(result.count))}
                    onConfirm={() => apply.mutateAsync(shown)}
                  />
                ) : null}
              </>
            ) : null}
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
