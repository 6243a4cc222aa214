// The back office's content (issue 36, ADR 0077): blog posts through the blog module's own writer (its
// sanitiser and tag rules, ADR 0077 keeps one), information pages and their audit rows; each change
// commits with its audit row, a stale editor gets the Persian 409 (ADR 0065), and cached pages that
// show content are dropped on every process after the commit.
import type { Kysely } from 'kysely';
import type {
  AdminBlogCoverChange,
  AdminBlogPost,
  AdminBlogPostChange,
  AdminBlogPostInput,
  AdminBlogPostList,
  AdminBlogPostQuery,
  AdminBlogPostStatus,
  AdminTopic,
  AdminTopicChange,
  AdminTopicSummary,
} from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound, unprocessable, type AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { slugOf } from '../../lib/slugs.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import { createBlogPosts } from '../blog/index.js';
import {
  createPictureUrls,
  createUploadedPictures,
  type PicturesService,
  type UploadedPictureRefusal,
} from '../pictures/index.js';
import { contentAdminMessages as messages } from './content-admin.messages.js';
import * as repo from './content-admin.repository.js';

type PostInput = AdminBlogPostInput;

export interface ContentAdminService {
  posts(query: AdminBlogPostQuery): Promise<AdminBlogPostList>;
  post(id: number): Promise<AdminBlogPost>;
  createPost(input: PostInput, actor: AuditActor): Promise<AdminBlogPost>;
  changePost(id: number, change: PostInput & { expectedVersion: number }, actor: AuditActor): Promise<AdminBlogPost>;
  setCover(id: number, change: AdminBlogCoverChange, actor: AuditActor): Promise<AdminBlogPost>;
  deletePost(id: number, expectedVersion: number, actor: AuditActor): Promise<void>;
  topics(): Promise<{ items: AdminTopicSummary[] }>;
  topic(id: number): Promise<AdminTopic>;
  changeTopic(id: number, change: AdminTopicChange, actor: AuditActor): Promise<AdminTopic>;
}

export type { AdminBlogPostChange };

const pictureUrls = createPictureUrls();
const COVER_EDGE = 1600;

const POST_LABELS = {
  title: 'عنوان',
  slug: 'نامک',
  overview: 'خلاصه',
  body: 'متن',
  tags: 'برچسب‌ها',
  allowComments: 'دیدگاه‌ها',
  published: 'انتشار',
  publishedAt: 'زمان انتشار',
  pictureId: 'تصویر شاخص',
};
const TOPIC_LABELS = {
  title: 'عنوان',
  body: 'متن',
  metaDescription: 'توضیح متا',
  published: 'منتشرشده',
  includeInSideMenu: 'نمایش در منو',
  accessibleWhenStoreClosed: 'در دسترس هنگام بسته بودن فروشگاه',
  displayOrder: 'ترتیب نمایش',
};

const refusals: Record<UploadedPictureRefusal, string> = {
  'not-a-picture': messages.notAPicture,
  'wrong-type': messages.wrongType,
  'too-many-pixels': messages.tooManyPixels,
};

class Stale extends Error {}

const blogSlugOf = (title: string) => slugOf(title, 'post');

function statusOf(row: { published: number; published_at: string }, now: string): AdminBlogPostStatus {
  if (row.published !== 1) return 'draft';
  return row.published_at > now ? 'scheduled' : 'published';
}

function postSnapshot(row: repo.PostRow, tags: string[]) {
  return {
    title: row.title,
    slug: row.slug,
    overview: row.body_overview,
    body: row.body,
    tags,
    allowComments: row.allow_comments === 1,
    published: row.published === 1,
    publishedAt: row.published_at,
    pictureId: row.picture_id,
  };
}

function toTopicSummary(row: repo.TopicRow): AdminTopicSummary {
  return {
    id: row.id,
    systemName: row.system_name,
    title: row.title,
    published: row.published === 1,
    includeInSideMenu: row.include_in_side_menu === 1,
    accessibleWhenStoreClosed: row.accessible_when_store_closed === 1,
    displayOrder: row.display_order,
  };
}

function toTopic(row: repo.TopicRow): AdminTopic {
  return { ...toTopicSummary(row), body: row.body, metaDescription: row.meta_description, rowVersion: row.row_version };
}

