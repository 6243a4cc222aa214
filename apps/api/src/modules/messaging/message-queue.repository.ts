/** The transactional message queue's queries (`message_queue`). */
import { type Kysely, sql } from 'kysely';
import type { Database, MessageChannel } from '../../db/schema.js';

export interface NewQueuedMessage {
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
}

export async function insertQueuedMessage(
  trx: Kysely<Database>,
  message: NewQueuedMessage & { createdAt: string },
): Promise<void> {
  await trx
    .insertInto('message_queue')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      purpose: message.purpose,
      created_at: message.createdAt,
    })
    .execute();
}

/** Ids of messages to deliver: queued ones, and ones whose deliverer stopped before finishing (claim older than the lease). */
export async function listDeliverableMessageIds(
  db: Kysely<Database>,
  options: { staleBefore: string; maxAttempts: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('message_queue')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', options.staleBefore)]),
      ]),
    )
    .where('attempts', '<', options.maxAttempts)
    .orderBy('id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Claims one message for delivery; of parallel deliverers exactly one wins (conditional update). */
export async function claimQueuedMessage(
  db: Kysely<Database>,
  id: number,
  options: { now: string; staleBefore: string },
) {
  const result = await db
    .updateTable('message_queue')
    .set({ status: 'sending', claimed_at: options.now, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', options.staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('message_queue').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markQueuedMessageSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('message_queue')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markQueuedMessageFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
  giveUp: boolean,
): Promise<void> {
  await db
    .updateTable('message_queue')
    .set({ status: giveUp ? 'failed' : 'queued', claimed_at: null, last_error: error.slice(0, 400) })
    .where('id', '=', id)
    .execute();
}
