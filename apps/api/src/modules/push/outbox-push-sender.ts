import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { PushSender } from './push-sender.js';

/**
 * Development transport: keeps every push in the database instead of sending it, so the whole
 * path (registration, topic, order shipped) works without a push service, and `push outbox`
 * (or a test) shows what a browser would have received.
 */
export function createOutboxPushSender(db: Kysely<Database>, clock: Clock): PushSender {
  return {
    name: 'outbox',
    async send(target, payload) {
      await db
        .insertInto('push_outbox')
        .values({ endpoint: target.endpoint, payload: JSON.stringify(payload), created_at: clock.now().toISOString() })
        .execute();
      return { kind: 'delivered' };
    },
  };
}
