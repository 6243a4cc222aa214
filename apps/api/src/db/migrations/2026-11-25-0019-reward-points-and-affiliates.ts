/**
 * Reward points that wait and expire, affiliates and their commissions (issue 12; nopCommerce's
 * RewardPointsHistory and Affiliate, trimmed):
 * - `reward_points_history.activates_at`: set while purchase points wait for
 *   RewardPointsActivationDelayDays (they do not count yet); null once they count.
 *   `valid_points`: what is left unspent of a positive row, spent oldest first, so that what
 *   expires at `ends_at` is only what was not used (nopCommerce's ValidPoints).
 * - `affiliate`: a customer who brings others with a referral code, and their commission rate.
 * - `customer.affiliate_id`: the affiliate who brought the customer (set once, at registration);
 *   `pending_registration.affiliate_code`: the code carried until the registration is confirmed.
 * - `affiliate_commission`: one row per paid order of a referred customer.
 * Money is integer Rial; timestamps ISO-8601 UTC text; flags 0/1 (docs/adr/0002). Frozen in time:
 * imports nothing from src/.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const money = isPg ? 'bigint' : 'integer';
  const percent = isPg ? 'double precision' : 'real';

  await db.schema.alterTable('reward_points_history').addColumn('activates_at', 'varchar(30)').execute();
  await db.schema.alterTable('reward_points_history').addColumn('valid_points', 'integer').execute();
  // The rows that may expire or wait: the settle step on every balance read and ledger write finds them.
  await db.schema
    .createIndex('reward_points_history_valid_idx')
    .on('reward_points_history')
    .columns(['customer_id', 'valid_points'])
    .execute();

  await db.schema
    .createTable('affiliate')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().unique().references('customer.id').onDelete('cascade'))
    /** Upper-case letters and digits, what a visitor's `?ref=` carries. */
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
    /** Rate × (order subtotal after discounts), shipping excluded. */
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'varchar(30)')
    /** Set when the order was cancelled before the commission was paid: it is owed no more. */
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
