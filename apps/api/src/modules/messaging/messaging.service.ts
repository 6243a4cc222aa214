import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MessageSender, OutgoingMessage } from './message-sender.js';
import * as outbox from './outbox.repository.js';
import type { OutboxMessageRow } from './outbox.repository.js';

export interface MessagingService {
  send(message: OutgoingMessage): Promise<void>;
  /** Which transport each channel uses, for logs and the health page. */
  describe(): { email: string; sms: string };
}

/** Routes each message to its channel's sender. */
export function createMessagingService(senders: { email: MessageSender; sms: MessageSender }): MessagingService {
  return {
    send: (message) => senders[message.channel].send(message),
    describe: () => ({ email: senders.email.name, sms: senders.sms.name }),
  };
}

/** The development outbox as the operator reads it (`cli outbox`): the newest `limit` messages, oldest first. */
export function latestOutboxMessages(db: Kysely<Database>, limit: number): Promise<OutboxMessageRow[]> {
  return outbox.listLatestOutboxMessages(db, { limit });
}

/** The development outbox as a test reads it: the newest `limit` messages, to `recipient` when given, oldest first. */
export function listLatestOutboxMessages(
  db: Kysely<Database>,
  options: { limit: number; recipient?: string },
): Promise<OutboxMessageRow[]> {
  return outbox.listLatestOutboxMessages(db, options);
}
