/**
 * Downloadable products (docs/product.md; nopCommerce's Download and the product's download fields):
 * - `download`: a file a product sells (an e-book, an audio book), its bytes in the database like
 *   pictures, with the name the customer's copy is saved under (Persian allowed);
 * - product columns: whether it is downloadable and with which file, how many downloads an order
 *   line allows and for how many days (null: the store's defaults), whether downloads start when the
 *   order is paid or when the store activates them, an optional user agreement, and whether it ships
 *   at all (a downloadable product does not: an order of only such lines needs no shipping);
 * - order_item columns: downloads made so far, and the store's manual activation.
 * Flags 0/1, timestamps ISO-8601 UTC text (docs/adr/0002). Frozen in time: imports nothing from src/.
 */
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
    /** Without the extension: "راهنمای خرید گوشی". */
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    /** With its dot: ".pdf". */
    .addColumn('extension', 'varchar(20)', (c) => c.notNull())
    .addColumn('data', isPg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // SQLite adds one column per statement.
  const productColumns: Array<[string, ColumnDataType, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder]> = [
    ['is_download', 'integer', (c) => c.notNull().defaultTo(0)],
    ['download_id', 'integer', (c) => c.references('download.id').onDelete('set null')],
    ['unlimited_downloads', 'integer', (c) => c.notNull().defaultTo(0)],
    /** null: the store's MaxNumberOfDownloads. */
    ['max_number_of_downloads', 'integer', (c) => c],
    /** null: the store's DownloadExpirationDays (whose 0 means never). */
    ['download_expiration_days', 'integer', (c) => c],
    /** 'paid': when the order is paid; 'manual': when the store activates the order line. */
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
