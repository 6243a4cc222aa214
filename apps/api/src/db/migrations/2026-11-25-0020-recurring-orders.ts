/**
 * Recurring orders (subscriptions; docs/product.md §4, nopCommerce's RecurringPayment):
 * - products sold by subscription carry their cycle: every `recurring_cycle_length`
 *   `recurring_cycle_period`s, `recurring_total_cycles` times (the first order included);
 * - `recurring_payment`: one per order that bought such products, with the cycle copied from the
 *   products at placement, the next payment date and the cycles done so far;
 * - `recurring_payment_history`: one row per cycle; (recurring_payment_id, cycle_number) is unique,
 *   so a cycle is claimed by inserting its row and two processes never make the same cycle's order.
 *   A failed attempt keeps its row with `order_id` null and the error, and is claimed again next run.
 * Timestamps ISO-8601 UTC text; flags 0/1 (docs/adr/0002). Frozen in time: imports nothing from src/.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .alterTable('product')
    .addColumn('is_recurring', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('recurring_cycle_length', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  /** 'day' | 'week' | 'month' | 'year'. */
  await db.schema
    .alterTable('product')
    .addColumn('recurring_cycle_period', 'varchar(10)', (c) => c.notNull().defaultTo('month'))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('recurring_total_cycles', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('recurring_payment')
    .addColumn('id', 'integer', id)
    .addColumn('initial_order_id', 'integer', (c) =>
      c.notNull().unique().references('customer_order.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('cycle_length', 'integer', (c) => c.notNull())
    .addColumn('cycle_period', 'varchar(10)', (c) => c.notNull())
    .addColumn('total_cycles', 'integer', (c) => c.notNull())
    .addColumn('start_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('next_payment_at', 'varchar(30)', (c) => c.notNull())
    /** Cycles whose order was made, the initial order's included. */
    .addColumn('cycles_done', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_payment_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recurring_payment_customer_idx').on('recurring_payment').column('customer_id').execute();
  await db.schema
    .createIndex('recurring_payment_due_idx')
    .on('recurring_payment')
    .columns(['is_active', 'next_payment_at'])
    .execute();

  await db.schema
    .createTable('recurring_payment_history')
    .addColumn('id', 'integer', id)
    .addColumn('recurring_payment_id', 'integer', (c) =>
      c.notNull().references('recurring_payment.id').onDelete('cascade'),
    )
    .addColumn('cycle_number', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('customer_order.id').onDelete('set null'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('recurring_payment_history_cycle_uq', ['recurring_payment_id', 'cycle_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recurring_payment_history').execute();
  await db.schema.dropTable('recurring_payment').execute();
  for (const column of ['recurring_total_cycles', 'recurring_cycle_period', 'recurring_cycle_length', 'is_recurring']) {
    await db.schema.alterTable('product').dropColumn(column).execute();
  }
}
