// The one-per-customer rules are unique constraints, so parallel requests cannot break them.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('product_review')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('review_text', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('approved_at', 'varchar(30)')
    .addUniqueConstraint('product_review_product_customer_uq', ['product_id', 'customer_id'])
    .addCheckConstraint('product_review_rating_ck', sql`rating between 1 and 5`)
    .execute();
  await db.schema
    .createIndex('product_review_listing_idx')
    .on('product_review')
    .columns(['product_id', 'is_approved', 'created_at'])
    .execute();
  await db.schema
    .createIndex('product_review_pending_idx')
    .on('product_review')
    .columns(['is_approved', 'created_at'])
    .execute();

  await db.schema
    .createTable('product_review_helpfulness')
    .addColumn('id', 'integer', id)
    .addColumn('product_review_id', 'integer', (c) => c.notNull().references('product_review.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('was_helpful', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('product_review_helpfulness_review_customer_uq', ['product_review_id', 'customer_id'])
    .execute();

  await db.schema
    .createTable('back_in_stock_subscription')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('back_in_stock_subscription_customer_product_uq', ['customer_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('back_in_stock_subscription_product_idx')
    .on('back_in_stock_subscription')
    .column('product_id')
    .execute();

  // Delivered after the commit that ends its subscription; 'sending' claims it for one deliverer.
  await db.schema
    .createTable('back_in_stock_notification')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(400)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(400)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(30)')
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('back_in_stock_notification_status_idx')
    .on('back_in_stock_notification')
    .columns(['status', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('back_in_stock_notification').execute();
  await db.schema.dropTable('back_in_stock_subscription').execute();
  await db.schema.dropTable('product_review_helpfulness').execute();
  await db.schema.dropTable('product_review').execute();
}
