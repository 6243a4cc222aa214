// Post bodies are sanitised when stored and again when served, so rows written another way cannot carry a script.
import type { Kysely } from 'kysely';
import type { BlogComment, BlogCommentAddResponse, BlogPost, BlogPostList, BlogTagList } from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { forbidden, notFound, SessionRequiredError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { messagesFa } from '../../lib/messages-fa.js';
import { RateLimitedError, type RateLimitStore } from '../../lib/rate-limit-store.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { createPictureUrls } from '../pictures/index.js';
import { createReviewerNames } from '../reviews/index.js';
import type { SettingsService } from '../settings/index.js';
import { blogMessages } from './blog.messages.js';
import {
  approveComment,
  countPendingComments,
  commentExists,
  countApprovedComments,
  countPublishedPosts,
  deleteComment,
  findPublishedPost,
  insertComment,
  insertPost,
  listCommentsForReview,
  listLinkedPosts,
  listPublishedPosts,
  listTagCounts,
  listTagsOfPosts,
  listVisibleComments,
  updatePost,
  type BlogCommentRow,
} from './blog.repository.js';

const pictureUrls = createPictureUrls();

/** Comments one customer may send in a window: enough for a conversation, too few for a flood. */
export const DEFAULT_BLOG_COMMENT_RATE_LIMIT = { maxComments: 5, windowSeconds: 15 * 60 };

export interface BlogCommentForReview {
  id: number;
  postId: number;
  postTitle: string;
  text: string;
  approved: boolean;
  createdAt: string;
  author: string;
}

export interface BlogService {
  list(filter: { limit: number; offset: number; tag: string | null }): Promise<BlogPostList>;
  tags(): Promise<BlogTagList>;
  post(id: number, viewer: CustomerRow | null): Promise<BlogPost>;
  addComment(customer: CustomerRow, postId: number, text: string): Promise<BlogCommentAddResponse>;
  comments(options: { pendingOnly: boolean; limit: number }): Promise<BlogCommentForReview[]>;
  /** `within` runs in the change's transaction (the back office's audit row). */
  approve(
    commentId: number,
    within?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<'approved' | 'already' | 'missing'>;
  remove(commentId: number, within?: (trx: Kysely<Database>) => Promise<void>): Promise<boolean>;
  pendingCount(): Promise<number>;
}

function normalizeTags(tags: string | readonly string[]): string[] {
  const list = typeof tags === 'string' ? tags.split(/[,،]/) : tags;
  return [...new Set(list.map((tag) => tag.replace(/\s+/g, ' ').trim().slice(0, 100)).filter(Boolean))];
}

export interface NewBlogPost {
  title: string;
  overview: string;
  body: string;
  tags: string | readonly string[];
  pictureId: number | null;
  allowComments?: boolean;
  publishedAt: string;
  /** The back office's (unique); none for the seed's posts. */
  slug?: string | null;
  /** False: written as a draft, not shown until published. */
  published?: boolean;
}

/** A published post as a shared link's head shows it. */
export interface LinkedBlogPost {
  title: string;
  overview: string;
  body: string;
  picture: string | null;
  publishedAt: string;
}

/** The posts themselves, for the seed and the links module; every call runs on the caller's `trx`. */
export interface BlogPosts {
  /** Writes a post with its body sanitised and its tags normalised; answers its id. */
  add(trx: Kysely<Database>, post: NewBlogPost): Promise<number>;
  /** The same rules as `add`, only while the row is at `expectedVersion`; answers whether it was. */
  update(trx: Kysely<Database>, id: number, expectedVersion: number, post: NewBlogPost): Promise<boolean>;
  findForLink(trx: Kysely<Database>, id: number, now: string): Promise<LinkedBlogPost | null>;
  listForSitemap(trx: Kysely<Database>, now: string): ReturnType<typeof listLinkedPosts>;
}

export function createBlogPosts(): BlogPosts {
  return {
    add(db, post) {
      return insertPost(db, {
        title: post.title.trim(),
        overview: post.overview.trim(),
        body: sanitizeRichText(post.body),
        pictureId: post.pictureId,
        allowComments: post.allowComments ?? true,
        publishedAt: post.publishedAt,
        tags: normalizeTags(post.tags),
        slug: post.slug ?? null,
        published: post.published ?? true,
      });
    },
    update(db, id, expectedVersion, post) {
      return updatePost(db, id, expectedVersion, {
        title: post.title.trim(),
        overview: post.overview.trim(),
        body: sanitizeRichText(post.body),
        allowComments: post.allowComments ?? true,
        publishedAt: post.publishedAt,
        published: post.published ?? true,
        slug: post.slug ?? null,
        tags: normalizeTags(post.tags),
      });
    },
    async findForLink(db, id, now) {
      const row = await findPublishedPost(db, id, now);
      return row
        ? {
            title: row.title,
            overview: row.body_overview,
            body: row.body,
            picture: pictureUrls.optional(row.picture_id, row.seo_filename, 'full'),
            publishedAt: row.published_at,
          }
        : null;
    },
    listForSitemap: (db, now) => listLinkedPosts(db, now),
  };
}

const reviewerNames = createReviewerNames();
const persianCollator = new Intl.Collator('fa');
const byPersianName = (a: string, b: string) => persianCollator.compare(a, b);

function tagsOf(rows: Array<{ blog_post_id: number; tag: string }>, postId: number): string[] {
  return rows
    .filter((row) => row.blog_post_id === postId)
    .map((row) => row.tag)
    .sort(byPersianName);
}

function toComment(row: BlogCommentRow, viewerId: number | null): BlogComment {
  return {
    Id: row.id,
    CustomerName: reviewerNames.of(row.first_name, row.last_name),
    CommentText: row.comment_text,
    CreatedOn: row.created_at,
    IsApproved: row.is_approved === 1,
    IsOwnComment: viewerId !== null && row.customer_id === viewerId,
  };
}

export function createBlogService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  rateLimits: RateLimitStore;
  commentLimit?: typeof DEFAULT_BLOG_COMMENT_RATE_LIMIT;
}): BlogService {
  const { db, clock, settings } = deps;
  const commentLimit = deps.commentLimit ?? DEFAULT_BLOG_COMMENT_RATE_LIMIT;
  const now = () => clock.now().toISOString();

  async function publishedPost(id: number) {
    const row = await findPublishedPost(db, id, now());
    if (!row) throw notFound(blogMessages.postNotFound, []);
    return row;
  }

  /** One statement, so parallel sends all count. */
  async function assertWithinLimit(customerId: number): Promise<void> {
    const counted = await deps.rateLimits.increment(`blog-comment:customer:${customerId}`, commentLimit.windowSeconds);
    if (counted.count > commentLimit.maxComments) {
      const wait = Math.max(1, Math.ceil((counted.resetAt.getTime() - clock.now().getTime()) / 1000));
      throw new RateLimitedError(blogMessages.tooManyComments(wait), wait);
    }
  }

  return {
    async list(filter) {
      const tag = filter.tag ? (normalizeTags([filter.tag])[0] ?? null) : null;
      const query = { now: now(), tag };
      const [rows, total] = await Promise.all([
        listPublishedPosts(db, { ...query, limit: filter.limit, offset: filter.offset }),
        countPublishedPosts(db, query),
      ]);
      const ids = rows.map((row) => row.id);
      const [tagRows, commentCounts] = await Promise.all([listTagsOfPosts(db, ids), countApprovedComments(db, ids)]);
      return {
        Items: rows.map((row) => ({
          Id: row.id,
          Title: row.title,
          BodyOverview: row.body_overview,
          Tags: tagsOf(tagRows, row.id),
          PictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'medium'),
          CreatedOn: row.published_at,
          NumberOfComments: commentCounts.get(row.id) ?? 0,
        })),
        TotalCount: total,
        Tag: tag,
        CustomProperties: {},
      };
    },

    async tags() {
      const rows = await listTagCounts(db, now());
      // Ties in Persian alphabetical order, the same on both databases (their collations differ).
      rows.sort((a, b) => b.count - a.count || byPersianName(a.tag, b.tag));
      return { Items: rows.map((row) => ({ Name: row.tag, PostCount: row.count })) };
    },

    async post(id, viewer) {
      const row = await publishedPost(id);
      const viewerId = viewer && !viewer.is_guest ? viewer.id : null;
      const [tagRows, comments, commentCounts] = await Promise.all([
        listTagsOfPosts(db, [row.id]),
        listVisibleComments(db, row.id, viewerId),
        countApprovedComments(db, [row.id]),
      ]);
      return {
        Id: row.id,
        Title: row.title,
        BodyOverview: row.body_overview,
        Tags: tagsOf(tagRows, row.id),
        PictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'medium'),
        FullPictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'full'),
        CreatedOn: row.published_at,
        NumberOfComments: commentCounts.get(row.id) ?? 0,
        Body: sanitizeRichText(row.body),
        AllowComments: row.allow_comments === 1,
        Comments: comments.map((comment) => toComment(comment, viewerId)),
        CustomProperties: {},
      };
    },

    async addComment(customer, postId, text) {
      if (customer.is_guest) throw new SessionRequiredError(messagesFa.loginRequired);
      const post = await publishedPost(postId);
      if (post.allow_comments !== 1) throw forbidden(blogMessages.commentsClosed);
      await assertWithinLimit(customer.id);
      const approved = !(await settings.get()).BlogCommentsMustBeApproved;
      const createdAt = now();
      const id = await insertComment(db, { postId, customerId: customer.id, text, approved, now: createdAt });
      return {
        Success: true,
        Message: approved ? blogMessages.commentAddedApproved : blogMessages.commentAddedPending,
        IsApproved: approved,
        Comment: {
          Id: id,
          CustomerName: reviewerNames.of(customer.first_name, customer.last_name),
          CommentText: text,
          CreatedOn: createdAt,
          IsApproved: approved,
          IsOwnComment: true,
        },
      };
    },

    async comments(options) {
      const rows = await listCommentsForReview(db, options);
      return rows.map((row) => ({
        id: row.id,
        postId: row.blog_post_id,
        postTitle: row.post_title,
        text: row.comment_text,
        approved: row.is_approved === 1,
        createdAt: row.created_at,
        author: row.email ?? row.mobile ?? '',
      }));
    },

    async approve(commentId, within) {
      const approved = await db.transaction().execute(async (trx) => {
        if (!(await approveComment(trx, commentId, now()))) return false;
        await within?.(trx);
        return true;
      });
      if (approved) return 'approved';
      return (await commentExists(db, commentId)) ? 'already' : 'missing';
    },

    remove(commentId, within) {
      return db.transaction().execute(async (trx) => {
        if (!(await deleteComment(trx, commentId))) return false;
        await within?.(trx);
        return true;
      });
    },

    pendingCount: () => countPendingComments(db),
  };
}
