// The back office's content and settings (issue 36, ADR 0077): a row_version on each record two staff
// could edit at once (blog post, topic, shipping method, delivery time range) for the stale-edit rule
// (ADR 0065); a blog post's slug (unique, null for posts written before it) and a published flag, so a
// post can be taken down without losing its date; and one version per settings group, because the
// `setting` table holds a row per changed value only and has nothing to compare a stale form against.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

const VERSIONED = ['blog_post', 'topic', 'shipping_method', 'delivery_time_range'] as const;

export async function up(db: Db): Promise<void> {
  for (const table of VERSIONED) {
    await db.schema
      .alterTable(table)
      .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema.alterTable('blog_post').addColumn('slug', 'varchar(200)').execute();
  await db.schema
    .alterTable('blog_post')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // NULLs do not collide in a unique index on either database: older posts keep none until edited.
  await db.schema.createIndex('blog_post_slug_idx').unique().on('blog_post').column('slug').execute();
  await db.schema
    .createTable('setting_group')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('row_version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('setting_group').execute();
  await db.schema.dropIndex('blog_post_slug_idx').execute();
  await db.schema.alterTable('blog_post').dropColumn('published').execute();
  await db.schema.alterTable('blog_post').dropColumn('slug').execute();
  for (const table of VERSIONED) await db.schema.alterTable(table).dropColumn('row_version').execute();
}
