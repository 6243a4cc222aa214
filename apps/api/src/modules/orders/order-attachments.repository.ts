import type { Kysely } from 'kysely';
import type { BankChequeStatus, Database } from '../../db/schema.js';

export async function deleteSlotHoldsOfOrder(db: Kysely<Database>, orderId: number): Promise<number> {
  const result = await db.deleteFrom('delivery_slot_hold').where('order_id', '=', orderId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

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
