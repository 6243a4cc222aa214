import type { Kysely } from 'kysely';
import type { Database, SandboxBankPaymentStatus } from '../../db/schema.js';

export function insertSandboxPayment(
  db: Kysely<Database>,
  payment: { authority: string; amount: number; description: string; callbackUrl: string; now: string },
) {
  return db
    .insertInto('sandbox_bank_payment')
    .values({
      authority: payment.authority,
      amount: payment.amount,
      description: payment.description,
      callback_url: payment.callbackUrl,
      status: 'pending',
      reference_id: null,
      created_at: payment.now,
      updated_at: payment.now,
    })
    .execute();
}

export function findSandboxPayment(db: Kysely<Database>, authority: string) {
  return db.selectFrom('sandbox_bank_payment').selectAll().where('authority', '=', authority).executeTakeFirst();
}

export async function moveSandboxPayment(
  db: Kysely<Database>,
  authority: string,
  change: { from: SandboxBankPaymentStatus; to: SandboxBankPaymentStatus; referenceId?: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_bank_payment')
    .set({
      status: change.to,
      updated_at: change.now,
      ...(change.referenceId !== undefined ? { reference_id: change.referenceId } : {}),
    })
    .where('authority', '=', authority)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
