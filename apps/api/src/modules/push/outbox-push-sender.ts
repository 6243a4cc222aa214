import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { PushSender } from './push-sender.js';

/** Development transport: keeps each push in the database so the whole path works without a push service. */
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
