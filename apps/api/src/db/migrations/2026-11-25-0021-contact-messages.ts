/**
 * Contact us (issue 13; nopCommerce's ContactUs form): every message a shopper sends from the
 * contact page is kept here, whatever becomes of the email that forwards it to the store, so the
 * store can read it with the CLI (`contact list`). `email_or_mobile` is the normalised form
 * (lower-case email or 09xxxxxxxxx); `customer_id` is set when a signed-in customer sent it.
 * Timestamps ISO-8601 UTC text; frozen in time: imports nothing from src/.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'integer', id)
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email_or_mobile', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('enquiry', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('client_address', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_message_created_idx')
    .on('contact_message')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_message').execute();
}
