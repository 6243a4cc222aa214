import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface StoredCartLine {
  key: string;
  quantity: number;
}

export async function storedCartLines(db: Kysely<Database>, guests: Iterable<string>): Promise<StoredCartLine[]> {
  const rows = await db
    .selectFrom('shopping_cart_item')
    .innerJoin('customer', 'customer.id', 'shopping_cart_item.customer_id')
    .select(['customer.customer_guid as guest', 'shopping_cart_item.product_id as productId', 'quantity'])
    .where('customer.customer_guid', 'in', [...guests])
    .where('list_type', '=', 'cart')
    .execute();
  return rows.map((row) => ({ key: `${row.guest}:${row.productId}`, quantity: row.quantity }));
}

export async function ordersByCustomer(db: Kysely<Database>, customerIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('customer_order')
    .select(['id', 'customer_id'])
    .where('customer_id', 'in', customerIds)
    .orderBy('id')
    .execute();
  const orders = new Map<number, number[]>(customerIds.map((id) => [id, []]));
  for (const row of rows) orders.get(row.customer_id)?.push(row.id);
  return orders;
}
