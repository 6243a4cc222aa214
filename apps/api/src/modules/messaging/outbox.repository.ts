import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxMessageTable } from '../../db/schema.js';

export type OutboxMessageRow = Selectable<OutboxMessageTable>;

export async function insertOutboxMessage(db: Kysely<Database>, message: Omit<OutboxMessageRow, 'id'>): Promise<void> {
  await db.insertInto('outbox_message').values(message).execute();
}

export async function listLatestOutboxMessages(
  db: Kysely<Database>,
  options: { limit: number; recipient?: string },
): Promise<OutboxMessageRow[]> {
  let query = db.selectFrom('outbox_message').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  const rows = await query.execute();
  return rows.reverse();
}