export function createContentAdminService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  pictures: PicturesService;
  audit: AuditLog;
  /** After a commit: cached pages that show content (page heads, first screens) are dropped everywhere. */
  pagesChanged: () => Promise<void>;
}): ContentAdminService {
  const { db, audit } = deps;
  const blogPosts = createBlogPosts();
  const uploads = createUploadedPictures();
  const now = () => deps.clock.now().toISOString();

  async function postRow(id: number): Promise<repo.PostRow> {
    const row = await repo.findPost(db, id);
    if (!row) throw notFound(messages.postNotFound);
    return row;
  }

  async function post(id: number): Promise<AdminBlogPost> {
    const row = await postRow(id);
    const [tags, comments] = await Promise.all([repo.tagsOf(db, [id]), repo.commentCount(db, id)]);
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: statusOf(row, now()),
      publishedAt: row.published_at,
      tags: tags.get(id) ?? [],
      pictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'medium'),
      overview: row.body_overview,
      body: row.body,
      allowComments: row.allow_comments === 1,
      pictureId: row.picture_id,
      pictureAlt: row.alt_text ?? '',
      commentCount: comments,
      rowVersion: row.row_version,
    };
  }

  async function chooseSlug(given: string, title: string, exceptId: number | null): Promise<string> {
    if (given) {
      const holder = await repo.slugHolder(db, given, exceptId);
      if (holder) throw unprocessable(messages.slugTaken(given, holder.title));
      return given;
    }
    const base = blogSlugOf(title);
    const taken = new Set(await repo.slugsLike(db, base));
    if (exceptId !== null) {
      const own = (await repo.findPost(db, exceptId))?.slug;
      if (own) taken.delete(own);
    }
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /** When the post shows, and whether at all. A post already showing keeps its date on «now». */
  function publicationOf(
    input: Pick<AdminBlogPostInput, 'publication' | 'publishAt'>,
    current: { published: number; published_at: string } | null,
  ): { published: boolean; publishedAt: string } {
    const at = now();
    if (input.publication === 'schedule') {
      const when = new Date(input.publishAt ?? '').toISOString();
      if (when <= at) throw unprocessable(messages.scheduleInPast);
      return { published: true, publishedAt: when };
    }
    if (input.publication === 'now') {
      const showing = current !== null && current.published === 1 && current.published_at <= at;
      return { published: true, publishedAt: showing ? current.published_at : at };
    }
    return { published: false, publishedAt: current?.published_at ?? at };
  }

  async function staleError(id: number, since: number, title: string): Promise<AppError> {
    return audit.staleEditError(db, {
      entityType: 'blog-post',
      entityId: id,
      sinceVersion: since,
      entityLabel: messages.postLabel(title),
      fieldLabels: POST_LABELS,
    });
  }

  async function guarded<T>(work: () => Promise<T>, onStale: () => Promise<AppError>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stale) throw await onStale();
      throw error;
    }
  }

  return {
    async posts(query) {
      const { rows, total } = await repo.pagePosts(
        db,
        { ...(query.q ? { q: query.q } : {}), ...(query.status ? { status: query.status } : {}), now: now() },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      const tags = await repo.tagsOf(
        db,
        rows.map((row) => row.id),
      );
      const at = now();
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          slug: row.slug,
          status: statusOf(row, at),
          publishedAt: row.published_at,
          tags: tags.get(row.id) ?? [],
          pictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'medium'),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    post,

    async createPost(input, actor) {
      const slug = await chooseSlug(input.slug, input.title, null);
      const publication = publicationOf(input, null);
      const id = await db.transaction().execute(async (trx) => {
        const created = await blogPosts.add(trx, {
          title: input.title,
          overview: input.overview,
          body: input.body,
          tags: input.tags,
          pictureId: null,
          allowComments: input.allowComments,
          slug,
          ...publication,
        });
        const row = await repo.findPost(trx, created);
        const tags = (await repo.tagsOf(trx, [created])).get(created) ?? [];
        await audit.record(trx, actor, {
          area: 'content',
          entityType: 'blog-post',
          entityId: created,
          action: 'blog-post.create',
          before: null,
          after: row ? postSnapshot(row, tags) : null,
          entityVersion: row?.row_version ?? 1,
        });
        return created;
      });
      await deps.pagesChanged();
      return post(id);
    },

    async changePost(id, change, actor) {
      const current = await postRow(id);
      const slug = await chooseSlug(change.slug, change.title, id);
      const publication = publicationOf(change, current);
      await guarded(
        () =>
          db.transaction().execute(async (trx) => {
            const beforeTags = (await repo.tagsOf(trx, [id])).get(id) ?? [];
            const updated = await blogPosts.update(trx, id, change.expectedVersion, {
              title: change.title,
              overview: change.overview,
              body: change.body,
              tags: change.tags,
              pictureId: current.picture_id,
              allowComments: change.allowComments,
              slug,
              ...publication,
            });
            if (!updated) throw new Stale();
            const row = await repo.findPost(trx, id);
            const afterTags = (await repo.tagsOf(trx, [id])).get(id) ?? [];
            const action = !publication.published
              ? current.published === 1
                ? 'blog-post.unpublish'
                : 'blog-post.change'
              : current.published === 1 && current.published_at === publication.publishedAt
                ? 'blog-post.change'
                : change.publication === 'schedule'
                  ? 'blog-post.schedule'
                  : 'blog-post.publish';
            await audit.record(trx, actor, {
              area: 'content',
              entityType: 'blog-post',
              entityId: id,
              action,
              before: postSnapshot(current, beforeTags),
              after: row ? postSnapshot(row, afterTags) : null,
              entityVersion: change.expectedVersion + 1,
            });
          }),
        () => staleError(id, change.expectedVersion, current.title),
      );
      await deps.pagesChanged();
      return post(id);
    },

    async setCover(id, change, actor) {
      const current = await postRow(id);
      // Checked and re-encoded before the transaction: a refused file changes nothing.
      let prepared: { data: Buffer; width: number; height: number } | null = null;
      if (change.picture !== null) {
        const base64 = change.picture.replace(/^data:[^;,]*;base64,/, '');
        const normalized = await uploads.normalize(Buffer.from(base64, 'base64'), { maxEdge: COVER_EDGE });
        if ('refusal' in normalized) throw badRequest(refusals[normalized.refusal]);
        prepared = normalized;
      }
      await guarded(
        () =>
          db.transaction().execute(async (trx) => {
            const pictureId =
              prepared === null
                ? null
                : await deps.pictures.store(trx, {
                    mimeType: 'image/webp',
                    seoFilename: current.slug ?? blogSlugOf(current.title),
                    altText: change.altText || current.title,
                    width: prepared.width,
                    height: prepared.height,
                    data: prepared.data,
                    now: now(),
                  });
            if (!(await repo.setCover(trx, id, change.expectedVersion, pictureId))) throw new Stale();
            if (current.picture_id !== null) await deps.pictures.remove(trx, current.picture_id);
            await audit.record(trx, actor, {
              area: 'content',
              entityType: 'blog-post',
              entityId: id,
              action: pictureId === null ? 'blog-post.cover.remove' : 'blog-post.cover.set',
              before: { pictureId: current.picture_id },
              after: { pictureId, altText: pictureId === null ? null : change.altText || current.title },
              entityVersion: change.expectedVersion + 1,
            });
          }),
        () => staleError(id, change.expectedVersion, current.title),
      );
      await deps.pagesChanged();
      return post(id);
    },

    async deletePost(id, expectedVersion, actor) {
      const current = await postRow(id);
      await guarded(
        () =>
          db.transaction().execute(async (trx) => {
            const tags = (await repo.tagsOf(trx, [id])).get(id) ?? [];
            if (!(await repo.deletePost(trx, id, expectedVersion))) throw new Stale();
            if (current.picture_id !== null) await deps.pictures.remove(trx, current.picture_id);
            await audit.record(trx, actor, {
              area: 'content',
              entityType: 'blog-post',
              entityId: id,
              action: 'blog-post.delete',
              before: postSnapshot(current, tags),
              after: null,
              entityVersion: expectedVersion + 1,
            });
          }),
        () => staleError(id, expectedVersion, current.title),
      );
      await deps.pagesChanged();
    },

    async topics() {
      return { items: (await repo.listTopics(db)).map(toTopicSummary) };
    },

    async topic(id) {
      const row = await repo.findTopic(db, id);
      if (!row) throw notFound(messages.topicNotFound);
      return toTopic(row);
    },

    async changeTopic(id, change, actor) {
      const row = await repo.findTopic(db, id);
      if (!row) throw notFound(messages.topicNotFound);
      const before = toTopic(row);
      // Stored sanitised as well as served so: the editor shows what the storefront will.
      const body = sanitizeRichText(change.body);
      await guarded(
        () =>
          db.transaction().execute(async (trx) => {
            if (!(await repo.updateTopic(trx, id, change.expectedVersion, { ...change, body }))) throw new Stale();
            const pick = (t: Omit<AdminTopicChange, 'expectedVersion'>) => ({
              title: t.title,
              body: t.body,
              metaDescription: t.metaDescription,
              published: t.published,
              includeInSideMenu: t.includeInSideMenu,
              accessibleWhenStoreClosed: t.accessibleWhenStoreClosed,
              displayOrder: t.displayOrder,
            });
            await audit.record(trx, actor, {
              area: 'content',
              entityType: 'topic',
              entityId: id,
              action: 'topic.change',
              before: pick(before),
              after: pick({ ...change, body }),
              entityVersion: change.expectedVersion + 1,
            });
          }),
        () =>
          audit.staleEditError(db, {
            entityType: 'topic',
            entityId: id,
            sinceVersion: change.expectedVersion,
            entityLabel: messages.topicLabel(row.title),
            fieldLabels: TOPIC_LABELS,
          }),
      );
      await deps.pagesChanged();
      const fresh = await repo.findTopic(db, id);
      if (!fresh) throw notFound(messages.topicNotFound);
      return toTopic(fresh);
    },
  };
}
