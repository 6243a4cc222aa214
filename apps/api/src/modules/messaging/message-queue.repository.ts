import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
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

/** The condition is repeated on the row itself, so of parallel deliverers each message goes to exactly one. */
export function claimQueuedMessages(
  db: Kysely<Database>,
  options: { now: string; staleBefore: string; maxAttempts: number; limit: number },
) {
  const deliverable = (eb: ExpressionBuilder<Database, 'message_queue'>) =>
    eb.and([
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', options.staleBefore)]),
      ]),
      eb('attempts', '<', options.maxAttempts),
    ]);
  return db
    .updateTable('message_queue')
    .set({ status: 'sending', claimed_at: options.now, attempts: sql`attempts + 1` })
    .where((eb) =>
      eb('id', 'in', eb.selectFrom('message_queue').select('id').where(deliverable).orderBy('id').limit(options.limit)),
    )
    .where(deliverable)
    .returningAll()
    .execute();
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
