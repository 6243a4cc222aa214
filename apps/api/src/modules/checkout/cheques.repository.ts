import type { Insertable, Kysely } from 'kysely';
import type { BankChequeTable, Database } from '../../db/schema.js';

export type ChequeRow = Awaited<ReturnType<typeof listCheckoutCheques>>[number];

export function listCheckoutCheques(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('bank_cheque')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('order_id', 'is', null)
    .orderBy('id')
    .execute();
}

export function listOrderCheques(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('bank_cheque').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function findChequeOfCustomer(db: Kysely<Database>, customerId: number, chequeId: number) {
  return db
    .selectFrom('bank_cheque')
    .selectAll()
    .where('id', '=', chequeId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function isSerialRegistered(db: Kysely<Database>, serial: string): Promise<boolean> {
  const row = await db
    .selectFrom('bank_cheque')
    .select('id')
    .where('serial', '=', serial)
    .where('status', '!=', 'rejected')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCheque(db: Kysely<Database>, cheque: Insertable<BankChequeTable>): Promise<void> {
  await db.insertInto('bank_cheque').values(cheque).execute();
}

export async function deletePendingCheque(
  db: Kysely<Database>,
  customerId: number,
  chequeId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('bank_cheque')
    .where('id', '=', chequeId)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function sumCheckoutCheques(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('bank_cheque')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .where('order_id', 'is', null)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function attachCheckoutCheques(
  db: Kysely<Database>,
  customerId: number,
  orderId: number,
): Promise<number> {
  const result = await db
    .updateTable('bank_cheque')
    .set({ order_id: orderId })
    .where('customer_id', '=', customerId)
    .where('order_id', 'is', null)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
