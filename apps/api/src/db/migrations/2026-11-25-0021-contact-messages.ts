// Kept whatever becomes of the forwarding email. Frozen in time: imports nothing from src/.
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
