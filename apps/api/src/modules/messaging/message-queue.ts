/**
 * Messages a business transaction decides to send (an order placed, paid, cancelled) are written in
 * that transaction with {@link queueMessage}, so they exist exactly when the change committed, and are
 * delivered after the commit by {@link MessageQueueDeliverer.deliverPending}: no network call inside
 * a transaction, and no message for something that rolled back. A deliverer claims each message with a
 * conditional update, so parallel deliverers (several API processes) never send one twice; a failed
 * send stays queued for the next round, up to a limit of attempts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { MessagingService } from './messaging.service.js';
import {
  claimQueuedMessages,
  insertQueuedMessage,
  markQueuedMessageFailed,
  markQueuedMessageSent,
  type NewQueuedMessage,
} from './message-queue.repository.js';

export type { NewQueuedMessage };

/** A claimed message whose deliverer stopped (a crash) is offered again after this long. */
const DELIVERY_LEASE_MS = 5 * 60_000;
const MAX_DELIVERY_ATTEMPTS = 5;

/** Writes a message in the caller's transaction; it is delivered once the transaction commits. */
export async function queueMessage(trx: Kysely<Database>, message: NewQueuedMessage, now: Date): Promise<void> {
  await insertQueuedMessage(trx, { ...message, createdAt: now.toISOString() });
}

export interface MessageQueueDeliverer {
  /** Sends every deliverable queued message; returns how many went out. */
  deliverPending(): Promise<number>;
}

export function createMessageQueueDeliverer(deps: {
  db: Kysely<Database>;
  messaging: MessagingService;
  clock: Clock;
  log?: (message: string) => void;
}): MessageQueueDeliverer {
  const { db, messaging, clock } = deps;
  return {
    async deliverPending() {
      let sent = 0;
      for (;;) {
        const now = clock.now();
        const staleBefore = new Date(now.getTime() - DELIVERY_LEASE_MS).toISOString();
        // A batch at a time, claimed in one statement: parallel deliverers take disjoint batches.
        const claimed = await claimQueuedMessages(db, {
          now: now.toISOString(),
          staleBefore,
          maxAttempts: MAX_DELIVERY_ATTEMPTS,
          limit: 20,
        });
        if (claimed.length === 0) return sent;
        for (const message of claimed) {
          try {
            await messaging.send({
              channel: message.channel,
              to: message.recipient,
              subject: message.subject,
              text: message.body,
              purpose: message.purpose,
            });
            await markQueuedMessageSent(db, message.id, clock.now().toISOString());
            sent++;
          } catch (error) {
            const detail = error instanceof Error ? error.message : String(error);
            await markQueuedMessageFailed(db, message.id, detail, message.attempts >= MAX_DELIVERY_ATTEMPTS);
            deps.log?.(`message ${message.id} (${message.purpose}) was not delivered (${detail}); it stays queued`);
          }
        }
      }
    },
  };
}
