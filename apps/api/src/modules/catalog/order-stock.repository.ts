// Every take is a conditional update (`… WHERE stock_quantity >= q`): of two orders racing for the last unit
// exactly one wins, on either database and across processes, and stock never goes below zero.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function takeProductStock(
  trx: Kysely<Database>,
  productId: number,
  quantity: number,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('product')
    .set({
      stock_quantity: sql`stock_quantity - ${quantity}`,
      sold_count: sql`sold_count + ${quantity}`,
      updated_at: now,
    })
    .where('id', '=', productId)
    .where('stock_quantity', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function takeCombinationStock(
  trx: Kysely<Database>,
  combinationId: number,
  quantity: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('product_attribute_combination')
    .set({ stock_quantity: sql`stock_quantity - ${quantity}` })
    .where('id', '=', combinationId)
    .where('stock_quantity', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countSold(trx: Kysely<Database>, productId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('product')
    .set({ sold_count: sql`sold_count + ${quantity}` })
    .where('id', '=', productId)
    .execute();
}

export async function giveBackProductStock(
  trx: Kysely<Database>,
  productId: number,
  quantity: number,
  now: string,
): Promise<void> {
  await trx
    .updateTable('product')
    .set({ stock_quantity: sql`stock_quantity + ${quantity}`, updated_at: now })
    .where('id', '=', productId)
    .execute();
}

export async function giveBackCombinationStock(
  trx: Kysely<Database>,
  combinationId: number,
  quantity: number,
): Promise<void> {
  await trx
    .updateTable('product_attribute_combination')
    .set({ stock_quantity: sql`stock_quantity + ${quantity}` })
    .where('id', '=', combinationId)
    .execute();
}

export async function uncountSold(trx: Kysely<Database>, productId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('product')
    .set({ sold_count: sql`CASE WHEN sold_count >= ${quantity} THEN sold_count - ${quantity} ELSE 0 END` })
    .where('id', '=', productId)
    .execute();
}
