import type { Kysely } from 'kysely';
import type { Database, MessageChannel } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { MessageSender, OutgoingMessage } from './message-sender.js';
import { insertOutboxMessage } from './outbox.repository.js';

export function createOutboxSender(db: Kysely<Database>, channel: MessageChannel, clock: Clock): MessageSender {
  return {
    channel,
    name: 'outbox',
    async send(message: OutgoingMessage) {
      await insertOutboxMessage(db, {
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        purpose: message.purpose,
        created_at: clock.now().toISOString(),
      });
    },
  };
}
