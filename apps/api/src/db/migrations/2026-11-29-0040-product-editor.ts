// The back office's product editor (ADR 0072): a slug (unique; NULL until first saved in the admin — both
// databases let NULLs repeat under a unique index), an SEO title and description, and the row_version of the
// stale-edit rule (ADR 0065), raised by every admin save of the product, the price grid's included.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('product').addColumn('slug', 'varchar(200)').execute();
  await db.schema
    .alterTable('product')
    .addColumn('meta_title', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('meta_description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('product_slug_idx').on('product').column('slug').unique().execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('product_slug_idx').execute();
  for (const column of ['row_version', 'meta_description', 'meta_title', 'slug'])
    await db.schema.alterTable('product').dropColumn(column).execute();
}
