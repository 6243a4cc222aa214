import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { AdminRouteResponse } from '@sabad/contract/admin';
import { toLatinDigits } from '@sabad/contract';
import { can } from '@/app/require-permission';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormField } from '@/components/form-field';
import { JalaliDate } from '@/components/jalali-date';
import { PageHeader } from '@/components/page-header';
import { RichTextEditor } from '@/components/rich-text-editor';
import { toast, toastError } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { formatJalaliDateTime, formatNumber, tehranDay, toPersianDigits } from '@/lib/format';
import { meQueryOptions } from '@/lib/session';
import { StatusBadgeOf } from './blog-page';
import { ContentTabs } from './content-tabs';
import { JalaliDayPicker } from './jalali-day-picker';
import { contentFa as t } from './strings';

type Post = AdminRouteResponse<'adminGetBlogPost'>;
type Publication = 'draft' | 'now' | 'schedule';

const postRoute = getRouteApi('/shell/content/blog/$id');
const postKey = (id: number) => ['admin', 'blog-post', id] as const;
/** The API's body limit is 1 MB of JSON; a picture's base64 is a third larger than the file. */
const MAX_COVER_BYTES = 700 * 1024;

const tehranTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tehran',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

interface Draft {
  title: string;
  slug: string;
  overview: string;
  body: string;
  tags: string;
  allowComments: boolean;
  publication: Publication;
  day: string | undefined;
  time: string;
}

function draftOf(post: Post | undefined): Draft {
  if (!post) {
    return {
      title: '',
      slug: '',
      overview: '',
      body: '',
      tags: '',
      allowComments: true,
      publication: 'now',
      day: undefined,
      time: '',
    };
  }
  const scheduled = post.status === 'scheduled';
  return {
    title: post.title,
    slug: post.slug ?? '',
    overview: post.overview,
    body: post.body,
    tags: post.tags.join('، '),
    allowComments: post.allowComments,
    publication: post.status === 'draft' ? 'draft' : scheduled ? 'schedule' : 'now',
    day: scheduled ? tehranDay(new Date(post.publishedAt)) : undefined,
    time: scheduled ? toPersianDigits(tehranTime(post.publishedAt)) : '',
  };
}

