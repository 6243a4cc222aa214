import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type ShippingMethodRow = Awaited<ReturnType<typeof listActiveShippingMethods>>[number];

export function listActiveShippingMethods(db: Kysely<Database>) {
  return db
    .selectFrom('shipping_method')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

export function findActiveShippingMethod(db: Kysely<Database>, systemName: string) {
  return db
    .selectFrom('shipping_method')
    .selectAll()
    .where('system_name', '=', systemName)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}
