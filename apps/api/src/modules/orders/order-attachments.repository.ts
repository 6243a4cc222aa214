/**
 * What checkout attached to an order at placement, once it is the order's: the courier slot
 * (`delivery_slot_hold`) and the Sayadi cheques (`bank_cheque`). Checkout writes these rows for the
 * shopper before placement; after placement the order's transitions release and decide them.
 */
import type { Kysely } from 'kysely';
import type { BankChequeStatus, Database } from '../../db/schema.js';

export async function deleteSlotHoldsOfOrder(db: Kysely<Database>, orderId: number): Promise<number> {
  const result = await db.deleteFrom('delivery_slot_hold').where('order_id', '=', orderId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Decides the order's cheques still under review; how many changed. */
export async function decidePendingChequesOfOrder(
  db: Kysely<Database>,
  orderId: number,
  status: Exclude<BankChequeStatus, 'pending'>,
): Promise<number> {
  const result = await db
    .updateTable('bank_cheque')
    .set({ status })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
