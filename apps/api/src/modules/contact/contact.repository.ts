import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ContactMessageTable, Database } from '../../db/schema.js';

export type ContactMessageRow = Selectable<ContactMessageTable>;

export async function insertContactMessage(
  db: Kysely<Database>,
  message: Insertable<ContactMessageTable>,
): Promise<number> {
  const row = await db.insertInto('contact_message').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function listLatestContactMessages(db: Kysely<Database>, count: number): Promise<ContactMessageRow[]> {
  const rows = await db
    .selectFrom('contact_message')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return rows.reverse();
}

export function listWaitingContactMessages(db: Kysely<Database>, limit: number): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_message')
    .selectAll()
    .where('answered_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countWaitingContactMessages(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contact_message')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('answered_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Only a message still waiting: of two staff answering at once, one answer goes. */
export function markContactMessageAnswered(
  db: Kysely<Database>,
  id: number,
  answer: { answer: string; now: string },
): Promise<ContactMessageRow | undefined> {
  return db
    .updateTable('contact_message')
    .set({ answered_at: answer.now, answer: answer.answer })
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteContactMessage(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('contact_message').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
