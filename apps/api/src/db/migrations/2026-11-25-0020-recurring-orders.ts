// (recurring_payment_id, cycle_number) is unique: inserting the row claims the cycle for one process.
// Frozen in time: imports nothing from src/.
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
