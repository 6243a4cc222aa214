import type { Kysely } from 'kysely';
import type { AdminBlogPostStatus } from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';

export interface PostFilter {
  q?: string;
  status?: AdminBlogPostStatus;
  now: string;
}

function filteredPosts(db: Kysely<Database>, filter: PostFilter) {
  let query = db.selectFrom('blog_post as b');
  if (filter.q) query = query.where('b.title', 'like', `%${filter.q.replace(/[%_\\]/g, '')}%`);
  if (filter.status === 'draft') query = query.where('b.published', '=', 0);
  if (filter.status === 'scheduled')
    query = query.where('b.published', '=', 1).where('b.published_at', '>', filter.now);
  if (filter.status === 'published')
    query = query.where('b.published', '=', 1).where('b.published_at', '<=', filter.now);
  return query;
}

export async function pagePosts(db: Kysely<Database>, filter: PostFilter, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    filteredPosts(db, filter)
      .leftJoin('picture as pic', 'pic.id', 'b.picture_id')
      .select(['b.id', 'b.title', 'b.slug', 'b.published', 'b.published_at', 'b.picture_id', 'pic.seo_filename'])
      .orderBy('b.published_at', 'desc')
      .orderBy('b.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filteredPosts(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findPost(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('blog_post as b')
    .leftJoin('picture as pic', 'pic.id', 'b.picture_id')
    .select([
      'b.id',
      'b.title',
      'b.slug',
      'b.body_overview',
      'b.body',
      'b.allow_comments',
      'b.published',
      'b.published_at',
      'b.picture_id',
      'b.row_version',
      'pic.seo_filename',
      'pic.alt_text',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}
export type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

export async function tagsOf(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map<number, string[]>();
  const rows = await db
    .selectFrom('blog_post_tag')
    .select(['blog_post_id', 'tag'])
    .where('blog_post_id', 'in', ids)
    .orderBy('tag')
    .execute();
  const byPost = new Map<number, string[]>();
  for (const row of rows) byPost.set(row.blog_post_id, [...(byPost.get(row.blog_post_id) ?? []), row.tag]);
  return byPost;
}

export async function commentCount(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('blog_comment')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('blog_post_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who holds a slug other than `exceptId`, for the refusal's message. */
export function slugHolder(db: Kysely<Database>, slug: string, exceptId: number | null) {
  let query = db.selectFrom('blog_post').select(['id', 'title']).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function slugsLike(db: Kysely<Database>, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_post')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.flatMap((row) => (row.slug === null ? [] : [row.slug]));
}

export async function setCover(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  pictureId: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('blog_post')
    .set((eb) => ({ picture_id: pictureId, row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Tags and comments go first: SQLite enforces the cascade only with foreign keys switched on. */
export async function deletePost(db: Kysely<Database>, id: number, expectedVersion: number): Promise<boolean> {
  const row = await db
    .selectFrom('blog_post')
    .select('id')
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  if (!row) return false;
  await db.deleteFrom('blog_post_tag').where('blog_post_id', '=', id).execute();
  await db.deleteFrom('blog_comment').where('blog_post_id', '=', id).execute();
  const result = await db
    .deleteFrom('blog_post')
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listTopics(db: Kysely<Database>) {
  return db.selectFrom('topic').selectAll().orderBy('display_order').orderBy('id').execute();
}

export function findTopic(db: Kysely<Database>, id: number) {
  return db.selectFrom('topic').selectAll().where('id', '=', id).executeTakeFirst();
}
export type TopicRow = NonNullable<Awaited<ReturnType<typeof findTopic>>>;

export async function updateTopic(
  db: Kysely<Database>,
  id: number,
  expectedVersion: number,
  change: {
    title: string;
    body: string;
    metaDescription: string;
    published: boolean;
    includeInSideMenu: boolean;
    accessibleWhenStoreClosed: boolean;
    displayOrder: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('topic')
    .set((eb) => ({
      title: change.title,
      body: change.body,
      meta_description: change.metaDescription,
      published: change.published ? 1 : 0,
      include_in_side_menu: change.includeInSideMenu ? 1 : 0,
      accessible_when_store_closed: change.accessibleWhenStoreClosed ? 1 : 0,
      display_order: change.displayOrder,
      row_version: eb('row_version', '+', 1),
    }))
    .where('id', '=', id)
    .where('row_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
