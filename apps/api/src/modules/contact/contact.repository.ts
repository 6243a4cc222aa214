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
