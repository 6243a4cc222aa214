// Frozen in time: uses Kysely<any> and imports nothing from src/.
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

type Db = Kysely<any>;

function dialectOf(db: Db) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    id: (col: ColumnDefinitionBuilder) =>
      isPg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    money: isPg ? ('bigint' as const) : ('integer' as const),
    blob: isPg ? ('bytea' as const) : ('blob' as const),
  };
}

export async function up(db: Db): Promise<void> {
  const d = dialectOf(db);
  const table = (name: string) => db.schema.createTable(name).addColumn('id', 'integer', d.id);
  const flag = <T extends string>(t: CreateTableBuilder<T>, name: string, dflt: 0 | 1) =>
    t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(dflt));

  await db.schema
    .createTable('setting')
    .addColumn('name', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await table('picture')
    .addColumn('mime_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('seo_filename', 'varchar(200)', (c) => c.notNull())
    .addColumn('alt_text', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', d.blob, (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  let category = table('category')
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parent_category_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('picture_id', 'integer', (c) => c.references('picture.id').onDelete('set null'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0));
  category = flag(category, 'published', 1);
  category = flag(category, 'show_on_home_page', 0);
  await category
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('category_parent_idx')
    .on('category')
    .columns(['parent_category_id', 'display_order'])
    .execute();

  let manufacturer = table('manufacturer')
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picture_id', 'integer', (c) => c.references('picture.id').onDelete('set null'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0));
  manufacturer = flag(manufacturer, 'published', 1);
  await manufacturer.execute();

  let product = table('product')
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('full_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sku', 'varchar(100)', (c) => c.notNull())
    .addColumn('price', d.money, (c) => c.notNull())
    .addColumn('old_price', d.money)
    .addColumn('manufacturer_id', 'integer', (c) => c.references('manufacturer.id').onDelete('set null'))
    .addColumn('manage_inventory_method', 'varchar(20)', (c) => c.notNull().defaultTo('product'))
    .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('backorder_mode', 'varchar(20)', (c) => c.notNull().defaultTo('none'))
    .addColumn('order_minimum_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_maximum_quantity', 'integer', (c) => c.notNull().defaultTo(10000))
    .addColumn('allowed_quantities', 'varchar(400)', (c) => c.notNull().defaultTo(''));
  for (const [name, dflt] of [
    ['disable_buy_button', 0],
    ['disable_wishlist_button', 0],
    ['published', 1],
    ['deleted', 0],
    ['show_on_home_page', 0],
    ['mark_as_new', 0],
    ['is_free_shipping', 0],
  ] as const) {
    product = flag(product, name, dflt);
  }
  await product
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_total_reviews', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_sku_idx').on('product').column('sku').execute();
  await db.schema.createIndex('product_manufacturer_idx').on('product').column('manufacturer_id').execute();
  await db.schema
    .createIndex('product_listing_idx')
    .on('product')
    .columns(['published', 'deleted', 'display_order'])
    .execute();
  await db.schema.createIndex('product_price_idx').on('product').column('price').execute();
  await db.schema.createIndex('product_created_idx').on('product').column('created_at').execute();

  await db.schema
    .createTable('product_category')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_category_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('product_category_category_idx')
    .on('product_category')
    .columns(['category_id', 'display_order'])
    .execute();

  await table('product_picture')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('picture_id', 'integer', (c) => c.notNull().references('picture.id').onDelete('cascade'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_picture_product_idx')
    .on('product_picture')
    .columns(['product_id', 'display_order'])
    .execute();

  await db.schema
    .createTable('related_product')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('related_product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('related_product_pk', ['product_id', 'related_product_id'])
    .execute();

  await table('product_attribute')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  let mapping = table('product_attribute_mapping')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('product_attribute_id', 'integer', (c) => c.notNull().references('product_attribute.id'))
    .addColumn('text_prompt', 'varchar(200)');
  mapping = flag(mapping, 'is_required', 0);
  await mapping
    .addColumn('control_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_attribute_mapping_product_idx')
    .on('product_attribute_mapping')
    .column('product_id')
    .execute();

  let value = table('product_attribute_value')
    .addColumn('mapping_id', 'integer', (c) =>
      c.notNull().references('product_attribute_mapping.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('color_squares_rgb', 'varchar(20)')
    .addColumn('price_adjustment', d.money, (c) => c.notNull().defaultTo(0));
  value = flag(value, 'is_pre_selected', 0);
  await value
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('picture_id', 'integer', (c) => c.references('picture.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('product_attribute_value_mapping_idx')
    .on('product_attribute_value')
    .column('mapping_id')
    .execute();

  let combination = table('product_attribute_combination')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('attributes_key', 'varchar(400)', (c) => c.notNull())
    .addColumn('sku', 'varchar(100)')
    .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0));
  combination = flag(combination, 'allow_out_of_stock_orders', 0);
  await combination
    .addColumn('overridden_price', d.money)
    .addColumn('picture_id', 'integer', (c) => c.references('picture.id').onDelete('set null'))
    .addUniqueConstraint('product_attribute_combination_key_uq', ['product_id', 'attributes_key'])
    .execute();

  await table('specification_attribute')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await table('specification_attribute_option')
    .addColumn('specification_attribute_id', 'integer', (c) =>
      c.notNull().references('specification_attribute.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('color_rgb', 'varchar(20)')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  let productSpec = table('product_specification_attribute')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('specification_attribute_option_id', 'integer', (c) =>
      c.notNull().references('specification_attribute_option.id').onDelete('cascade'),
    )
    .addColumn('custom_value', 'varchar(400)');
  productSpec = flag(productSpec, 'allow_filtering', 1);
  productSpec = flag(productSpec, 'show_on_product_page', 1);
  await productSpec.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createIndex('product_spec_product_idx')
    .on('product_specification_attribute')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('product_spec_option_idx')
    .on('product_specification_attribute')
    .column('specification_attribute_option_id')
    .execute();

  let topic = table('topic')
    .addColumn('system_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'varchar(400)', (c) => c.notNull().defaultTo(''));
  topic = flag(topic, 'include_in_side_menu', 1);
  topic = flag(topic, 'accessible_when_store_closed', 0);
  topic = flag(topic, 'published', 1);
  await topic.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  let blog = table('blog_post')
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('body_overview', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('tags', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('picture_id', 'integer', (c) => c.references('picture.id').onDelete('set null'));
  blog = flag(blog, 'allow_comments', 1);
  await blog.addColumn('published_at', 'varchar(30)', (c) => c.notNull()).execute();

  let customer = table('customer')
    .addColumn('customer_guid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('mobile', 'varchar(20)', (c) => c.unique())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(400)');
  customer = flag(customer, 'is_guest', 1);
  customer = flag(customer, 'active', 1);
  customer = flag(customer, 'deleted', 0);
  await customer
    .addColumn('avatar_picture_id', 'integer', (c) => c.references('picture.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_activity_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_guest_activity_idx')
    .on('customer')
    .columns(['is_guest', 'last_activity_at'])
    .execute();

  await table('customer_role')
    .addColumn('system_name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_role_mapping')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('customer_role_id', 'integer', (c) => c.notNull().references('customer_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('customer_role_mapping_pk', ['customer_id', 'customer_role_id'])
    .execute();

  await table('access_token')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('access_token_customer_idx').on('access_token').column('customer_id').execute();

  // Roles are reference data every store has, not demo content.
  await db
    .insertInto('customer_role')
    .values([
      { system_name: 'Guests', name: 'مهمان' },
      { system_name: 'Registered', name: 'ثبت‌نام‌شده' },
      { system_name: 'Administrators', name: 'مدیر' },
      { system_name: 'Affiliates', name: 'همکار فروش' },
    ])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const name of [
    'access_token',
    'customer_role_mapping',
    'customer_role',
    'customer',
    'blog_post',
    'topic',
    'product_specification_attribute',
    'specification_attribute_option',
    'specification_attribute',
    'product_attribute_combination',
    'product_attribute_value',
    'product_attribute_mapping',
    'product_attribute',
    'related_product',
    'product_picture',
    'product_category',
    'product',
    'manufacturer',
    'category',
    'picture',
    'setting',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
