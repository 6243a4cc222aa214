import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Download, FileUp, Play } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CatalogueImport, CatalogueImportStatus } from '@sabad/contract/admin';
import { Num } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { formatJalaliDateTime, formatNumber } from '@/lib/format';
import { resultCsv, saveBlob, templateCsv, uploadImportFile } from './import-files';
import { importsFa as t } from './strings';

const route = getRouteApi('/shell/catalogue/import');
const RUNNING: readonly CatalogueImportStatus[] = ['queued', 'running'];
const TONES: Partial<Record<CatalogueImportStatus, StatusTone>> = {
  queued: 'info',
  running: 'info',
  done: 'success',
  failed: 'danger',
  interrupted: 'warning',
};
const importKey = (id: number) => ['admin', 'catalogue-import', id] as const;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-bold">{children}</dd>
    </div>
  );
}

function Scroll({ children, label }: { children: ReactNode; label: string }) {
  // A wide table scrolls in its own box on a phone; focusable so the keyboard can scroll it.
  return (
    <div
      className="max-h-96 overflow-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (preview: CatalogueImport) => void }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadImportFile,
    onSuccess: onUploaded,
    onError: (e) => setError(errorMessage(e)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setError(null);
    if (!file) {
      setError(t.upload.noFile);
      input.current?.focus();
      return;
    }
    upload.mutate(file);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.upload.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>{t.upload.label}</Label>
            <Input
              id={inputId}
              ref={input}
              type="file"
              name="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={hintId}
              aria-invalid={error ? true : undefined}
            />
            <p id={hintId} className="text-sm text-muted-foreground">
              {t.upload.hint}
            </p>
          </div>
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {error}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={upload.isPending}>
              <FileUp aria-hidden />
              {upload.isPending ? t.upload.sending : t.upload.submit}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function ProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const text = t.progress.of(formatNumber(done), formatNumber(total));
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={t.progress.label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>{text}</span>
        <span>{formatNumber(percent)}٪</span>
      </div>
    </div>
  );
}

function ImportView({ imported, onAnother }: { imported: CatalogueImport; onAnother: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: () => api.call('adminApplyCatalogueImport', { params: { id: imported.id } }),
    onSuccess: (next) => queryClient.setQueryData(importKey(next.id), next),
    onError: (e) => setError(errorMessage(e)),
  });
  const download = useMutation({
    mutationFn: () => api.call('adminGetCatalogueImportResult', { params: { id: imported.id } }),
    onSuccess: (result) => saveBlob(resultCsv(result), t.result.file(imported.id)),
    onError: (e) => setError(errorMessage(e)),
  });
  const started = imported.status !== 'previewed';
  const finished = imported.status === 'done' || imported.status === 'failed' || imported.status === 'interrupted';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{started ? t.progress.title : t.preview.title}</CardTitle>
          <StatusBadge status={imported.status} labels={t.status} tones={TONES} />
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <p className="text-sm">
            {t.preview.file}: <bdi>{imported.fileName}</bdi>
          </p>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Figure label={t.preview.total}>{formatNumber(imported.totalRows)}</Figure>
            <Figure label={t.preview.valid}>{formatNumber(imported.validRows)}</Figure>
            <Figure label={t.preview.invalid}>{formatNumber(imported.invalidRows)}</Figure>
          </dl>
          {started ? (
            <section aria-live="polite" className="grid gap-3">
              <ProgressBar done={imported.processedRows} total={imported.totalRows} />
              {RUNNING.includes(imported.status) ? (
                <p className="text-sm text-muted-foreground">{t.progress.note}</p>
              ) : null}
              {imported.status === 'interrupted' ? (
                <p role="alert" className="text-sm text-destructive">
                  {t.result.interrupted}
                </p>
              ) : null}
              {finished ? (
                <dl className="grid grid-cols-2 gap-3">
                  <Figure label={t.result.applied}>{formatNumber(imported.appliedRows)}</Figure>
                  <Figure label={t.result.failed}>{formatNumber(imported.failedRows)}</Figure>
                </dl>
              ) : null}
            </section>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {!started ? (
              <Button onClick={() => apply.mutate()} disabled={apply.isPending || imported.validRows === 0}>
                <Play aria-hidden />
                {apply.isPending ? t.preview.applying : t.preview.apply}
              </Button>
            ) : null}
            {finished ? (
              <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
                <Download aria-hidden />
                {t.result.download}
              </Button>
            ) : null}
            {!started || finished ? (
              <Button variant="ghost" onClick={onAnother}>
                {t.preview.another}
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>

      {!started ? (
        <Card>
          <CardHeader>
            <CardTitle>{t.preview.errorsTitle}</CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {imported.errors.length === 0 ? (
              <p className="text-sm">{t.preview.noErrors}</p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{t.preview.errorsNote}</p>
                <Scroll label={t.preview.errorsTitle}>
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>{t.preview.row}</TableHead>
                        <TableHead>{t.preview.column}</TableHead>
                        <TableHead>{t.preview.message}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {imported.errors.map((e, index) => (
                        <TableRow key={`${e.row}-${e.column}-${index}`}>
                          <TableCell>
                            <Num value={e.row} />
                          </TableCell>
                          <TableCell className="whitespace-nowrap">{e.column}</TableCell>
                          <TableCell>{e.message}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Scroll>
              </>
            )}
          </CardContent>
        </Card>
      ) : null}

      {!started && imported.sample.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t.preview.sampleTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <Scroll label={t.preview.sampleTitle}>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t.preview.row}</TableHead>
                    <TableHead>{t.preview.sku}</TableHead>
                    <TableHead>{t.preview.name}</TableHead>
                    <TableHead>{t.preview.price}</TableHead>
                    <TableHead>{t.preview.stock}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {imported.sample.map((row) => (
                    <TableRow key={row.row}>
                      <TableCell>
                        <Num value={row.row} />
                      </TableCell>
                      <TableCell>
                        <bdi dir="ltr">{row.sku}</bdi>
                      </TableCell>
                      <TableCell>{row.name ?? t.preview.keep}</TableCell>
                      <TableCell>{row.price === null ? t.preview.keep : formatNumber(row.price)}</TableCell>
                      <TableCell>{row.stock === null ? t.preview.keep : formatNumber(row.stock)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Scroll>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function RecentImports({ onOpen }: { onOpen: (id: number) => void }) {
  const recent = useQuery({
    queryKey: ['admin', 'catalogue-imports'],
    queryFn: ({ signal }) => api.call('adminListCatalogueImports', { signal }),
  });
  const items = recent.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.recent.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{recent.isPending ? '…' : t.recent.none}</p>
        ) : (
          <Scroll label={t.recent.title}>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t.recent.when}</TableHead>
                  <TableHead>{t.preview.file}</TableHead>
                  <TableHead>{t.preview.total}</TableHead>
                  <TableHead>{t.recent.who}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t.recent.open}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell className="whitespace-nowrap">{formatJalaliDateTime(item.createdAt)}</TableCell>
                    <TableCell>
                      <bdi>{item.fileName}</bdi> <StatusBadge status={item.status} labels={t.status} tones={TONES} />
                    </TableCell>
                    <TableCell>{formatNumber(item.totalRows)}</TableCell>
                    <TableCell>
                      <bdi dir="ltr">{item.startedBy}</bdi>
                    </TableCell>
                    <TableCell>
                      <Button variant="link" size="sm" onClick={() => onOpen(item.id)}>
                        {t.recent.open}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroll>
        )}
      </CardContent>
    </Card>
  );
}

export function ImportsPage() {
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: importKey(id ?? 0),
    queryFn: ({ signal }) => api.call('adminGetCatalogueImport', { params: { id: id ?? 0 }, signal }),
    enabled: id !== undefined,
    // Polled while the job runs: the progress bar follows the rows the job has committed.
    refetchInterval: (query) => (query.state.data && RUNNING.includes(query.state.data.status) ? 700 : false),
  });
  const open = (next: number | undefined) => {
    void navigate({ search: next === undefined ? {} : { id: next } });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue-imports'] });
  };

  return (
    <div>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button variant="outline" onClick={() => saveBlob(templateCsv(), t.templateFile)}>
            <Download aria-hidden />
            {t.template}
          </Button>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {id === undefined ? (
          <UploadForm
            onUploaded={(preview) => {
              queryClient.setQueryData(importKey(preview.id), preview);
              open(preview.id);
            }}
          />
        ) : current.data ? (
          <ImportView imported={current.data} onAnother={() => open(undefined)} />
        ) : current.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(current.error)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">…</p>
        )}
        <RecentImports onOpen={open} />
      </div>
    </div>
  );
}
