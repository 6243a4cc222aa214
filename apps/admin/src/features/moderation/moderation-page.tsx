import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ModerationItem } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { PageHeader } from '@/components/page-header';
import { toast, toastError } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { meQueryOptions } from '@/lib/session';
import { cn } from '@/lib/utils';
import { fa } from '@/strings/fa';
import { ModerationItemCard, type ModerationActions } from './moderation-item';
import { kindFa, MODERATION_KINDS, moderationFa as t } from './strings';

const route = getRouteApi('/shell/moderation');
const PAGE_SIZE = 20;

export function ModerationPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions(api)).data;
  const page = search.page ?? 1;
  const inbox = useQuery({
    queryKey: ['admin', 'moderation', search],
    queryFn: ({ signal }) =>
      api.call('adminModerationInbox', {
        query: { page, pageSize: PAGE_SIZE, ...(search.kind ? { kind: search.kind } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  const done = {
    onSuccess: (answer: { message: string }) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'moderation'] });
    },
    onError: toastError,
  };
  const approve = useMutation({
    mutationFn: (item: ModerationItem) =>
      api.call('adminApproveModerationItem', { params: { kind: item.kind, id: item.id } }),
    ...done,
  });
  const remove = useMutation({
    mutationFn: (item: ModerationItem) =>
      api.call('adminDeleteModerationItem', { params: { kind: item.kind, id: item.id } }),
    ...done,
  });
  const answer = useMutation({
    mutationFn: ({ item, text }: { item: ModerationItem; text: string }) =>
      api.call('adminAnswerContactMessage', { params: { id: item.id }, body: { text } }),
    ...done,
  });
  const actions: ModerationActions = {
    approve: (item) => approve.mutateAsync(item),
    remove: (item) => remove.mutateAsync(item),
    answer: (item, text) => answer.mutateAsync({ item, text }),
  };
  const data = inbox.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const all = data ? data.waiting.review + data.waiting.blogComment + data.waiting.contactMessage : 0;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <nav aria-label={t.kind} className="mb-4 flex flex-wrap gap-2">
        {[undefined, ...MODERATION_KINDS].map((kind) => {
          const current = search.kind === kind;
          const count = kind ? data?.waiting[kind] : all;
          return (
            <Link
              key={kind ?? 'all'}
              to="/moderation"
              search={kind ? { kind } : {}}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'rounded-full border border-border px-3 py-1.5 text-sm',
                current ? 'bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
              )}
            >
              {kind ? kindFa[kind] : t.all} ({formatNumber(count ?? 0)})
            </Link>
          );
        })}
      </nav>
      {!data ? (
        <p className="text-muted-foreground">{fa.common.loading}</p>
      ) : data.items.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-center text-muted-foreground">{t.empty}</p>
      ) : (
        <div className="grid gap-3" aria-busy={inbox.isFetching}>
          {data.items.map((item) => (
            <ModerationItemCard
              key={`${item.kind}-${item.id}`}
              item={item}
              canChange={can(me, 'moderation.change')}
              actions={actions}
            />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={t.pages} className="mt-4 flex items-center justify-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => void navigate({ search: { ...search, page: page - 1 } })}
          >
            <ChevronRight aria-hidden="true" />
            {t.previous}
          </Button>
          <span className="text-sm">{t.page(formatNumber(page), formatNumber(pages))}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => void navigate({ search: { ...search, page: page + 1 } })}
          >
            {t.next}
            <ChevronLeft aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </>
  );
}
