// Queued in the business transaction and delivered after its commit: no network call inside a transaction, and no
// message for something that rolled back.
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

export interface MessageQueue {
  /** Queues a message in the caller's transaction; the deliverer sends it after the commit. */
  queue(trx: Kysely<Database>, message: NewQueuedMessage, now: Date): Promise<void>;
}

export function createMessageQueue(): MessageQueue {
  return {
    async queue(trx, message, now) {
      await insertQueuedMessage(trx, { ...message, createdAt: now.toISOString() });
    },
  };
}

export interface MessageQueueDeliverer {
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
