// Frozen in time: imports nothing from src/.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const money = isPg ? 'bigint' : 'integer';

  await db.schema
    .createTable('shipping_method')
    .addColumn('id', 'integer', id)
    .addColumn('system_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rate_provider', 'varchar(50)', (c) => c.notNull())
    .addColumn('rate_settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('pay_on_delivery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_delivery_slots', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('delivery_time_range')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_hour', 'integer', (c) => c.notNull())
    .addColumn('end_hour', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('delivery_slot_hold')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('delivery_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('time_range_id', 'integer', (c) => c.notNull().references('delivery_time_range.id'))
    .addColumn('order_id', 'integer')
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_slot_hold_slot_idx')
    .on('delivery_slot_hold')
    .columns(['delivery_date', 'time_range_id'])
    .execute();
  await db.schema
    .createIndex('delivery_slot_hold_customer_idx')
    .on('delivery_slot_hold')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('checkout_state')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customer.id').onDelete('cascade'))
    .addColumn('billing_address_id', 'integer')
    .addColumn('shipping_address_id', 'integer')
    .addColumn('ship_to_same_address', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_method', 'varchar(100)')
    .addColumn('payment_method', 'varchar(100)')
    .addColumn('use_reward_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('discount')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('coupon_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('use_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('maximum_amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_subtotal', money, (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'varchar(30)')
    .addColumn('ends_at', 'varchar(30)')
    .addColumn('limit_per_customer', 'integer')
    .addColumn('limit_total', 'integer')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cart_discount')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discount.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_discount_pk', ['customer_id', 'discount_id'])
    .execute();

  await db.schema
    .createTable('customer_order')
    .addColumn('id', 'integer', id)
    .addColumn('order_guid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('custom_order_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('order_status', 'integer', (c) => c.notNull())
    .addColumn('payment_status', 'integer', (c) => c.notNull())
    .addColumn('shipping_status', 'integer', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(100)', (c) => c.notNull())
    .addColumn('shipping_method', 'varchar(100)')
    .addColumn('shipping_method_name', 'varchar(200)')
    .addColumn('pay_shipping_on_delivery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_date', 'varchar(10)')
    .addColumn('delivery_time_range', 'varchar(100)')
    .addColumn('subtotal', money, (c) => c.notNull())
    .addColumn('subtotal_discount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_fee', money, (c) => c.notNull().defaultTo(0))
    .addColumn('payment_fee', money, (c) => c.notNull().defaultTo(0))
    .addColumn('tax', money, (c) => c.notNull().defaultTo(0))
    .addColumn('tax_rates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('order_discount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('gift_cards_amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('redeemed_reward_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('redeemed_reward_points_amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('order_total', money, (c) => c.notNull())
    .addColumn('refunded_amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('hold_expires_at', 'varchar(30)')
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('customer_ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_order_customer_idx')
    .on('customer_order')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('customer_order_unpaid_idx')
    .on('customer_order')
    .columns(['payment_status', 'hold_expires_at'])
    .execute();

  await db.schema
    .createTable('order_address')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)')
    .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('state_province_id', 'integer', (c) => c.notNull())
    .addColumn('state_province_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('city_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip_postal_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('custom_attributes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('order_address_order_kind_key', ['order_id', 'kind'])
    .execute();

  await db.schema
    .createTable('order_item')
    .addColumn('id', 'integer', id)
    .addColumn('order_item_guid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('product_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('sku', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('attributes_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('attribute_description', 'text', (c) => c.notNull().defaultTo(''))
    /** Where the units were taken from, so cancellation gives back exactly that. */
    .addColumn('stock_source', 'varchar(12)', (c) => c.notNull())
    .addColumn('combination_id', 'integer')
    .addColumn('unit_price', money, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total', money, (c) => c.notNull())
    .addColumn('tax_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_item_order_idx').on('order_item').column('order_id').execute();

  await db.schema
    .createTable('order_note')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('display_to_customer', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_note_order_idx').on('order_note').column('order_id').execute();

  await db.schema
    .createTable('shipment')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('tracking_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('shipped_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('delivered_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('shipment_order_idx').on('shipment').column('order_id').execute();

  await db.schema
    .createTable('payment_transaction')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(50)', (c) => c.notNull())
    .addColumn('authority', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference_id', 'varchar(100)')
    .addColumn('card_pan', 'varchar(30)')
    .addColumn('message', 'text')
    .addColumn('return_to', 'varchar(10)', (c) => c.notNull().defaultTo('web'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('payment_transaction_provider_authority_key', ['provider', 'authority'])
    .execute();
  await db.schema.createIndex('payment_transaction_order_idx').on('payment_transaction').column('order_id').execute();

  await db.schema
    .createTable('bank_cheque')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('customer_order.id').onDelete('cascade'))
    .addColumn('holder', 'varchar(200)', (c) => c.notNull())
    .addColumn('serial', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bank_cheque_customer_idx').on('bank_cheque').column('customer_id').execute();

  await db.schema
    .createTable('discount_usage')
    .addColumn('id', 'integer', id)
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discount.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('discount_usage_discount_idx')
    .on('discount_usage')
    .columns(['discount_id', 'customer_id'])
    .execute();

  await db.schema
    .createTable('reward_points_history')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('points_balance', 'integer', (c) => c.notNull())
    .addColumn('used_amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('ends_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reward_points_history_customer_idx')
    .on('reward_points_history')
    .columns(['customer_id', 'id'])
    .execute();
  // Rows without an order (registration) are not constrained: NULLs are distinct.
  await db.schema
    .createIndex('reward_points_history_order_kind_key')
    .on('reward_points_history')
    .columns(['order_id', 'kind'])
    .unique()
    .execute();

  await db.schema
    .createTable('idempotency_record')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('operation', 'varchar(50)', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_record_pk', ['customer_id', 'operation', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('sandbox_bank_payment')
    .addColumn('authority', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference_id', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // A deliverer claims a row before sending, so parallel deliverers never send it twice.
  await db.schema
    .createTable('message_queue')
    .addColumn('id', 'integer', id)
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('purpose', 'varchar(50)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(30)')
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('message_queue_status_idx').on('message_queue').columns(['status', 'id']).execute();

  await db
    .insertInto('shipping_method')
    .values([
      {
        system_name: 'Shipping.Post.Pishtaz',
        name: 'پست پیشتاز',
        description: 'ارسال به سراسر کشور با پست پیشتاز، ۲ تا ۵ روز کاری',
        rate_provider: 'weight-province',
        rate_settings: JSON.stringify({
          baseFee: 450000,
          perKilogramFee: 120000,
          sameProvinceBaseFee: 350000,
          originStateProvinceName: 'تهران',
        }),
        pay_on_delivery: 0,
        has_delivery_slots: 0,
        is_active: 1,
        display_order: 1,
      },
      {
        system_name: 'Shipping.Tipax',
        name: 'تیپاکس',
        description: 'ارسال با تیپاکس به مراکز استان‌ها، ۱ تا ۳ روز کاری',
        rate_provider: 'flat',
        rate_settings: JSON.stringify({ fee: 900000 }),
        pay_on_delivery: 0,
        has_delivery_slots: 0,
        is_active: 1,
        display_order: 2,
      },
      {
        system_name: 'Shipping.Tipax.PayOnDelivery',
        name: 'تیپاکس (پس‌کرایه)',
        description: 'هزینه ارسال هنگام تحویل به مأمور تیپاکس پرداخت می‌شود',
        rate_provider: 'flat',
        rate_settings: JSON.stringify({ fee: 0 }),
        pay_on_delivery: 1,
        has_delivery_slots: 0,
        is_active: 1,
        display_order: 3,
      },
      {
        system_name: 'Shipping.Courier',
        name: 'پیک',
        description: 'تحویل همان روز یا روزهای بعد در بازه زمانی انتخابی، فقط شهر تهران',
        rate_provider: 'courier',
        rate_settings: JSON.stringify({ fee: 700000, cityNames: ['تهران'], days: 5 }),
        pay_on_delivery: 0,
        has_delivery_slots: 1,
        is_active: 1,
        display_order: 4,
      },
    ])
    .execute();
  await db
    .insertInto('delivery_time_range')
    .values([
      { name: '۹ تا ۱۲', start_hour: 9, end_hour: 12, capacity: 10, display_order: 1 },
      { name: '۱۲ تا ۱۵', start_hour: 12, end_hour: 15, capacity: 10, display_order: 2 },
      { name: '۱۵ تا ۱۸', start_hour: 15, end_hour: 18, capacity: 10, display_order: 3 },
      { name: '۱۸ تا ۲۱', start_hour: 18, end_hour: 21, capacity: 8, display_order: 4 },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sandbox_bank_payment',
    'message_queue',
    'idempotency_record',
    'reward_points_history',
    'discount_usage',
    'bank_cheque',
    'payment_transaction',
    'shipment',
    'order_note',
    'order_item',
    'order_address',
    'customer_order',
    'cart_discount',
    'discount',
    'checkout_state',
    'delivery_slot_hold',
    'delivery_time_range',
    'shipping_method',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