/** The moment picked on the Jalali calendar and typed as HH:MM, in Tehran's time (+03:30 all year since 2022). */
function publishAtOf(day: string | undefined, time: string): string | null {
  const match = /^(\d{1,2})[:٫.](\d{2})$/.exec(toLatinDigits(time.trim()));
  if (!day || !match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${day}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+03:30`;
}

export function NewBlogPostPage() {
  return <BlogEditor post={undefined} />;
}

export function BlogPostPage() {
  const { id } = postRoute.useParams();
  const post = useQuery({
    queryKey: postKey(id),
    queryFn: ({ signal }) => api.call('adminGetBlogPost', { params: { id }, signal }),
    throwOnError: true,
  });
  return post.data ? <BlogEditor key={`${post.data.id}:${post.data.rowVersion}`} post={post.data} /> : null;
}

function BlogEditor({ post }: { post: Post | undefined }) {
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'content.change');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [errors, setErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const publicationId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function fail(error: unknown) {
    if (isApiError(error, 409)) setConflict(error.message);
    else if (isApiError(error, 400) || isApiError(error, 422))
      setErrors(error.errors.length > 0 ? error.errors : [error.message]);
    else setErrors([errorMessage(error)]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    let publishAt: string | undefined;
    if (draft.publication === 'schedule') {
      const at = publishAtOf(draft.day, draft.time);
      if (!at) {
        setScheduleError(t.scheduleMissing);
        return;
      }
      publishAt = at;
    }
    setScheduleError(undefined);
    const body = {
      title: draft.title,
      slug: draft.slug.trim(),
      overview: draft.overview,
      body: draft.body,
      tags: draft.tags
        .split(/[,،]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      allowComments: draft.allowComments,
      publication: draft.publication,
      ...(publishAt ? { publishAt } : {}),
    };
    setBusy(true);
    try {
      if (post) {
        const saved = await api.call('adminChangeBlogPost', {
          params: { id: post.id },
          body: { ...body, expectedVersion: post.rowVersion },
        });
        queryClient.setQueryData(postKey(post.id), saved);
        toast.success(t.saved);
      } else {
        const created = await api.call('adminCreateBlogPost', { body });
        queryClient.setQueryData(postKey(created.id), created);
        toast.success(t.created);
        void navigate({ to: '/content/blog/$id', params: { id: created.id }, replace: true });
      }
      setErrors([]);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'blog-posts'] });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!post) return;
    try {
      await api.call('adminDeleteBlogPost', { params: { id: post.id }, query: { expectedVersion: post.rowVersion } });
    } catch (error) {
      if (isApiError(error, 409)) setConflict(error.message);
      else toastError(error);
      throw error;
    }
    toast.success(t.deleted);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'blog-posts'] });
    void navigate({ to: '/content/blog' });
  }

  const disabled = !canChange || busy;
  return (
    <>
      <Link
        to="/content/blog"
        className="mb-3 inline-flex min-h-10 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowRight aria-hidden="true" className="size-4" />
        {t.backToBlog}
      </Link>
      <PageHeader
        title={post ? t.editPost : t.newPost}
        description={
          post ? (
            <span className="flex flex-wrap items-center gap-2">
              <StatusBadgeOf status={post.status} />
              {post.status === 'draft' ? null : t.showsAt(formatJalaliDateTime(post.publishedAt))}
              <span>· {t.comments(formatNumber(post.commentCount))}</span>
            </span>
          ) : undefined
        }
        actions={
          post && canChange ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline">
                  <Trash2 aria-hidden="true" />
                  {t.deletePost}
                </Button>
              }
              title={t.deletePost}
              description={t.deleteConfirm}
              destructive
              onConfirm={remove}
            />
          ) : null
        }
      />
      <ContentTabs />
      {conflict ? (
        <ConflictNotice
          message={conflict}
          reloadLabel={t.reload}
          onReload={() => {
            setConflict(null);
            if (post) void queryClient.invalidateQueries({ queryKey: postKey(post.id) });
          }}
        />
      ) : null}
      {errors.length > 0 ? (
        <div role="alert" className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm">
          <p className="font-bold text-destructive">{t.refusedTitle}</p>
          <ul className="mt-1 list-disc ps-5">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <form
          aria-label={post ? t.editPost : t.newPost}
          onSubmit={(event) => void submit(event)}
          className="grid gap-4 rounded-lg border border-border bg-card p-4"
        >
          <FormField label={t.postTitle}>
            <Input value={draft.title} disabled={disabled} onChange={(e) => set('title', e.target.value)} />
          </FormField>
          <FormField label={t.slug} hint={t.slugHint}>
            <Input value={draft.slug} dir="auto" disabled={disabled} onChange={(e) => set('slug', e.target.value)} />
          </FormField>
          <FormField label={t.overview}>
            <textarea
              className="min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
              value={draft.overview}
              disabled={disabled}
              onChange={(e) => set('overview', e.target.value)}
            />
          </FormField>
          <div className="grid gap-2">
            <span className="text-sm font-medium" aria-hidden="true">
              {t.body}
            </span>
            <RichTextEditor
              label={t.body}
              value={draft.body}
              disabled={disabled}
              onChange={(html) => set('body', html)}
            />
          </div>
          <FormField label={t.tags} hint={t.tagsHint}>
            <Input value={draft.tags} disabled={disabled} onChange={(e) => set('tags', e.target.value)} />
          </FormField>
          <label className="flex min-h-10 items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 accent-[var(--color-primary)]"
              checked={draft.allowComments}
              disabled={disabled}
              onChange={(e) => set('allowComments', e.target.checked)}
            />
            {t.allowComments}
          </label>
          <fieldset className="grid gap-2" aria-describedby={scheduleError ? `${publicationId}-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">{t.publication}</legend>
            {(
              [
                ['draft', t.publishDraft],
                ['now', t.publishNow],
                ['schedule', t.publishSchedule],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-10 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name={publicationId}
                  className="size-5 accent-[var(--color-primary)]"
                  checked={draft.publication === value}
                  disabled={disabled}
                  onChange={() => set('publication', value)}
                />
                {label}
              </label>
            ))}
            {draft.publication === 'schedule' ? (
              <div className="grid gap-3 ps-8 sm:grid-cols-2">
                <FormField label={t.scheduleDate}>
                  <JalaliDayPicker
                    label={t.pickDate}
                    value={draft.day}
                    disabled={disabled}
                    onChange={(day) => set('day', day)}
                  />
                </FormField>
                <FormField label={t.scheduleTime} hint={t.scheduleTimeHint}>
                  <Input
                    value={draft.time}
                    dir="ltr"
                    inputMode="numeric"
                    placeholder="۰۹:۳۰"
                    disabled={disabled}
                    onChange={(e) => set('time', e.target.value)}
                  />
                </FormField>
              </div>
            ) : null}
            {scheduleError ? (
              <p id={`${publicationId}-error`} role="alert" className="text-sm text-destructive">
                {scheduleError}
              </p>
            ) : null}
          </fieldset>
          {canChange ? (
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? t.saving : t.save}
              </Button>
            </div>
          ) : null}
        </form>
        <Cover post={post} canChange={canChange} onConflict={setConflict} />
      </div>
    </>
  );
}

function Cover({
  post,
  canChange,
  onConflict,
}: {
  post: Post | undefined;
  canChange: boolean;
  onConflict: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(post?.pictureAlt ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function send(picture: string | null) {
    if (!post) return;
    setBusy(true);
    try {
      const saved = await api.call('adminSetBlogPostCover', {
        params: { id: post.id },
        body: { expectedVersion: post.rowVersion, picture, altText: alt },
      });
      setError(undefined);
      queryClient.setQueryData(postKey(post.id), saved);
      toast.success(picture === null ? t.coverRemoved : t.coverSaved);
    } catch (failure) {
      if (isApiError(failure, 409)) onConflict(failure.message);
      else setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_COVER_BYTES) {
      setError(t.coverTooLarge);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => void send(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsDataURL(file);
  }

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>{t.cover}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!post ? (
          <p className="text-sm text-muted-foreground">{t.coverAfterSave}</p>
        ) : (
          <>
            {post.pictureUrl ? (
              <img src={post.pictureUrl} alt={post.pictureAlt} className="w-full rounded-md border border-border" />
            ) : (
              <p className="text-sm text-muted-foreground">{t.noCover}</p>
            )}
            {canChange ? (
              <>
                <FormField label={t.coverAlt}>
                  <Input value={alt} disabled={busy} onChange={(e) => setAlt(e.target.value)} />
                </FormField>
                <FormField label={t.coverChoose} hint={t.coverHint} error={error}>
                  <input
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    disabled={busy}
                    onChange={choose}
                    className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2"
                  />
                </FormField>
                {post.pictureUrl ? (
                  <Button type="button" variant="outline" disabled={busy} onClick={() => void send(null)}>
                    {t.coverRemove}
                  </Button>
                ) : null}
              </>
            ) : null}
          </>
        )}
        {post ? (
          <p className="text-xs text-muted-foreground">
            <JalaliDate iso={post.publishedAt} withTime />
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
