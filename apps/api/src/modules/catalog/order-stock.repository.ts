/**
 * Stock taken by orders and given back when they are cancelled. Every take is a conditional update
 * (`… WHERE stock_quantity >= q`): of two orders racing for the last unit exactly one updates a row,
 * on either database and across processes, and stock never goes below zero.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Takes `quantity` units of the product; false when fewer are left. Counts them as sold. */
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

/** Takes `quantity` units of an attribute combination that keeps its own stock; false when fewer are left. */
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

/** Counts units sold whose stock is not limited (not managed, or back orders allowed). */
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

/** Units sold are counted back when an order is cancelled (the best-sellers row follows). */
export async function uncountSold(trx: Kysely<Database>, productId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('product')
    .set({ sold_count: sql`CASE WHEN sold_count >= ${quantity} THEN sold_count - ${quantity} ELSE 0 END` })
    .where('id', '=', productId)
    .execute();
}
