// Cancelled orders whose money has not all gone back (ADR 0082): the dashboard counts them and the orders list
// filters them on every load. An index on both statuses answers "cancelled and paid or partly refunded" with
// equalities alone, at any number of orders (the status index of migration 0029 has the shipping status
// second, so it would read every cancelled order to find them).
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('customer_order_order_payment_idx')
    .on('customer_order')
    .columns(['order_status', 'payment_status', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('customer_order_order_payment_idx').execute();
}
