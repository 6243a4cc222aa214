// Frozen in time: imports nothing from src/.
import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('download')
    .addColumn('id', 'integer', (c) =>
      isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('download_guid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('extension', 'varchar(20)', (c) => c.notNull())
    .addColumn('data', isPg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // SQLite adds one column per statement.
  const productColumns: Array<[string, ColumnDataType, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder]> = [
    ['is_download', 'integer', (c) => c.notNull().defaultTo(0)],
    ['download_id', 'integer', (c) => c.references('download.id').onDelete('set null')],
    ['unlimited_downloads', 'integer', (c) => c.notNull().defaultTo(0)],
    ['max_number_of_downloads', 'integer', (c) => c],
    ['download_expiration_days', 'integer', (c) => c],
    ['download_activation_type', 'varchar(10)', (c) => c.notNull().defaultTo('paid')],
    ['has_user_agreement', 'integer', (c) => c.notNull().defaultTo(0)],
    ['user_agreement_text', 'text', (c) => c.notNull().defaultTo('')],
    ['is_ship_enabled', 'integer', (c) => c.notNull().defaultTo(1)],
  ];
  for (const [name, type, build] of productColumns) {
    await db.schema.alterTable('product').addColumn(name, type, build).execute();
  }
  await db.schema
    .alterTable('order_item')
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_item')
    .addColumn('is_download_activated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['is_download_activated', 'download_count']) {
    await db.schema.alterTable('order_item').dropColumn(column).execute();
  }
  for (const column of [
    'is_ship_enabled',
    'user_agreement_text',
    'has_user_agreement',
    'download_activation_type',
    'download_expiration_days',
    'max_number_of_downloads',
    'unlimited_downloads',
    'download_id',
    'is_download',
  ]) {
    await db.schema.alterTable('product').dropColumn(column).execute();
  }
  await db.schema.dropTable('download').execute();
}
