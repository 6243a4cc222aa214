// The back office's categories and brands (ADR 0075): a slug each (unique, NULL until first saved in the
// admin: both databases let NULLs repeat under a unique index), SEO title and description, and the
// row_version of the stale-edit rule (ADR 0065). A picture's bytes may live in object storage (ADR 0074):
// then `storage_key` names the object and `data` is empty.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  for (const table of ['category', 'manufacturer']) {
    await db.schema.alterTable(table).addColumn('slug', 'varchar(200)').execute();
    await db.schema
      .alterTable(table)
      .addColumn('meta_title', 'varchar(400)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('meta_description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex(`${table}_slug_idx`).on(table).column('slug').unique().execute();
  }
  await db.schema.createIndex('manufacturer_order_idx').on('manufacturer').columns(['display_order', 'id']).execute();
  await db.schema.alterTable('picture').addColumn('storage_key', 'varchar(200)').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('picture').dropColumn('storage_key').execute();
  await db.schema.dropIndex('manufacturer_order_idx').execute();
  for (const table of ['category', 'manufacturer']) {
    await db.schema.dropIndex(`${table}_slug_idx`).execute();
    for (const column of ['row_version', 'meta_description', 'meta_title', 'slug'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
