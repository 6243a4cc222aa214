// Tags become rows: a comma-separated column cannot be filtered or counted with an index.
// Frozen in time: imports nothing from src/.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('blog_post_tag')
    .addColumn('blog_post_id', 'integer', (c) => c.notNull().references('blog_post.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_post_tag_pk', ['blog_post_id', 'tag'])
    .execute();
  await db.schema.createIndex('blog_post_tag_tag_idx').on('blog_post_tag').columns(['tag', 'blog_post_id']).execute();

  const posts: Array<{ id: number; tags: string }> = await db.selectFrom('blog_post').select(['id', 'tags']).execute();
  const tagRows = posts.flatMap((post) =>
    [...new Set(post.tags.split(',').map((tag) => tag.trim().slice(0, 100)))]
      .filter(Boolean)
      .map((tag) => ({ blog_post_id: post.id, tag })),
  );
  if (tagRows.length > 0) await db.insertInto('blog_post_tag').values(tagRows).execute();
  await db.schema.alterTable('blog_post').dropColumn('tags').execute();
  await db.schema.createIndex('blog_post_published_idx').on('blog_post').columns(['published_at', 'id']).execute();

  await db.schema
    .createTable('blog_comment')
    .addColumn('id', 'integer', id)
    .addColumn('blog_post_id', 'integer', (c) => c.notNull().references('blog_post.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('comment_text', 'text', (c) => c.notNull())
    .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('approved_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('blog_comment_post_idx')
    .on('blog_comment')
    .columns(['blog_post_id', 'is_approved', 'created_at'])
    .execute();
  await db.schema
    .createIndex('blog_comment_pending_idx')
    .on('blog_comment')
    .columns(['is_approved', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_comment').execute();
  await db.schema.dropIndex('blog_post_published_idx').execute();
  await db.schema
    .alterTable('blog_post')
    .addColumn('tags', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .execute();
  const tags: Array<{ blog_post_id: number; tag: string }> = await db
    .selectFrom('blog_post_tag')
    .select(['blog_post_id', 'tag'])
    .orderBy('blog_post_id')
    .orderBy('tag')
    .execute();
  const byPost = new Map<number, string[]>();
  for (const row of tags) byPost.set(row.blog_post_id, [...(byPost.get(row.blog_post_id) ?? []), row.tag]);
  for (const [postId, postTags] of byPost) {
    await db
      .updateTable('blog_post')
      .set({ tags: postTags.join(',') })
      .where('id', '=', postId)
      .execute();
  }
  await db.schema.dropTable('blog_post_tag').execute();
}
