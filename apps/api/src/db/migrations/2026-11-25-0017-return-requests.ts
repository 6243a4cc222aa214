// Reason and action are kept as text, so renaming a list entry does not rewrite old requests.
// Frozen in time: imports nothing from src/.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  for (const table of ['return_request_reason', 'return_request_action']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  await db.schema
    .createTable('return_request')
    .addColumn('id', 'integer', id)
    .addColumn('custom_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_item.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('reason_for_return', 'varchar(200)', (c) => c.notNull())
    .addColumn('requested_action', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('uploaded_picture_id', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_request_item_idx').on('return_request').column('order_item_id').execute();
  await db.schema
    .createIndex('return_request_customer_idx')
    .on('return_request')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema.createIndex('return_request_status_idx').on('return_request').columns(['status', 'id']).execute();

  await db.schema
    .createTable('return_request_upload')
    .addColumn('picture_id', 'integer', (c) => c.primaryKey().references('picture.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('attached_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db
    .insertInto('return_request_reason')
    .values([
      { name: 'کالای معیوب', display_order: 1 },
      { name: 'مغایرت با سفارش', display_order: 2 },
      { name: 'آسیب‌دیدگی در حمل', display_order: 3 },
      { name: 'انصراف از خرید', display_order: 4 },
    ])
    .execute();
  await db
    .insertInto('return_request_action')
    .values([
      { name: 'بازپرداخت وجه', display_order: 1 },
      { name: 'تعویض', display_order: 2 },
      { name: 'تعمیر', display_order: 3 },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['return_request_upload', 'return_request', 'return_request_action', 'return_request_reason']) {
    await db.schema.dropTable(table).execute();
  }
}
