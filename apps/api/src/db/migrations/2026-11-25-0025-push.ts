// Frozen in time: imports nothing from src/.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('push_vapid_key')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('private_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'integer', id)
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('topic', 'varchar(100)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('cascade'))
    .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscription_topic_idx').on('push_subscription').column('topic').execute();
  await db.schema.createIndex('push_subscription_customer_idx').on('push_subscription').column('customer_id').execute();

  await db.schema
    .createTable('push_queue')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(50)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('push_queue_status_idx').on('push_queue').columns(['status', 'id']).execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_outbox').execute();
  await db.schema.dropTable('push_queue').execute();
  await db.schema.dropTable('push_subscription').execute();
  await db.schema.dropTable('push_vapid_key').execute();
}
