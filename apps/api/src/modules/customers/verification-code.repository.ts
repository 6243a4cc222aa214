import type { Kysely, Selectable } from 'kysely';
import type { Database, VerificationCodeTable, VerificationPurpose } from '../../db/schema.js';

export type VerificationCodeRow = Selectable<VerificationCodeTable>;

export async function findLatestCode(db: Kysely<Database>, identity: string, purpose: VerificationPurpose) {
  return db
    .selectFrom('verification_code')
    .selectAll()
    .where('identity', '=', identity)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function countCodesSince(
  db: Kysely<Database>,
  identity: string,
  purpose: VerificationPurpose,
  since: string,
) {
  const row = await db
    .selectFrom('verification_code')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('identity', '=', identity)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function replaceCode(
  db: Kysely<Database>,
  code: { identity: string; purpose: VerificationPurpose; code_hash: string; created_at: string; expires_at: string },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_code')
      .set({ superseded_at: code.created_at })
      .where('identity', '=', code.identity)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .where('superseded_at', 'is', null)
      .execute();
    await trx.insertInto('verification_code').values(code).execute();
  });
}

/** Counts a wrong guess; only while the code is still live, so the count never passes the limit. */
export async function recordFailedAttempt(db: Kysely<Database>, id: number, maxAttempts: number) {
  await db
    .updateTable('verification_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('failed_attempts', '<', maxAttempts)
    .execute();
}

/** Of two parallel uses exactly one updates the row. */
export async function consumeCode(
  db: Kysely<Database>,
  id: number,
  use: { at: string; maxAttempts: number; ticket_hash: string; ticket_expires_at: string },
) {
  const result = await db
    .updateTable('verification_code')
    .set({ consumed_at: use.at, ticket_hash: use.ticket_hash, ticket_expires_at: use.ticket_expires_at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('failed_attempts', '<', use.maxAttempts)
    .where('expires_at', '>', use.at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function useTicket(
  db: Kysely<Database>,
  ticket: { identity: string; purpose: VerificationPurpose; ticket_hash: string; at: string },
) {
  const result = await db
    .updateTable('verification_code')
    .set({ ticket_used_at: ticket.at })
    .where('identity', '=', ticket.identity)
    .where('purpose', '=', ticket.purpose)
    .where('ticket_hash', '=', ticket.ticket_hash)
    .where('ticket_used_at', 'is', null)
    .where('ticket_expires_at', '>', ticket.at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
