/**
 * Customer profile fields, addresses, and the store's custom address attributes (nopCommerce's
 * AddressAttribute) with the two every Iranian address needs (پلاک، واحد). Frozen in time.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const real = isPg ? 'double precision' : 'real';

  await db.schema.alterTable('customer').addColumn('gender', 'varchar(1)').execute();
  await db.schema.alterTable('customer').addColumn('date_of_birth', 'varchar(10)').execute();
  await db.schema
    .alterTable('customer')
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('address_attribute')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('control_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('address_attribute_value')
    .addColumn('id', 'integer', id)
    .addColumn('address_attribute_id', 'integer', (c) =>
      c.notNull().references('address_attribute.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_pre_selected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('address')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('state_province_id', 'integer', (c) => c.notNull().references('state_province.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('city.id'))
    .addColumn('address1', 'varchar(400)', (c) => c.notNull())
    .addColumn('address2', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('zip_postal_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('latitude', real)
    .addColumn('longitude', real)
    .addColumn('custom_attributes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('address_customer_idx').on('address').column('customer_id').execute();

  await db
    .insertInto('address_attribute')
    .values({ name: 'پلاک', is_required: 1, control_type: 'TextBox', display_order: 1 })
    .execute();
  await db
    .insertInto('address_attribute')
    .values({ name: 'واحد', is_required: 0, control_type: 'TextBox', display_order: 2 })
    .execute();
  const deliveryTime = await db
    .insertInto('address_attribute')
    .values({ name: 'زمان تحویل ترجیحی', is_required: 0, control_type: 'RadioList', display_order: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('address_attribute_value')
    .values([
      { address_attribute_id: deliveryTime.id, name: 'صبح (۹ تا ۱۲)', is_pre_selected: 0, display_order: 1 },
      { address_attribute_id: deliveryTime.id, name: 'بعدازظهر (۱۲ تا ۱۸)', is_pre_selected: 0, display_order: 2 },
      { address_attribute_id: deliveryTime.id, name: 'عصر (۱۸ تا ۲۱)', is_pre_selected: 0, display_order: 3 },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('address').execute();
  await db.schema.dropTable('address_attribute_value').execute();
  await db.schema.dropTable('address_attribute').execute();
  await db.schema.alterTable('customer').dropColumn('newsletter').execute();
  await db.schema.alterTable('customer').dropColumn('date_of_birth').execute();
  await db.schema.alterTable('customer').dropColumn('gender').execute();
}
