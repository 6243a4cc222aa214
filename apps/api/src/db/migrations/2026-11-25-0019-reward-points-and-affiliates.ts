// Frozen in time: imports nothing from src/.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const money = isPg ? 'bigint' : 'integer';
  const percent = isPg ? 'double precision' : 'real';

  await db.schema.alterTable('reward_points_history').addColumn('activates_at', 'varchar(30)').execute();
  await db.schema.alterTable('reward_points_history').addColumn('valid_points', 'integer').execute();
  await db.schema
    .createIndex('reward_points_history_valid_idx')
    .on('reward_points_history')
    .columns(['customer_id', 'valid_points'])
    .execute();

  await db.schema
    .createTable('affiliate')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().unique().references('customer.id').onDelete('cascade'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('commission_rate', percent, (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('customer')
    .addColumn('affiliate_id', 'integer', (c) => c.references('affiliate.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('customer_affiliate_idx').on('customer').column('affiliate_id').execute();
  await db.schema.alterTable('pending_registration').addColumn('affiliate_code', 'varchar(20)').execute();

  await db.schema
    .createTable('affiliate_commission')
    .addColumn('id', 'integer', id)
    .addColumn('affiliate_id', 'integer', (c) => c.notNull().references('affiliate.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('customer_order.id').onDelete('cascade'))
    .addColumn('commission_rate', percent, (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('voided_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('affiliate_commission_affiliate_idx')
    .on('affiliate_commission')
    .columns(['affiliate_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('affiliate_commission').execute();
  await db.schema.alterTable('pending_registration').dropColumn('affiliate_code').execute();
  await db.schema.dropIndex('customer_affiliate_idx').execute();
  await db.schema.alterTable('customer').dropColumn('affiliate_id').execute();
  await db.schema.dropTable('affiliate').execute();
  await db.schema.dropIndex('reward_points_history_valid_idx').execute();
  await db.schema.alterTable('reward_points_history').dropColumn('valid_points').execute();
  await db.schema.alterTable('reward_points_history').dropColumn('activates_at').execute();
}
