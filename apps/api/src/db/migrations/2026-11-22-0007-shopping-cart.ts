// The unique index keeps one line per product and attribute set even when adds race.
// Frozen in time: imports nothing from src/.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const money = isPg ? 'bigint' : 'integer';

  await db.schema
    .createTable('shopping_cart_item')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('list_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('attributes_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('attributes_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('shopping_cart_item_quantity_check', sql`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('shopping_cart_item_line_uq')
    .on('shopping_cart_item')
    .columns(['customer_id', 'list_type', 'product_id', 'attributes_hash'])
    .unique()
    .execute();

  await db.schema
    .createTable('gift_card')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('gift_card_usage')
    .addColumn('id', 'integer', id)
    .addColumn('gift_card_id', 'integer', (c) => c.notNull().references('gift_card.id').onDelete('cascade'))
    .addColumn('order_id', 'integer')
    .addColumn('used_value', money, (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_card_usage_card_idx').on('gift_card_usage').column('gift_card_id').execute();
  await db.schema
    .createTable('cart_gift_card')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('gift_card_id', 'integer', (c) => c.notNull().references('gift_card.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_gift_card_pk', ['customer_id', 'gift_card_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_gift_card').execute();
  await db.schema.dropTable('gift_card_usage').execute();
  await db.schema.dropTable('gift_card').execute();
  await db.schema.dropTable('shopping_cart_item').execute();
}
