import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

function publishedPosts(db: Kysely<Database>, filter: { now: string; tag: string | null }) {
  // A post taken down in the back office (published 0) is gone from the storefront whatever its date.
  let query = db.selectFrom('blog_post as b').where('b.published', '=', 1).where('b.published_at', '<=', filter.now);
  if (filter.tag !== null) {
    const tag = filter.tag;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('blog_post_tag as t')
          .select('t.blog_post_id')
          .whereRef('t.blog_post_id', '=', 'b.id')
          .where('t.tag', '=', tag),
      ),
    );
  }
  return query;
}

export async function countApprovedComments(db: Kysely<Database>, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('blog_comment')
    .select(['blog_post_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('blog_post_id', 'in', postIds)
    .where('is_approved', '=', 1)
    .groupBy('blog_post_id')
    .execute();
  return new Map(rows.map((row) => [row.blog_post_id, Number(row.n)]));
}

export function listPublishedPosts(
  db: Kysely<Database>,
  filter: { now: string; tag: string | null; limit: number; offset: number },
) {
  return publishedPosts(db, filter)
    .leftJoin('picture as pic', 'pic.id', 'b.picture_id')
    .select(['b.id', 'b.title', 'b.body_overview', 'b.published_at', 'pic.id as picture_id', 'pic.seo_filename'])
    .orderBy('b.published_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}
export type BlogPostListRow = Awaited<ReturnType<typeof listPublishedPosts>>[number];

export async function countPublishedPosts(db: Kysely<Database>, filter: { now: string; tag: string | null }) {
  const row = await publishedPosts(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listTagsOfPosts(db: Kysely<Database>, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('blog_post_tag').select(['blog_post_id', 'tag']).where('blog_post_id', 'in', postIds).execute();
}

export async function listTagCounts(db: Kysely<Database>, now: string) {
  const rows = await db
    .selectFrom('blog_post_tag as t')
    .innerJoin('blog_post as b', 'b.id', 't.blog_post_id')
    .select(['t.tag', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('b.published', '=', 1)
    .where('b.published_at', '<=', now)
    .groupBy('t.tag')
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
}

export function findPublishedPost(db: Kysely<Database>, id: number, now: string) {
  return publishedPosts(db, { now, tag: null })
    .leftJoin('picture as pic', 'pic.id', 'b.picture_id')
    .select([
      'b.id',
      'b.title',
      'b.body_overview',
      'b.body',
      'b.allow_comments',
      'b.published_at',
      'pic.id as picture_id',
      'pic.seo_filename',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

export const POST_COMMENTS_SHOWN = 200;

export async function listVisibleComments(db: Kysely<Database>, postId: number, viewerId: number | null) {
  const rows = await db
    .selectFrom('blog_comment as c')
    .innerJoin('customer as cu', 'cu.id', 'c.customer_id')
    .select([
      'c.id',
      'c.comment_text',
      'c.is_approved',
      'c.created_at',
      'c.customer_id',
      'cu.first_name',
      'cu.last_name',
    ])
    .where('c.blog_post_id', '=', postId)
    .where((eb) =>
      viewerId === null
        ? eb('c.is_approved', '=', 1)
        : eb.or([eb('c.is_approved', '=', 1), eb('c.customer_id', '=', viewerId)]),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(POST_COMMENTS_SHOWN)
    .execute();
  return rows.reverse();
}
export type BlogCommentRow = Awaited<ReturnType<typeof listVisibleComments>>[number];

export async function insertComment(
  db: Kysely<Database>,
  comment: { postId: number; customerId: number; text: string; approved: boolean; now: string },
): Promise<number> {
  const row = await db
    .insertInto('blog_comment')
    .values({
      blog_post_id: comment.postId,
      customer_id: comment.customerId,
      comment_text: comment.text,
      is_approved: comment.approved ? 1 : 0,
      created_at: comment.now,
      approved_at: comment.approved ? comment.now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listCommentsForReview(db: Kysely<Database>, options: { pendingOnly: boolean; limit: number }) {
  let query = db
    .selectFrom('blog_comment as c')
    .innerJoin('blog_post as b', 'b.id', 'c.blog_post_id')
    .innerJoin('customer as cu', 'cu.id', 'c.customer_id')
    .select([
      'c.id',
      'c.blog_post_id',
      'b.title as post_title',
      'c.comment_text',
      'c.is_approved',
      'c.created_at',
      'cu.email',
      'cu.mobile',
    ]);
  if (options.pendingOnly) query = query.where('c.is_approved', '=', 0);
  return query.orderBy('c.created_at').orderBy('c.id').limit(options.limit).execute();
}

export async function countPendingComments(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('blog_comment')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('is_approved', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function approveComment(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('blog_comment')
    .set({ is_approved: 1, approved_at: now })
    .where('id', '=', id)
    .where('is_approved', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function commentExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('blog_comment').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function deleteComment(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blog_comment').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertPost(
  db: Kysely<Database>,
  post: {
    title: string;
    overview: string;
    body: string;
    pictureId: number | null;
    allowComments: boolean;
    publishedAt: string;
    tags: string[];
    slug?: string | null;
    published?: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('blog_post')
    .values({
      title: post.title,
      body_overview: post.overview,
      body: post.body,
      picture_id: post.pictureId,
      allow_comments: post.allowComments ? 1 : 0,
      published_at: post.publishedAt,
      slug: post.slug ?? null,
      published: post.published === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (post.tags.length > 0) {
    await db
      .insertInto('blog_post_tag')
      .values(post.tags.map((tag) => ({ blog_post_id: row.id, tag })))
      .execute();
  }
  return row.id;
}

export function listLinkedPosts(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('blog_post')
    .select(['id', 'published_at'])
    .where('published', '=', 1)
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Only when the row is still at `expectedVersion` (ADR 0065); answers whether it was. */
export async function updatePost(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  post: {
    title: string;
    overview: string;
    body: string;
    allowComments: boolean;
    publishedAt: string;
    published: boolean;
    slug: string | null;
    tags: string[];
  },
): Promise<boolean> {
  const result = await db
    .updateTable('blog_post')
    .set((eb) => ({
      title: post.title,
      body_overview: post.overview,
      body: post.body,
      allow_comments: post.allowComments ? 1 : 0,
      published_at: post.publishedAt,
      published: post.published ? 1 : 0,
      slug: post.slug,
      row_version: eb('row_version', '+', 1),
    }))
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('blog_post_tag').where('blog_post_id', '=', id).execute();
  if (post.tags.length > 0) {
    await db
      .insertInto('blog_post_tag')
      .values(post.tags.map((tag) => ({ blog_post_id: id, tag })))
      .execute();
  }
  return true;
}
