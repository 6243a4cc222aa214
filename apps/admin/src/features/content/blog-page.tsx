import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { DataTable } from '@/components/data-table';
import { FormField } from '@/components/form-field';
import { JalaliDate } from '@/components/jalali-date';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/api';
import { meQueryOptions } from '@/lib/session';
import { ContentTabs } from './content-tabs';
import type { BlogSearch } from './content-route';
import { contentFa as t } from './strings';
import { useFilterDraft } from '@/lib/use-filter-draft';

type Post = AdminRouteResponse<'adminListBlogPosts'>['items'][number];

const route = getRouteApi('/shell/content/blog');
const PAGE_SIZE = 20;

export function StatusBadgeOf({ status }: { status: Post['status'] }) {
  const tone = status === 'published' ? 'success' : status === 'scheduled' ? 'info' : 'neutral';
  return <Badge tone={tone}>{t.statusNames[status]}</Badge>;
}

const columns: ColumnDef<Post>[] = [
  {
    id: 'title',
    header: t.postTitle,
    cell: ({ row }) => (
      <Link
        to="/content/blog/$id"
        params={{ id: row.original.id }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {row.original.title}
      </Link>
    ),
  },
  { id: 'status', header: t.status, cell: ({ row }) => <StatusBadgeOf status={row.original.status} /> },
  {
    id: 'publishedAt',
    header: t.publishedAt,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <JalaliDate iso={row.original.publishedAt} withTime className="whitespace-nowrap" />,
  },
  {
    id: 'tags',
    header: t.tagsColumn,
    meta: { hideOnPhone: true },
    cell: ({ row }) => row.original.tags.join('، ') || '—',
  },
];

function Filters({ value, onApply }: { value: BlogSearch; onApply: (search: BlogSearch) => void }) {
  const [draft, setDraft] = useFilterDraft(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() || undefined, page: undefined });
  }
  return (
    <form
      role="search"
      aria-label={t.search}
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_12rem_auto]"
    >
      <FormField label={t.search}>
        <Input type="search" value={draft.q ?? ''} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
      </FormField>
      <FormField label={t.status}>
        <NativeSelect
          value={draft.status ?? ''}
          onChange={(e) => setDraft({ ...draft, status: (e.target.value || undefined) as BlogSearch['status'] })}
        >
          <option value="">{t.statusAll}</option>
          <option value="draft">{t.statusNames.draft}</option>
          <option value="scheduled">{t.statusNames.scheduled}</option>
          <option value="published">{t.statusNames.published}</option>
        </NativeSelect>
      </FormField>
      <div className="flex items-end">
        <Button type="submit">{t.apply}</Button>
      </div>
    </form>
  );
}

export function BlogPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const me = useQuery(meQueryOptions(api)).data;
  const page = search.page ?? 1;
  const posts = useQuery({
    queryKey: ['admin', 'blog-posts', search],
    queryFn: ({ signal }) =>
      api.call('adminListBlogPosts', {
        query: {
          page,
          pageSize: PAGE_SIZE,
          ...(search.q ? { q: search.q } : {}),
          ...(search.status ? { status: search.status } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.blogDescription}
        actions={
          can(me, 'content.change') ? (
            <Button asChild>
              <Link to="/content/blog/new">
                <Plus aria-hidden="true" />
                {t.newPost}
              </Link>
            </Button>
          ) : null
        }
      />
      <ContentTabs />
      <Filters value={search} onApply={(next) => void navigate({ search: next })} />
      <DataTable
        label={t.blog}
        columns={columns}
        rows={posts.data?.items}
        total={posts.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: { ...search, page: next } })}
        loading={posts.isFetching}
        getRowId={(post) => String(post.id)}
        empty={t.empty}
      />
    </>
  );
}
