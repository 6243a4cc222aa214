import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import { toLatinDigits } from '@sabad/contract';
import { can } from '@/app/require-permission';
import { ConflictNotice } from '@/components/conflict-notice';
import { DataTable } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { LtrIsolate } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { RichTextEditor } from '@/components/rich-text-editor';
import { toast } from '@/components/toaster';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { formatNumber, toPersianDigits } from '@/lib/format';
import { meQueryOptions } from '@/lib/session';
import { ContentTabs } from './content-tabs';
import { contentFa as t } from './strings';

type TopicSummary = AdminRouteResponse<'adminListTopics'>['items'][number];
type Topic = AdminRouteResponse<'adminGetTopic'>;

const topicRoute = getRouteApi('/shell/content/topics/$id');
const topicsKey = ['admin', 'topics'] as const;
const topicKey = (id: number) => ['admin', 'topic', id] as const;

const yesNo = (on: boolean) => (on ? <Badge tone="success">{t.yes}</Badge> : <Badge>{t.no}</Badge>);

const columns: ColumnDef<TopicSummary>[] = [
  {
    id: 'title',
    header: t.postTitle,
    cell: ({ row }) => (
      <Link
        to="/content/topics/$id"
        params={{ id: row.original.id }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {row.original.title}
      </Link>
    ),
  },
  {
    id: 'systemName',
    header: t.systemName,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <LtrIsolate className="font-mono text-xs">{row.original.systemName}</LtrIsolate>,
  },
  { id: 'published', header: t.published, cell: ({ row }) => yesNo(row.original.published) },
  {
    id: 'inMenu',
    header: t.inMenu,
    meta: { hideOnPhone: true },
    cell: ({ row }) => yesNo(row.original.includeInSideMenu),
  },
  {
    id: 'order',
    header: t.displayOrder,
    meta: { hideOnPhone: true },
    cell: ({ row }) => formatNumber(row.original.displayOrder),
  },
];

export function TopicsPage() {
  const topics = useQuery({
    queryKey: topicsKey,
    queryFn: ({ signal }) => api.call('adminListTopics', { signal }),
    throwOnError: true,
  });
  const items = topics.data?.items;
  return (
    <>
      <PageHeader title={t.title} description={t.topicsDescription} />
      <ContentTabs />
      <DataTable
        label={t.topics}
        columns={columns}
        rows={items}
        total={items?.length ?? 0}
        page={1}
        pageSize={Math.max(1, items?.length ?? 1)}
        onPageChange={() => undefined}
        loading={topics.isFetching}
        getRowId={(topic) => String(topic.id)}
        empty={t.empty}
      />
    </>
  );
}

export function TopicPage() {
  const { id } = topicRoute.useParams();
  const topic = useQuery({
    queryKey: topicKey(id),
    queryFn: ({ signal }) => api.call('adminGetTopic', { params: { id }, signal }),
    throwOnError: true,
  });
  return topic.data ? <TopicEditor key={`${topic.data.id}:${topic.data.rowVersion}`} topic={topic.data} /> : null;
}

function TopicEditor({ topic }: { topic: Topic }) {
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'content.change');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(topic.title);
  const [body, setBody] = useState(topic.body);
  const [meta, setMeta] = useState(topic.metaDescription);
  const [flags, setFlags] = useState({
    published: topic.published,
    includeInSideMenu: topic.includeInSideMenu,
    accessibleWhenStoreClosed: topic.accessibleWhenStoreClosed,
  });
  const [order, setOrder] = useState(toPersianDigits(String(topic.displayOrder)));
  const [orderError, setOrderError] = useState<string | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const latin = toLatinDigits(order.trim());
    if (!/^\d+$/.test(latin)) {
      setOrderError(t.notANumber);
      return;
    }
    setOrderError(undefined);
    setBusy(true);
    try {
      const saved = await api.call('adminChangeTopic', {
        params: { id: topic.id },
        body: {
          expectedVersion: topic.rowVersion,
          title,
          body,
          metaDescription: meta,
          displayOrder: Number(latin),
          ...flags,
        },
      });
      setErrors([]);
      toast.success(t.topicSaved);
      queryClient.setQueryData(topicKey(topic.id), saved);
      void queryClient.invalidateQueries({ queryKey: topicsKey });
    } catch (error) {
      if (isApiError(error, 409)) setConflict(error.message);
      else if (isApiError(error)) setErrors(error.errors.length > 0 ? error.errors : [error.message]);
      else setErrors([errorMessage(error)]);
    } finally {
      setBusy(false);
    }
  }

  const disabled = !canChange || busy;
  const flag = (key: keyof typeof flags, label: string) => (
    <label className="flex min-h-10 items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5 accent-[var(--color-primary)]"
        checked={flags[key]}
        disabled={disabled}
        onChange={(e) => setFlags({ ...flags, [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <>
      <Link
        to="/content/topics"
        className="mb-3 inline-flex min-h-10 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowRight aria-hidden="true" className="size-4" />
        {t.backToTopics}
      </Link>
      <PageHeader
        title={topic.title}
        description={
          <>
            {t.systemName}: <LtrIsolate className="font-mono">{`/topic/${topic.systemName}`}</LtrIsolate>
          </>
        }
      />
      <ContentTabs />
      {conflict ? (
        <ConflictNotice
          message={conflict}
          reloadLabel={t.reload}
          onReload={() => {
            setConflict(null);
            void queryClient.invalidateQueries({ queryKey: topicKey(topic.id) });
          }}
        />
      ) : null}
      {errors.length > 0 ? (
        <ul
          role="alert"
          className="mb-4 list-disc rounded-lg border border-destructive/50 bg-destructive/10 p-4 ps-8 text-sm"
        >
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <form
        aria-label={topic.title}
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 rounded-lg border border-border bg-card p-4"
      >
        <FormField label={t.postTitle}>
          <Input value={title} disabled={disabled} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <div className="grid gap-2">
          <span className="text-sm font-medium" aria-hidden="true">
            {t.topicBody}
          </span>
          <RichTextEditor label={t.topicBody} value={body} disabled={disabled} onChange={setBody} />
        </div>
        <FormField label={t.metaDescription}>
          <Input value={meta} disabled={disabled} onChange={(e) => setMeta(e.target.value)} />
        </FormField>
        <div className="grid gap-1 sm:grid-cols-2">
          {flag('published', t.published)}
          {flag('includeInSideMenu', t.inMenu)}
          {flag('accessibleWhenStoreClosed', t.whenClosed)}
        </div>
        <div className="max-w-40">
          <FormField label={t.displayOrder} error={orderError}>
            <Input
              value={order}
              dir="ltr"
              inputMode="numeric"
              className="text-end tabular-nums"
              disabled={disabled}
              onChange={(e) => setOrder(e.target.value)}
            />
          </FormField>
        </div>
        {canChange ? (
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t.saving : t.save}
            </Button>
          </div>
        ) : null}
      </form>
    </>
  );
}
