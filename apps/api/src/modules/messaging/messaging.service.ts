import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MessageSender, OutgoingMessage } from './message-sender.js';
import * as outbox from './outbox.repository.js';
import type { OutboxMessageRow } from './outbox.repository.js';

export interface MessagingService {
  send(message: OutgoingMessage): Promise<void>;
  describe(): { email: string; sms: string };
}

export function createMessagingService(senders: { email: MessageSender; sms: MessageSender }): MessagingService {
  return {
    send: (message) => senders[message.channel].send(message),
    describe: () => ({ email: senders.email.name, sms: senders.sms.name }),
  };
}

export interface OutboxReader {
  /** The newest `limit` messages the development outbox kept, to `recipient` when given, oldest first. */
  latest(options: { limit: number; recipient?: string }): Promise<OutboxMessageRow[]>;
}

/** How the operator (`cli outbox`) and tests read what a shopper would have received. */
export function createOutboxReader(db: Kysely<Database>): OutboxReader {
  return { latest: (options) => outbox.listLatestOutboxMessages(db, options) };
}
